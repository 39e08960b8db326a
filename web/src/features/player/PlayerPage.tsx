import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { useHideShellChrome } from '../../app/shell/chrome';
import { sessionValues } from '../../app/storage';
import { errorMessage } from '../../components/errorMessage';
import { loadKatex } from './katex';
import { Player } from './Player';
import { PlayerQuery } from './player.documents';
import type { PlayerVariables } from './playerCache';

const LOAD_FAILED = 'The problem set could not be loaded. Check your connection and try again.';

function lessonsPath(classroomId: string | number) {
  return `/lessons?classroomId=${classroomId}`;
}

/** A page-wide message in place of the player (query error, empty set), with the way back. */
function PlayerMessage({ text, classroomId, severity }: { text: string; classroomId: string; severity: 'error' | 'info' }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity={severity} sx={{ width: '100%', fontSize: 16 }}>
        {text}
      </Alert>
      <Button variant="outlined" onClick={() => void navigate(lessonsPath(classroomId))}>
        Back to Lessons
      </Button>
    </Box>
  );
}

/**
 * /problemSets?assignmentId= (problem-set-player.md §2). Entry redirects: signed out → / (the
 * route's guard), no stored classroom → /dashboard, a student without a submission of this
 * assignment → /lessons?classroomId=. Staff open a preview without a submission.
 */
export default function PlayerPage() {
  const [params] = useSearchParams();
  const { role } = useSession();
  const isStaff = role === 'instructor' || role === 'admin';
  const classroomId = sessionValues.get('classroomId');
  const assignmentId = Number(params.get('assignmentId'));
  const storedSubmission = Number(sessionValues.get('submissionId'));
  const variables = useMemo<PlayerVariables>(
    () => ({
      assignmentId,
      submissionId: isStaff || !Number.isInteger(storedSubmission) || storedSubmission <= 0 ? null : storedSubmission,
    }),
    [assignmentId, isStaff, storedSubmission],
  );
  const valid = classroomId !== null && Number.isInteger(assignmentId) && assignmentId > 0;
  const { data, error, refetch } = useQuery(PlayerQuery, {
    variables,
    skip: !valid,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const player = data?.player;
  // Students work with the whole window; until the set is there, the page still hides the shell.
  useHideShellChrome(!isStaff);

  useEffect(() => {
    if (player?.problems.some((problem) => problem.typesetMath)) void loadKatex();
  }, [player]);

  if (classroomId === null) return <Navigate to="/dashboard" replace />;
  if (!valid) return <Navigate to={lessonsPath(classroomId)} replace />;
  if (player?.redirectTo === 'LESSONS') return <Navigate to={lessonsPath(player.classroomId)} replace />;
  if (error && !player) {
    return (
      <Box>
        <PlayerMessage text={errorMessage(error, LOAD_FAILED)} classroomId={classroomId} severity="error" />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Box>
      </Box>
    );
  }
  // A refetch (after an attachment, a scratchpad or a problem image is saved) keeps the player on
  // screen with its state; only the first load shows the spinner.
  if (!player || !player.problemSet) return <PageSpinner />;
  if (player.problems.length === 0) {
    return (
      <Box>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: 20, px: 2, pt: 3, textAlign: 'center' }}>
          {player.problemSet.heading}
        </Typography>
        <PlayerMessage text={messages.EMPTY_SET} classroomId={String(player.classroomId)} severity="info" />
      </Box>
    );
  }
  return <Player key={`${player.assignmentId}:${player.submission?.id ?? 'preview'}`} player={player} variables={variables} />;
}
