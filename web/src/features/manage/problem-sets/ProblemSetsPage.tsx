import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROBLEM_SET_KIND_LABELS } from '@solve/core/problem-set-editor';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { type LibraryEntryData, ProblemSetLibraryQuery } from './problem-sets.documents';
import { HeadedTable, PageHeading } from '..';

const PAGE_SIZE = 25;

function lessonOf(entry: LibraryEntryData): string {
  const plan = entry.lessonPlan;
  return plan ? `${plan.courseCode} · Lesson ${plan.order}: ${plan.title}` : 'No lesson';
}

/** /manage/problem-sets: every problem set, found by code or title, 25 a page, each opening its editor. */
export default function ProblemSetsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const deferred = useDeferredValue(search.trim());
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const { data, loading, error } = useQuery(ProblemSetLibraryQuery, {
    variables: { search: deferred || null, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const library = data?.problemSetLibrary;
  const entries = library?.entries ?? [];
  const total = library?.total ?? 0;
  const go = (next: number, text = search) => {
    const values: Record<string, string> = {};
    if (text.trim()) values.search = text.trim();
    if (next > 0) values.page = String(next);
    setParams(values, { replace: true });
  };
  return (
    <Box>
      <PageHeading gutter={1}>Problem sets</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2, fontSize: 14 }}>
        Edit a set's problems, answers, hints and solutions. Students keep the answers they have given; new answers meet the saved version.
      </Typography>
      <TextField
        label="Search by code or title"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          go(0, event.target.value);
        }}
        size="small"
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      />
      {error && <Alert severity="error">{errorMessage(error, 'The problem sets could not be loaded. Please try again.')}</Alert>}
      {loading && !data ? (
        <PageSpinner />
      ) : entries.length === 0 && !error ? (
        <Typography color="text.secondary">{deferred ? 'No problem set matches.' : 'There are no problem sets yet.'}</Typography>
      ) : (
        <>
          <TableContainer>
            <HeadedTable
              label="Problem sets"
              columns={['Set', 'Lesson', 'Kind', { label: 'Problems', align: 'right' }, { label: 'Classes', align: 'right' }]}
            >
              {entries.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/manage/problem-sets/${entry.id}`} sx={{ fontWeight: 600 }}>
                      {entry.title}
                    </Link>
                    <Typography sx={{ fontSize: 13 }} color="text.secondary">
                      {entry.code}
                    </Typography>
                  </TableCell>
                  <TableCell>{lessonOf(entry)}</TableCell>
                  <TableCell>{PROBLEM_SET_KIND_LABELS[entry.kind]}</TableCell>
                  <TableCell align="right">{entry.problemCount}</TableCell>
                  <TableCell align="right">{entry.assignmentCount}</TableCell>
                </TableRow>
              ))}
            </HeadedTable>
          </TableContainer>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ fontSize: 14 }} color="text.secondary" role="status">
              {page * PAGE_SIZE + 1}–{page * PAGE_SIZE + entries.length} of {total}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button disabled={page === 0} onClick={() => go(page - 1)}>
                Previous
              </Button>
              <Button disabled={(page + 1) * PAGE_SIZE >= total} onClick={() => go(page + 1)}>
                Next
              </Button>
            </Stack>
          </Stack>
        </>
      )}
    </Box>
  );
}
