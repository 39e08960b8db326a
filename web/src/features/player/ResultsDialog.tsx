import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { offersResultsVideo, RESULT_EMOJI, resultMood } from '@solve/core/player';
import { useState } from 'react';
import { VideoModal } from '../../components/VideoModal';
import type { PlayerResults } from './player.documents';
import { closeOnEnter } from './PlayerDialogs';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * §2 Results popup: Correct Answers x/y, Score %, Attempts, Time in seconds, the emoji of the
 * score's band, Close, and one time in ten the set's lecture video.
 */
export function ResultsDialog({
  open,
  results,
  videoId,
  onClose,
}: {
  open: boolean;
  results: PlayerResults | null;
  videoId: string | null;
  onClose(): void;
}) {
  const [offerVideo] = useState(() => offersResultsVideo(Math.random()));
  const [watching, setWatching] = useState(false);
  if (!results) return null;
  const awaiting = results.scorePercent === -1;
  const score = results.scorePercent;
  const emoji = score !== null && !awaiting ? RESULT_EMOJI[resultMood(score)] : null;
  const attempts = results.allowedAttempts ? `${results.attemptNumber} of ${results.allowedAttempts}` : String(results.attemptNumber);
  return (
    <>
      <Dialog
        open={open && !watching}
        onClose={onClose}
        onKeyDown={closeOnEnter(onClose)}
        aria-labelledby="results-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="results-title" sx={{ textAlign: 'center', fontWeight: 800 }}>
          Your results
        </DialogTitle>
        <DialogContent>
          {emoji ? (
            <Typography aria-hidden sx={{ fontSize: 64, textAlign: 'center', lineHeight: 1.2, mb: 1 }}>
              {emoji}
            </Typography>
          ) : null}
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Correct Answers" value={`${results.correctCount}/${results.countedProblems}`} />
            <Row label="Score" value={awaiting ? 'Waiting for your teacher to grade' : score === null ? '—' : `${Math.round(score)}%`} />
            <Row label="Attempts" value={attempts} />
            <Row label="Time" value={`${results.timeSpent} seconds`} />
          </Box>
          {offerVideo && videoId ? (
            <Box
              sx={{
                mt: 2,
                p: 1.5,
                borderRadius: 2,
                bgcolor: 'rgba(242,176,30,0.15)',
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                flexWrap: 'wrap',
              }}
            >
              <Typography sx={{ flexGrow: 1 }}>Want to see it explained? Watch the lesson video.</Typography>
              <Button variant="outlined" startIcon={<OndemandVideoIcon />} onClick={() => setWatching(true)}>
                Watch video
              </Button>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus sx={{ minWidth: 140 }}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      {videoId ? <VideoModal open={open && watching} onClose={() => setWatching(false)} url={videoId} title="Lesson video" /> : null}
    </>
  );
}
