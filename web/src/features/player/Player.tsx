import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT } from '@solve/core/constants';
import { type MessageCode, messages } from '@solve/core/messages';
import { gradePercent, leaveConfirmation, submitSetConfirmation, TEXT_SIZES } from '@solve/core/player';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useSession } from '../../app/session';
import { useHideShellChrome } from '../../app/shell/chrome';
import type { PlayerProblem } from './drafts';
import { type PlayerData, PlayerQuery } from './player.documents';
import type { PlayerVariables } from './playerCache';
import type { Confirmation } from './PlayerDialogs';
import { PlayerTopBar } from './PlayerTopBar';
import { ProblemActions } from './ProblemActions';
import { ProblemNav } from './ProblemNav';
import { ProblemView } from './ProblemView';
import { ConfirmDialog, HelpChatPanel, ImageDialog, MessageDialog, ResultsDialog, ShownLater } from './shownLater';
import { SubmitSetBar } from './SubmitSetBar';
import { timerView } from './timerView';
import { AttachmentControl } from './tools/AttachmentControl';
import { ScratchpadControl } from './tools/ScratchpadControl';
import { useEnterKey } from './useEnterKey';
import { useHeight } from './useHeight';
import { useLeavePrompt } from './useLeavePrompt';
import { usePlayer } from './usePlayer';
import { usePlayerClock } from './usePlayerClock';
import { useFullScreen, useTextSize } from './usePlayerPreferences';
import { useSetSubmission } from './useSetSubmission';

/** The app header's height (MUI's desktop toolbar). */
const SHELL_HEADER_HEIGHT = 64;
const PENDING_LEAVE = 'Some of your answers are not saved yet. If you leave now, they are saved when you open this problem set again.';

/** Where the player's back button goes when not to the class's lessons (the editor's preview of a set). */
export interface PlayerBack {
  label: string;
  path: string;
}

/** The player of one problem set with its problems (the page handles loading, errors, redirects and the empty set). */
export function Player({ player, variables, back }: { player: PlayerData; variables: PlayerVariables; back?: PlayerBack }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const set = player.problemSet!;
  const isStaff = player.mode === 'PREVIEW';
  const lessonsPath = `/lessons?classroomId=${player.classroomId}`;
  const [message, setMessage] = useState<string | null>(null);
  const [submitConfirmation, setSubmitConfirmation] = useState<Confirmation | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [resultsOpen, setResultsOpen] = useState(player.mode === 'SUBMITTED');
  const [displayAll, setDisplayAll] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // Enter draws nothing and submits nothing while the scratchpad is open (§4 Answering).
  const [scratchpadOpen, setScratchpadOpen] = useState(false);
  const { me } = useSession();
  const [size, setSize] = useTextSize();
  const [fullScreen, setFullScreen] = useFullScreen(isStaff);
  const chromeHidden = !isStaff || fullScreen;
  useHideShellChrome(chromeHidden);
  const [topBar, setTopBar] = useState<HTMLElement | null>(null);
  const topBarHeight = useHeight(topBar);
  // The side navigation sticks under the player's top bar, or under the app's header when that one shows.
  const navTop = chromeHidden ? topBarHeight : SHELL_HEADER_HEIGHT;
  const clock = usePlayerClock(player);

  const onRefused = useCallback(
    (code: MessageCode, text: string) => {
      if (code === 'MULTIPLE_SIGN_IN') setSessionEnded(true);
      else void client.refetchQueries({ include: [PlayerQuery] });
      setMessage(text);
    },
    [client],
  );

  const answeredCount = player.problems.filter((problem) => problem.counted && problem.response?.answered).length;
  const canSubmitNow = player.canSubmit && !sessionEnded && answeredCount > 0;
  const openSubmitConfirmation = useCallback(() => {
    if (!canSubmitNow) return;
    setSubmitConfirmation({
      text: submitSetConfirmation(answeredCount, set.countedProblems),
      confirmLabel: 'Submit',
      cancelLabel: 'Not yet',
      onConfirm: () => {
        setSubmitConfirmation(null);
        void submitRef.current();
      },
      onCancel: () => setSubmitConfirmation(null),
    });
  }, [answeredCount, canSubmitNow, set.countedProblems]);

  const play = usePlayer(player, variables, {
    sessionEnded,
    onRefused,
    onFinished: openSubmitConfirmation,
    onEndOfReview: () => void navigate(lessonsPath),
  });
  const submission = useSetSubmission({
    player,
    variables,
    elapsed: clock.elapsed,
    timeIsUp: clock.timeIsUp,
    flushAnswers: play.saver.retry,
    onRefused,
    onMessage: setMessage,
  });
  const submitRef = useRef(submission.submit);
  useEffect(() => {
    submitRef.current = submission.submit;
  });

  // The results popup opens when the set becomes submitted (by the student or at the time limit).
  const previousMode = useRef(player.mode);
  useEffect(() => {
    if (player.mode === 'SUBMITTED' && previousMode.current !== 'SUBMITTED') setResultsOpen(true);
    previousMode.current = player.mode;
  }, [player.mode]);

  // §5 Leaving: the grade so far is shown only where the student already sees results (INSTANT).
  const counted = player.problems.filter((problem) => problem.counted);
  const sumsVisible = counted.every((problem) => !problem.response?.answered || problem.response.sum !== null);
  const earned = counted.reduce((total, problem) => total + (problem.response?.sum ?? 0), 0);
  const possible = counted.reduce((total, problem) => total + problem.points, 0);
  const leaveText =
    player.mode === 'ATTEMPT' && !sessionEnded
      ? leaveConfirmation({
          submitted: false,
          review: false,
          answered: answeredCount,
          total: set.countedProblems,
          autoGraded: set.autoGraded && sumsVisible,
          gradeSoFar: gradePercent(earned, possible) ?? 0,
        })
      : null;
  const blocker = useLeavePrompt(leaveText ?? (play.saver.pending.size > 0 && !sessionEnded ? PENDING_LEAVE : null));
  const allAnswered = leaveText === messages.CONFIRM_LEAVE_ALL_ANSWERED;
  const leaving: Confirmation | null =
    blocker.state === 'blocked'
      ? {
          text: leaveText ?? PENDING_LEAVE,
          confirmLabel: allAnswered ? 'Accept answers' : 'Leave',
          cancelLabel: allAnswered ? 'Continue working' : 'Stay',
          onConfirm: () => {
            // Accepting submits the set; the navigation then goes on by itself (nothing is left to ask).
            if (allAnswered) void submission.submit().then((done) => !done && blocker.reset());
            else blocker.proceed();
          },
          onCancel: () => blocker.reset(),
        }
      : null;

  const dialogOpen =
    message !== null || leaving !== null || submitConfirmation !== null || image !== null || resultsOpen || helpOpen || scratchpadOpen;
  useEnterKey(!dialogOpen, (number) => {
    const problem = number === null ? play.problem : (player.problems.find((item) => item.number === number) ?? play.problem);
    play.pressMain(problem);
  });

  const renderProblem = (problem: PlayerProblem) => {
    const learn = player.canLearn && !sessionEnded;
    const hasSolutionToShow = problem.counted || problem.solution !== null;
    const solutionToggle = !hasSolutionToShow
      ? null
      : isStaff
        ? {
            label: play.solutionShown(problem) ? 'Hide solution' : 'Show solution',
            pressed: play.solutionShown(problem),
            onToggle: () => play.toggleSolution(problem),
          }
        : learn && problem.counted
          ? {
              label: 'LEARN',
              pressed: play.solutionShown(problem),
              onToggle: () => (problem.solution === null ? setMessage(messages.NO_SOLUTION) : play.toggleSolution(problem)),
            }
          : null;
    const isLastInPreview = isStaff && problem.number === player.problems.length;
    return (
      <Box
        key={problem.problemId}
        data-problem={problem.number}
        sx={{ mb: 3, scrollMarginTop: navTop + 16 }}
        id={`problem-${problem.number}`}
      >
        <ProblemView
          problem={problem}
          draft={play.draftOf(problem)}
          onDraft={(draft) => play.changeDraft(problem, draft)}
          locked={!play.answerable(problem) && !isStaff}
          correct={play.correctFor(problem)}
          showSolution={play.solutionShown(problem)}
          notice={play.noticeFor(problem)}
          onOpenImage={setImage}
          canRemoveImages={isStaff}
          earlyAnswerOf={
            player.submission &&
            player.mode === 'ATTEMPT' &&
            !sessionEnded &&
            play.answerable(problem) &&
            play.mainLabel(problem) === 'SUBMIT'
              ? player.submission.id
              : null
          }
          actions={
            <ProblemActions
              mainLabel={play.mainLabel(problem)}
              onMain={() => play.pressMain(problem)}
              mainDisabled={isLastInPreview || (play.saver.pending.has(problem.problemId) && !play.saver.offline)}
              onSkip={play.canSkip(problem) ? () => play.skip(problem) : null}
              solutionToggle={solutionToggle}
              tools={
                <>
                  {!isStaff && player.submission && problem.counted ? (
                    <AttachmentControl
                      submissionId={player.submission.id}
                      problemId={problem.problemId}
                      problemNumber={problem.number}
                      attachmentUrl={problem.response?.attachmentUrl ?? null}
                      locked={player.mode !== 'ATTEMPT' || sessionEnded}
                    />
                  ) : null}
                  {isStaff || player.submission ? (
                    <ScratchpadControl
                      problemId={problem.problemId}
                      problemNumber={problem.number}
                      onOpenChange={setScratchpadOpen}
                      target={
                        isStaff || !player.submission
                          ? { kind: 'staff' }
                          : {
                              kind: 'student',
                              submissionId: player.submission.id,
                              scratchpadUrl: problem.response?.scratchpadUrl ?? null,
                              locked: player.mode !== 'ATTEMPT' || sessionEnded,
                            }
                      }
                    />
                  ) : null}
                </>
              }
            />
          }
        />
      </Box>
    );
  };

  const go = (index: number) => {
    play.go(index);
    if (displayAll) document.getElementById(`problem-${index + 1}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box id="player" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '100vh' }}>
      <PlayerTopBar
        ref={setTopBar}
        sticky={chromeHidden}
        heading={set.heading}
        onBack={() => void navigate(back?.path ?? lessonsPath)}
        backLabel={back?.label}
        timer={timerView(player.mode!, clock)}
        size={size}
        onSize={setSize}
        displayAll={set.isIntroduction ? null : displayAll}
        onDisplayAll={() => setDisplayAll((on) => !on)}
        fullScreen={isStaff ? fullScreen : null}
        onFullScreen={() => setFullScreen(!fullScreen)}
        extra={
          <>
            {player.mode === 'SUBMITTED' && player.submission?.results ? (
              <Button variant="outlined" onClick={() => setResultsOpen(true)}>
                Results
              </Button>
            ) : null}
            {!isStaff && player.submission ? (
              <Button variant="contained" color="secondary" startIcon={<SupportAgentIcon />} onClick={() => setHelpOpen(true)}>
                Request Help
              </Button>
            ) : null}
          </>
        }
      />
      {sessionEnded ? (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {messages.MULTIPLE_SIGN_IN}
        </Alert>
      ) : null}
      {isStaff ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          Preview: solutions are shown and nothing you enter is saved.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', flexGrow: 1 }}>
        <Box
          sx={
            mobile
              ? { borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }
              : {
                  width: 72,
                  flexShrink: 0,
                  borderRight: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  position: 'sticky',
                  top: navTop,
                  alignSelf: 'flex-start',
                  maxHeight: `calc(100vh - ${navTop}px)`,
                  overflowY: 'auto',
                }
          }
        >
          <ProblemNav
            problems={player.problems}
            index={play.index}
            stateOf={play.navState}
            pendingOf={(problem) => play.saver.pending.has(problem.problemId)}
            onGo={go}
            horizontal={mobile}
          />
        </Box>
        <Box component="section" aria-label="Problem set" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
          <Box sx={{ maxWidth: 900, mx: 'auto', fontSize: TEXT_SIZES[size] }}>
            {set.instructions && player.mode === 'ATTEMPT' ? (
              <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary', fontSize: 15 }}>
                {set.instructions}
              </Box>
            ) : null}
            {displayAll ? player.problems.map(renderProblem) : renderProblem(play.problem)}
            <SubmitSetBar
              mode={player.mode!}
              answered={answeredCount}
              total={set.countedProblems}
              canSubmit={player.canSubmit && !sessionEnded}
              submitting={submission.submitting}
              onSubmit={openSubmitConfirmation}
            />
          </Box>
        </Box>
      </Box>
      {!isStaff && player.submission ? (
        <ShownLater open={helpOpen}>
          <HelpChatPanel
            // A new problem starts a new chat (§2).
            key={play.problem.problemId}
            open={helpOpen}
            onClose={() => setHelpOpen(false)}
            submissionId={player.submission.id}
            problemId={play.problem.problemId}
            problemNumber={play.problem.number}
            firstName={me?.firstName ?? 'there'}
          />
        </ShownLater>
      ) : null}
      <ShownLater open={message !== null}>
        <MessageDialog text={message} onClose={() => setMessage(null)} />
      </ShownLater>
      <ShownLater open={(leaving ?? submitConfirmation) !== null}>
        <ConfirmDialog confirmation={leaving ?? submitConfirmation} />
      </ShownLater>
      <ShownLater open={image !== null}>
        <ImageDialog url={image} onClose={() => setImage(null)} />
      </ShownLater>
      <ShownLater open={resultsOpen && message === null}>
        <ResultsDialog
          open={resultsOpen && message === null}
          results={player.submission?.results ?? null}
          videoId={set.videoId}
          onClose={() => setResultsOpen(false)}
        />
      </ShownLater>
    </Box>
  );
}
