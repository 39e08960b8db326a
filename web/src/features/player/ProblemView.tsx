import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import type { ReactNode } from 'react';
import { VideoFrame } from '../../components/VideoFrame';
import { type Draft, inputKindOf, type PlayerProblem } from './drafts';
import { ChoiceAnswer } from './inputs/ChoiceAnswer';
import { EmbedFrame } from './inputs/EmbedFrame';
import { HotspotAnswer } from './inputs/HotspotAnswer';
import { MatchingAnswer } from './inputs/MatchingAnswer';
import { RankingAnswer } from './inputs/RankingAnswer';
import { TextAnswer } from './inputs/TextAnswer';
import type { CorrectAnswer } from './inputs/types';
import { type Notice, NoticeLine } from './NoticeLine';
import { RichText } from './RichText';
import { WorkedExamples } from './tools/WorkedExamples';

export interface ProblemViewProps {
  problem: PlayerProblem;
  draft: Draft | null;
  onDraft(draft: Draft): void;
  /** Inputs read-only. */
  locked: boolean;
  /** The key shown on the inputs (after INSTANT feedback, in review, staff with solutions on). */
  correct: CorrectAnswer | null;
  /** The solution panel is open. */
  showSolution: boolean;
  notice: Notice | null;
  onOpenImage(url: string): void;
  /** Staff in the preview may remove the problem's worked examples. */
  canRemoveImages?: boolean;
  /** The main button, Skip, LEARN and the room for the next tools. */
  actions: ReactNode;
  /**
   * The submission an answer to this unanswered problem goes to, marked on the page for its drawn
   * copy's own script (answerBeforeTheApp.ts); null when the problem takes no answer now.
   */
  earlyAnswerOf?: number | null;
}

function AnswerInput({
  problem,
  draft,
  onDraft,
  locked,
  correct,
  labelledBy,
}: Pick<ProblemViewProps, 'problem' | 'draft' | 'onDraft' | 'locked' | 'correct'> & { labelledBy: string }) {
  if (!draft) return null;
  const common = { problem, disabled: locked, correct, labelledBy };
  switch (draft.kind) {
    case 'text':
      return <TextAnswer {...common} draft={draft} onChange={onDraft} />;
    case 'choices':
      return <ChoiceAnswer {...common} draft={draft} onChange={onDraft} />;
    case 'ranking':
      return <RankingAnswer {...common} draft={draft} onChange={onDraft} />;
    case 'matching':
      return <MatchingAnswer {...common} draft={draft} onChange={onDraft} />;
    case 'hotspots':
      return <HotspotAnswer {...common} draft={draft} onChange={onDraft} />;
  }
}

function SolutionPanel({ problem }: { problem: PlayerProblem }) {
  const solution = problem.solution;
  return (
    <Box
      component="section"
      aria-label="Solution"
      sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'rgba(27,58,107,0.05)', borderLeft: 4, borderColor: 'primary.main' }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1, fontSize: '1em' }}>
        Solution
      </Typography>
      {solution ? (
        <>
          {solution.text ? <RichText text={solution.text} typeset={problem.typesetMath} /> : null}
          {solution.imageUrl ? (
            <Box
              component="img"
              src={solution.imageUrl}
              alt="Worked solution"
              sx={{ display: 'block', maxWidth: '100%', mt: 1.5, borderRadius: 1 }}
            />
          ) : null}
          {solution.video ? (
            <Box sx={{ mt: 1.5, maxWidth: 560 }}>
              <VideoFrame url={solution.video} title="Solution video" />
            </Box>
          ) : null}
        </>
      ) : (
        <Typography>{messages.NO_SOLUTION}</Typography>
      )}
    </Box>
  );
}

/** One problem: its question, picture and video, the answer input of its type, what the answer got, and its solution. */
export function ProblemView(props: ProblemViewProps) {
  const {
    problem,
    draft,
    onDraft,
    locked,
    correct,
    showSolution,
    notice,
    onOpenImage,
    canRemoveImages = false,
    actions,
    earlyAnswerOf = null,
  } = props;
  const kind = inputKindOf(problem.problemType);
  const questionId = `problem-${problem.number}-question`;
  const showImage = problem.questionImageUrl && kind !== 'hotspots';
  // What a drawn page's own script needs to send a typed or chosen answer before the app is there.
  const early =
    earlyAnswerOf !== null && (kind === 'text' || kind === 'choices')
      ? { 'data-early-answer': kind, 'data-submission-id': earlyAnswerOf, 'data-problem-id': problem.problemId }
      : {};
  return (
    <Paper
      component="article"
      {...early}
      aria-labelledby={`problem-${problem.number}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2 }}>
        <Typography
          id={`problem-${problem.number}-title`}
          component="h2"
          tabIndex={-1}
          sx={{ fontWeight: 800, fontSize: 20, outline: 'none' }}
        >
          Problem {problem.number}
        </Typography>
        {problem.counted ? (
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            {problem.points === 1 ? '1 point' : `${problem.points} points`}
          </Typography>
        ) : null}
      </Box>
      {kind === 'unsupported' ? (
        <Alert severity="info">{messages.UNSUPPORTED_TYPE}</Alert>
      ) : (
        <>
          {kind === 'embed' ? (
            <EmbedFrame html={problem.questionText} title={`Problem ${problem.number}: interactive content`} />
          ) : (
            <Box id={questionId} sx={{ mb: 2, lineHeight: 1.6 }}>
              <RichText text={problem.questionText} typeset={problem.typesetMath} />
            </Box>
          )}
          {showImage ? (
            <ButtonBase
              onClick={() => onOpenImage(problem.questionImageUrl!)}
              aria-label="Enlarge the picture"
              sx={{ display: 'block', position: 'relative', mb: 2, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box component="img" src={problem.questionImageUrl!} alt="" sx={{ display: 'block', maxWidth: '100%', maxHeight: 360 }} />
              <ZoomInIcon
                sx={{ position: 'absolute', right: 6, bottom: 6, bgcolor: 'rgba(255,255,255,0.85)', borderRadius: '50%', p: 0.25 }}
              />
            </ButtonBase>
          ) : null}
          {problem.questionVideo ? (
            <Box sx={{ mb: 2, maxWidth: 640 }}>
              <VideoFrame url={problem.questionVideo} title={`Problem ${problem.number} video`} />
            </Box>
          ) : null}
          <WorkedExamples
            problemId={problem.problemId}
            images={problem.images}
            problemNumber={problem.number}
            onOpenImage={onOpenImage}
            canRemove={canRemoveImages}
          />
          <AnswerInput
            problem={problem}
            draft={draft}
            onDraft={onDraft}
            locked={locked}
            // A typed answer that was right needs no "Correct answer" line under it.
            correct={notice?.kind === 'correct' && kind === 'text' ? null : correct}
            labelledBy={questionId}
          />
        </>
      )}
      {notice ? <NoticeLine notice={notice} /> : null}
      {problem.response?.comment ? (
        <Alert severity="info" icon={false} sx={{ mt: 2 }}>
          <strong>Teacher&apos;s comment:</strong> {problem.response.comment}
        </Alert>
      ) : null}
      {showSolution ? <SolutionPanel problem={problem} /> : null}
      <Box sx={{ mt: 3 }}>{actions}</Box>
    </Paper>
  );
}
