import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLASS_LIST_PAGE } from '@solve/core/classroom';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSpinner } from '../../../app/RequireSignIn';
import { useSession } from '../../../app/session';
import { errorMessage } from '../../../components/errorMessage';
import { ManageClassroomsQuery } from './classes.documents';
import { ClassFormDialog } from './ClassFormDialog';
import { formatDate, formatTime, quarterLabel, STATUS_LABELS } from './format';
import { HeadedTable, PageHeading } from '..';

type StatusFilter = '' | 'PUBLISHED' | 'OPENED' | 'CLOSED';

/** /manage/classes: every class (admins) or the classes one teaches, 50 at a time, with a search and a new class. */
export default function ClassesPage() {
  const { role } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [creating, setCreating] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const variables = { search: deferredSearch.trim() || null, status: status || null };
  const { data, loading, error, fetchMore } = useQuery(ManageClassroomsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const rows = data?.manageClassrooms ?? [];
  // A full last page may have more behind it; a short one ends the list (of these filters).
  const listKey = `${variables.search ?? ''}|${variables.status ?? ''}`;
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const more = rows.length > 0 && rows.length % CLASS_LIST_PAGE === 0 && endedAt !== `${listKey}|${rows.length}`;
  const showMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await fetchMore({
        variables: { ...variables, offset: rows.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          manageClassrooms: [...previous.manageClassrooms, ...fetchMoreResult.manageClassrooms],
        }),
      });
      const added = next.data?.manageClassrooms.length ?? 0;
      if (added < CLASS_LIST_PAGE) setEndedAt(`${listKey}|${rows.length + added}`);
    } catch (failure) {
      setMoreError(failure);
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <PageHeading>Classes</PageHeading>
        {role === 'admin' && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            New class
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label="Search by code or title"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any status</MenuItem>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{errorMessage(error, 'The classes could not be loaded. Please try again.')}</Alert>}
      {loading && !data ? (
        <PageSpinner />
      ) : rows.length === 0 && !error ? (
        <Typography color="text.secondary">{search || status ? 'No class matches.' : 'There are no classes yet.'}</Typography>
      ) : (
        <TableContainer>
          <HeadedTable
            label="Classes"
            columns={[
              'Class',
              'Term',
              'Schedule',
              'Lead instructor',
              { label: 'Students', align: 'right' },
              { label: 'Lessons', align: 'right' },
              'Status',
            ]}
          >
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/manage/classes/${row.id}`} sx={{ fontWeight: 600 }}>
                    {row.code}
                  </Link>
                  <Typography sx={{ fontSize: 13 }} color="text.secondary">
                    {row.title}
                  </Typography>
                </TableCell>
                <TableCell>
                  {quarterLabel(row.quarter)} {row.year}
                  {row.session && (
                    <Typography sx={{ fontSize: 13 }} color="text.secondary">
                      {row.session}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {row.meets} {formatTime(row.startTime)}
                  {row.endTime ? ` – ${formatTime(row.endTime)}` : ''}
                  <Typography sx={{ fontSize: 13 }} color="text.secondary">
                    {formatDate(row.startDate)} to {formatDate(row.endDate)}
                  </Typography>
                </TableCell>
                <TableCell>{row.leadInstructor ?? '—'}</TableCell>
                <TableCell align="right">
                  {row.enrollmentCount}
                  {row.enrollmentMax !== null ? ` / ${row.enrollmentMax}` : ''}
                </TableCell>
                <TableCell align="right">{row.lessonCount}</TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    <Chip size="small" label={STATUS_LABELS[row.status]} color={row.status === 'CLOSED' ? 'default' : 'primary'} />
                    {!row.onCatalog && <Chip size="small" variant="outlined" label="Off catalog" />}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </TableContainer>
      )}
      {moreError !== null && (
        <Alert severity="error">{errorMessage(moreError, 'More classes could not be loaded. Please try again.')}</Alert>
      )}
      {more && (
        <Button sx={{ mt: 2 }} onClick={() => void showMore()} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more classes'}
        </Button>
      )}
      {creating && (
        <ClassFormDialog
          classroom={null}
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            void navigate(`/manage/classes/${id}`);
          }}
        />
      )}
    </Box>
  );
}
