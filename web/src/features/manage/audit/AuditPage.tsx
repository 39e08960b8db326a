import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, startOfDay } from '@solve/core/calendar';
import { Fragment, useDeferredValue, useState } from 'react';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { DateTimeField, HeadedTable, PageHeading } from '..';
import { graphql } from '../../../graphql';
import { useAcademyTimeZone } from '../classes';
import { useDates } from '../../../app/dates';

const AuditLogQuery = graphql(`
  query AuditLog($action: String, $entityType: String, $entityId: String, $who: String, $from: DateTime, $to: DateTime, $beforeId: Int) {
    auditLog(action: $action, entityType: $entityType, entityId: $entityId, who: $who, from: $from, to: $to, beforeId: $beforeId) {
      hasMore
      entries {
        id
        at
        employeeName
        action
        entityType
        entityId
        before
        after
      }
    }
  }
`);

function pretty(json: string | null): string {
  if (json === null) return '—';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** /manage/audit: every back-office change, newest first, filtered by action, record, who and days. */
export default function AuditPage() {
  const timeZone = useAcademyTimeZone();
  const [filters, setFilters] = useState({ action: '', entityType: '', entityId: '', who: '', from: '', to: '' });
  const deferred = useDeferredValue(filters);
  const [open, setOpen] = useState<number | null>(null);
  const variables = {
    action: deferred.action.trim() || null,
    entityType: deferred.entityType.trim() || null,
    entityId: deferred.entityId.trim() || null,
    who: deferred.who.trim() || null,
    // Days mean the academy's days: from its midnight to the midnight after the last day.
    from: deferred.from ? startOfDay(deferred.from, timeZone).toISOString() : null,
    to: deferred.to ? startOfDay(addDays(deferred.to, 1), timeZone).toISOString() : null,
  };
  const { data, loading, error, fetchMore } = useQuery(AuditLogQuery, { variables, fetchPolicy: 'network-only' });
  const entries = data?.auditLog.entries ?? [];
  const set = (key: keyof typeof filters, value: string) => setFilters((current) => ({ ...current, [key]: value }));
  const field = { flex: '1 1 160px' };
  const filter = (key: 'action' | 'entityType' | 'entityId' | 'who', label: string, placeholder?: string) => (
    <TextField
      size="small"
      sx={field}
      label={label}
      placeholder={placeholder}
      value={filters[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const dates = useDates(timeZone);

  return (
    <Box>
      <PageHeading gutter={2}>Audit log</PageHeading>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {filter('action', 'Action', 'classroom, lesson.update')}
        {filter('entityType', 'Record type', 'classroom')}
        {filter('entityId', 'Record id')}
        {filter('who', 'Who', 'Name or e-mail')}
        <DateTimeField size="small" sx={field} label="From" type="date" value={filters.from} onChange={(value) => set('from', value)} />
        <DateTimeField size="small" sx={field} label="To" type="date" value={filters.to} onChange={(value) => set('to', value)} />
      </Stack>
      {error && <Alert severity="error">{errorMessage(error, 'The audit log could not be loaded. Please try again.')}</Alert>}
      {loading && !data ? (
        <PageSpinner />
      ) : entries.length === 0 && !error ? (
        <Typography color="text.secondary">No change matches.</Typography>
      ) : (
        <TableContainer>
          <HeadedTable label="Changes" columns={['When', 'Who', 'Action', 'Record', null]}>
            {entries.map((entry) => (
              <Fragment key={entry.id}>
                <TableRow>
                  <TableCell>{dates.stamp(entry.at)}</TableCell>
                  <TableCell>{entry.employeeName ?? 'System'}</TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell>
                    {entry.entityType} {entry.entityId}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" aria-expanded={open === entry.id} onClick={() => setOpen(open === entry.id ? null : entry.id)}>
                      {open === entry.id ? 'Hide' : 'Before and after'}
                    </Button>
                  </TableCell>
                </TableRow>
                {open === entry.id && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                        {(['before', 'after'] as const).map((side) => (
                          <Box key={side}>
                            <Typography sx={{ fontWeight: 600, fontSize: 13 }}>{side === 'before' ? 'Before' : 'After'}</Typography>
                            <Box
                              component="pre"
                              sx={{
                                m: 0,
                                p: 1,
                                bgcolor: 'action.hover',
                                borderRadius: 1,
                                overflow: 'auto',
                                fontSize: 12,
                                maxHeight: 320,
                              }}
                            >
                              {pretty(entry[side])}
                            </Box>
                          </Box>
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </HeadedTable>
        </TableContainer>
      )}
      {data?.auditLog.hasMore && (
        <Button
          sx={{ mt: 2 }}
          onClick={() =>
            void fetchMore({
              variables: { ...variables, beforeId: entries.at(-1)?.id ?? null },
              updateQuery: (previous, { fetchMoreResult }) => ({
                auditLog: {
                  ...fetchMoreResult.auditLog,
                  entries: [...previous.auditLog.entries, ...fetchMoreResult.auditLog.entries],
                },
              }),
            })
          }
        >
          Show older changes
        </Button>
      )}
    </Box>
  );
}
