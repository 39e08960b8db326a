import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Dates } from '../../../app/dates';
import { errorMessage } from '../../../components/errorMessage';
import { FailedJobsList } from './FailedJobsList';
import { DiscardFailedJobMutation, type FailedJob, RetryFailedJobMutation, type SystemStatus } from './system.documents';
import { SystemSection } from './SystemSection';

/** The queue's depth and the failed jobs, each retried or discarded; the page reads the queue again after either. */
export function JobsSection({ jobs, dates, refresh }: { jobs: SystemStatus['jobs']; dates: Dates; refresh: () => Promise<unknown> }) {
  const [retry] = useMutation(RetryFailedJobMutation);
  const [discard] = useMutation(DiscardFailedJobMutation);
  const [busy, setBusy] = useState<number | null>(null);
  // The job asked about stays while the dialog closes, so its text does not vanish mid-transition.
  const [confirming, setConfirming] = useState<{ job: FailedJob; open: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function act(job: FailedJob, action: 'retry' | 'discard') {
    setBusy(job.id);
    setNotice(null);
    setProblem(null);
    try {
      if (action === 'retry') await retry({ variables: { id: job.id } });
      else await discard({ variables: { id: job.id } });
      setNotice(action === 'retry' ? `Job ${job.id} (${job.kind}) is queued again.` : `Job ${job.id} (${job.kind}) was discarded.`);
    } catch (error) {
      setProblem(errorMessage(error, `Job ${job.id} could not be changed. Please try again.`));
    } finally {
      // Whatever happened, show the queue as it is now (another admin may have acted meanwhile).
      await refresh().catch(() => undefined);
      setBusy(null);
    }
  }

  return (
    <SystemSection id="system-jobs" title="Jobs">
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 1 }}>
        {(
          [
            ['Queued', jobs.queued],
            ['Running', jobs.running],
            ['Failed', jobs.failed],
          ] as const
        ).map(([label, count]) => (
          <Box key={label}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: 28, fontWeight: 700, color: label === 'Failed' && count > 0 ? 'error.main' : undefined }}
            >
              {count}
            </Typography>
          </Box>
        ))}
      </Box>
      {jobs.oldestDueAt && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          The oldest job waiting has been due since {dates.stamp(jobs.oldestDueAt)}.
        </Typography>
      )}
      <Box aria-live="polite">
        {notice && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
      </Box>
      {jobs.failedJobs.length === 0 ? (
        <Typography color="text.secondary">No failed jobs.</Typography>
      ) : (
        <FailedJobsList
          jobs={jobs.failedJobs}
          dates={dates}
          busy={busy !== null}
          onRetry={(job) => void act(job, 'retry')}
          onDiscard={(job) => setConfirming({ job, open: true })}
        />
      )}
      {jobs.failed > jobs.failedJobs.length && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The newest {jobs.failedJobs.length} of {jobs.failed} failed jobs are shown.
        </Typography>
      )}
      {confirming && (
        <DiscardDialog
          job={confirming.job}
          open={confirming.open}
          onCancel={() => setConfirming({ ...confirming, open: false })}
          onClosed={() => setConfirming(null)}
          onDiscard={(job) => {
            setConfirming({ job, open: false });
            void act(job, 'discard');
          }}
        />
      )}
    </SystemSection>
  );
}

/** Discarding cannot be undone: the job's work (a mail, a receipt) is never done. */
function DiscardDialog({
  job,
  open,
  onCancel,
  onClosed,
  onDiscard,
}: {
  job: FailedJob;
  open: boolean;
  onCancel: () => void;
  onClosed: () => void;
  onDiscard: (job: FailedJob) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      slotProps={{ transition: { onExited: onClosed } }}
      aria-labelledby="discard-job-title"
      aria-describedby="discard-job-text"
    >
      <DialogTitle id="discard-job-title">Discard job {job.id}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-job-text">
          The {job.kind} job is deleted for good and never runs again. Retry it instead if its work (a mail, a receipt) must still be done.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => onDiscard(job)}>
          Discard job
        </Button>
      </DialogActions>
    </Dialog>
  );
}
