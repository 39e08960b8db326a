import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Dates } from '../../../app/dates';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { StackedList, StackedListItem } from '../../../components/StackedList';
import { HeadedTable } from '..';
import type { FailedJob } from './system.documents';

interface Props {
  jobs: readonly FailedJob[];
  dates: Dates;
  /** While one job is being changed, the buttons of every job wait. */
  busy: boolean;
  onRetry: (job: FailedJob) => void;
  onDiscard: (job: FailedJob) => void;
}

/** The failed jobs: a table on a wide screen, one block per job on a narrow one (the buttons stay in sight). */
export function FailedJobsList(props: Props) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  return wide ? <FailedJobsTable {...props} /> : <FailedJobsStack {...props} />;
}

function JobButtons({ job, busy, onRetry, onDiscard }: Omit<Props, 'jobs' | 'dates'> & { job: FailedJob }) {
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => onRetry(job)} aria-label={`Retry job ${job.id}`}>
        Retry
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => onDiscard(job)} aria-label={`Discard job ${job.id}`}>
        Discard
      </Button>
    </>
  );
}

function FailedJobsTable({ jobs, dates, ...actions }: Props) {
  return (
    <ScrollableTable label="Failed jobs table">
      <HeadedTable
        label="Failed jobs"
        columns={['Job', 'Kind', { label: 'Attempts', align: 'right' }, { label: 'Last error', sx: { minWidth: 240 } }, 'Failed', null]}
      >
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell>{job.id}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.kind}</TableCell>
            <TableCell align="right">{job.attempts}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{job.lastError ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.stamp(job.failedAt ?? job.createdAt)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <JobButtons job={job} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </ScrollableTable>
  );
}

function FailedJobsStack({ jobs, dates, ...actions }: Props) {
  return (
    <StackedList label="Failed jobs">
      {jobs.map((job) => (
        <StackedListItem key={job.id}>
          <Typography sx={{ fontWeight: 600 }}>
            Job {job.id} · {job.kind}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            Failed {dates.stamp(job.failedAt ?? job.createdAt)} after {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', my: 0.5 }}>{job.lastError ?? 'No error was recorded.'}</Typography>
          <Box sx={{ display: 'flex', gap: 1, ml: -1 }}>
            <JobButtons job={job} {...actions} />
          </Box>
        </StackedListItem>
      ))}
    </StackedList>
  );
}
