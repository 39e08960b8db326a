import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, startOfDay } from '@solve/core/calendar';
import { Fragment, useDeferredValue, useState } from 'react';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { graphql } from '../../../graphql';
import { useAcademyTimeZone } from '../classes/useAcademyTimeZone';
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
  const dates = useDates(timeZone);

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Audit log
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          sx={field}
          label="Action"
          placeholder="classroom, lesson.update"
          value={filters.action}
          onChange={(event) => set('action', event.target.value)}
        />
        <TextField
          size="small"
          sx={field}
          label="Record type"
          placeholder="classroom"
          value={filters.entityType}
          onChange={(event) => set('entityType', event.target.value)}
        />
        <TextField
          size="small"
          sx={field}
          label="Record id"
          value={filters.entityId}
          onChange={(event) => set('entityId', event.target.value)}
        />
        <TextField
          size="small"
          sx={field}
          label="Who"
          placeholder="Name or e-mail"
          value={filters.who}
          onChange={(event) => set('who', event.target.value)}
        />
        <TextField
          size="small"
          sx={field}
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => set('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          sx={field}
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => set('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {error && <Alert severity="error">{errorMessage(error, 'The audit log could not be loaded. Please try again.')}</Alert>}
      {loading && !data ? (
        <PageSpinner />
      ) : entries.length === 0 && !error ? (
        <Typography color="text.secondary">No change matches.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Changes">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Record</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
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
