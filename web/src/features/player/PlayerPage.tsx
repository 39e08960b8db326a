import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useDrawnQuery } from '../../app/drawnQuery';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { useHideShellChrome } from '../../app/shell/chrome';
import { sessionValues } from '../../app/storage';
import { errorMessage } from '../../components/errorMessage';
import { loadKatex } from './katex';
import { Player, type PlayerBack } from './Player';
import { PlayerQuery, ProblemSetPreviewQuery } from './player.documents';
import type { PlayerVariables } from './playerCache';

const LOAD_FAILED = 'The problem set could not be loaded. Check your connection and try again.';

function lessonsPath(classroomId: string | number) {
  return `/lessons?classroomId=${classroomId}`;
}

/** A page-wide message in place of the player (query error, empty set), with the way back. */
function PlayerMessage({ text, back, severity }: { text: string; back: PlayerBack; severity: 'error' | 'info' }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity={severity} sx={{ width: '100%', fontSize: 16 }}>
        {text}
      </Alert>
      <Button variant="outlined" onClick={() => void navigate(back.path)}>
        Back to {back.label}
      </Button>
    </Box>
  );
}

const lessonsBack = (classroomId: string | number): PlayerBack => ({ label: 'Lessons', path: lessonsPath(classroomId) });

/** The heading and a message in place of an empty set's problems. */
function EmptySet({ heading, back }: { heading: string; back: PlayerBack }) {
  return (
    <Box>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: 20, px: 2, pt: 3, textAlign: 'center' }}>
        {heading}
      </Typography>
      <PlayerMessage text={messages.EMPTY_SET} back={back} severity="info" />
    </Box>
  );
}

/** A query error in place of the player, with Try again. */
function LoadError({ error, back, onRetry }: { error: unknown; back: PlayerBack; onRetry: () => void }) {
  return (
    <Box>
      <PlayerMessage text={errorMessage(error, LOAD_FAILED)} back={back} severity="error" />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button onClick={onRetry}>Try again</Button>
      </Box>
    </Box>
  );
}

const SET_PREVIEW_VARIABLES: PlayerVariables = { assignmentId: 0, submissionId: null };

/**
 * /problemSets?problemSetId= (admins): the staff preview of a set as stored, outside any class,
 * opened from the back office's editor, whose page the back button returns to.
 */
function SetPreviewPage({ problemSetId }: { problemSetId: number }) {
  const valid = Number.isInteger(problemSetId) && problemSetId > 0;
  const back: PlayerBack = { label: 'Problem set editor', path: valid ? `/manage/problem-sets/${problemSetId}` : '/manage/problem-sets' };
  const { data, error, loading, refetch } = useQuery(ProblemSetPreviewQuery, {
    variables: { problemSetId },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const player = data?.problemSetPreview;
  useEffect(() => {
    if (player?.problems.some((problem) => problem.typesetMath)) void loadKatex();
  }, [player]);
  if (!valid) return <Navigate to="/manage/problem-sets" replace />;
  if (error && !player) return <LoadError error={error} back={back} onRetry={() => void refetch()} />;
  if (loading || !player?.problemSet) return <PageSpinner />;
  if (player.problems.length === 0) return <EmptySet heading={player.problemSet.heading} back={back} />;
  return <Player key={`set:${problemSetId}`} player={player} variables={SET_PREVIEW_VARIABLES} back={back} />;
}

/** The player of an assignment, or an admin's preview of a set by itself (`problemSetId`). */
export default function PlayerPage() {
  const [params] = useSearchParams();
  const { role } = useSession();
  if (role === 'admin' && params.has('problemSetId')) return <SetPreviewPage problemSetId={Number(params.get('problemSetId'))} />;
  return <AssignmentPlayerPage />;
}

/**
 * /problemSets?assignmentId= (problem-set-player.md §2). Entry redirects: signed out → / (the
 * route's guard), no stored classroom → /dashboard, a student without a submission of this
 * assignment → /lessons?classroomId=. Staff open a preview without a submission.
 */
function AssignmentPlayerPage() {
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
  // A player the server drew (decision 0154) first shows the answer it was drawn with; otherwise,
  // and on every later visit, the attempt is asked afresh.
  const { data, error, refetch } = useDrawnQuery(PlayerQuery, {
    variables,
    skip: !valid,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  // The set renders in the background, in slices, not in one long task that keeps a phone from
  // answering a tap.
  const player = useDeferredValue(data?.player);
  // Students work with the whole window; until the set is there, the page still hides the shell.
  useHideShellChrome(!isStaff);

  useEffect(() => {
    if (player?.problems.some((problem) => problem.typesetMath)) void loadKatex();
  }, [player]);

  if (classroomId === null) return <Navigate to="/dashboard" replace />;
  if (!valid) return <Navigate to={lessonsPath(classroomId)} replace />;
  if (player?.redirectTo === 'LESSONS') return <Navigate to={lessonsPath(player.classroomId)} replace />;
  if (error && !player) return <LoadError error={error} back={lessonsBack(classroomId)} onRetry={() => void refetch()} />;
  // A refetch (after an attachment, a scratchpad or a problem image is saved) keeps the player on
  // screen with its state; only the first load shows the spinner.
  if (!player || !player.problemSet) return <PageSpinner />;
  if (player.problems.length === 0) return <EmptySet heading={player.problemSet.heading} back={lessonsBack(player.classroomId)} />;
  return <Player key={`${player.assignmentId}:${player.submission?.id ?? 'preview'}`} player={player} variables={variables} />;
}
