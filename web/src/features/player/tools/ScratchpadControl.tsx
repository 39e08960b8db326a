import { useApolloClient, useMutation } from '@apollo/client/react';
import GestureIcon from '@mui/icons-material/Gesture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../components/useOpenedOnce';
import { PlayerQuery } from '../player.documents';
import { SaveProblemImageMutation, SaveScratchpadMutation } from './tools.documents';

// The drawing canvas (Konva) loads when the scratchpad is first opened: most answers need none.
const ScratchpadOverlay = lazy(() => import('./ScratchpadOverlay').then((module) => ({ default: module.ScratchpadOverlay })));

type Target = { kind: 'student'; submissionId: number; scratchpadUrl: string | null; locked: boolean } | { kind: 'staff' };

/**
 * The scratchpad opener under a problem. Students save their drawing on the response (shown
 * again with the problem and in review); staff in the preview save it as a problem image, cost 0,
 * which then shows with the problem as a worked example (for them and every student).
 */
export function ScratchpadControl({
  problemId,
  problemNumber,
  target,
  onOpenChange,
}: {
  problemId: number;
  problemNumber: number;
  target: Target;
  onOpenChange(open: boolean): void;
}) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted: the drawing is kept between openings, as before.
  const opened = useOpenedOnce(open);
  const [saveScratchpad] = useMutation(SaveScratchpadMutation);
  const [saveProblemImage] = useMutation(SaveProblemImageMutation);
  const savedUrl = target.kind === 'student' ? target.scratchpadUrl : null;
  const toggle = (value: boolean) => {
    setOpen(value);
    onOpenChange(value);
  };
  const onSave = async (fileKey: string) => {
    if (target.kind === 'student') {
      await saveScratchpad({ variables: { submissionId: target.submissionId, problemId, fileKey } });
      await client.refetchQueries({ include: [PlayerQuery] });
    } else {
      await saveProblemImage({ variables: { problemId, fileKey } });
      // The player shows it with the problem at once, as students will see it.
      await client.refetchQueries({ include: [PlayerQuery] });
    }
  };
  const locked = target.kind === 'student' && target.locked;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {locked ? null : (
        <Button variant="outlined" startIcon={<GestureIcon />} onClick={() => toggle(true)} sx={{ minHeight: 44 }}>
          Scratchpad
        </Button>
      )}
      {savedUrl ? (
        <Link href={savedUrl} target="_blank" rel="noopener">
          <Box
            component="img"
            src={savedUrl}
            alt={`Your scratchpad for problem ${problemNumber}`}
            sx={{ height: 44, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'white' }}
          />
        </Link>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <ScratchpadOverlay
            open={open}
            onClose={() => toggle(false)}
            savedUrl={savedUrl}
            onSave={onSave}
            purpose={target.kind === 'student' ? 'SCRATCHPAD' : 'PROBLEM_IMAGE'}
            title={`Scratchpad · problem ${problemNumber}`}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
