/**
 * Rules of the problem-set player (problem-set-player.md §2, §4, §5, §9) that the server enforces
 * and the web shows: time limits, what a student may do and see, grades, results and the
 * confirmation texts. Answer checking itself lives in answers/.
 */
import { formatMessage } from './messages.js';
import { correctnessVisible, PROBLEM_STATE, type FeedbackType } from './answers/state.js';

/** Seconds after the time limit during which answers already on their way are still accepted. */
export const TIME_LIMIT_GRACE_SECONDS = 15;
/** §9: the results popup offers a video with this probability. */
export const RESULTS_VIDEO_CHANCE = 0.1;
/** §2: text sizes in pixels by the stored preference `size`. */
export const TEXT_SIZES = { large: 24, med: 20, small: 14 } as const;
export type TextSize = keyof typeof TEXT_SIZES;
/** §9: client-side throttles of the player in milliseconds. */
export const PLAYER_THROTTLE_MS = {
  submit: 500,
  submissionUpdate: 2000,
  scratchpad: 500,
  attachment: 500,
  responseMutation: 500,
  matchingRedraw: 100,
} as const;
/** Leaderboard points per correct problem by attempt number (DESIGN.md "Decisions"): none after the second. */
export const LEADERBOARD_POINTS_BY_ATTEMPT: Readonly<Record<number, number>> = { 1: 10, 2: 9 };

const SECOND_MS = 1000;

/** §4 Timer: a set in an INTRODUCTION lesson has its time limit forced to 0 (no limit). */
export function effectiveTimeLimit(timeLimitSeconds: number, lessonPlanType: string): number {
  return lessonPlanType === 'INTRODUCTION' ? 0 : Math.max(0, timeLimitSeconds);
}

/** When time runs out (startedAt + limit); null without a limit. */
export function timeLimitEndsAt(startedAt: Date, limitSeconds: number): Date | null {
  return limitSeconds > 0 ? new Date(startedAt.getTime() + limitSeconds * SECOND_MS) : null;
}

/** Whether an answer arriving at `now` is accepted: no limit, or before the limit plus the grace. */
export function withinTimeLimit(startedAt: Date, limitSeconds: number, now: Date): boolean {
  const endsAt = timeLimitEndsAt(startedAt, limitSeconds);
  return endsAt === null || now.getTime() <= endsAt.getTime() + TIME_LIMIT_GRACE_SECONDS * SECOND_MS;
}

/** Whole seconds from `startedAt` to `now`, never negative. */
export function elapsedSeconds(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / SECOND_MS));
}

/** Time Left: limit minus elapsed, never below 0; null without a limit. */
export function secondsLeft(startedAt: Date, limitSeconds: number, now: Date): number | null {
  return limitSeconds > 0 ? Math.max(0, limitSeconds - elapsedSeconds(startedAt, now)) : null;
}

/** §5: Skip only when the set allows it and the class is not self-paced; staff never skip; only unanswered problems. */
export function canSkip(input: { allowSkip: boolean; teachingStyle: string; isStaff: boolean; review: boolean }): boolean {
  return input.allowSkip && input.teachingStyle !== 'SELF_PACED' && !input.isStaff && !input.review;
}

/** §4 LEARN: students of SELF_PACED classes, outside review, may show the solution. */
export function canLearn(input: { teachingStyle: string; isStaff: boolean; review: boolean }): boolean {
  return input.teachingStyle === 'SELF_PACED' && !input.isStaff && !input.review;
}

/**
 * Whether a student may see if answers were right: at once with INSTANT feedback, after the set
 * is submitted (the results popup and the corrections view), and in review. GRADED and DELAYED
 * sets show only that a problem was answered until then.
 */
export function resultsVisible(input: { feedbackType: FeedbackType; submitted: boolean; review: boolean }): boolean {
  return input.feedbackType === 'INSTANT' || input.submitted || input.review;
}

export type MainButton = 'SUBMIT' | 'NEXT' | 'END OF REVIEW';

/** §2: SUBMIT on an unanswered problem, else NEXT; review only advances and ends with END OF REVIEW. */
export function mainButtonLabel(input: { review: boolean; answered: boolean; isLast: boolean; locked: boolean }): MainButton {
  if (input.review) return input.isLast ? 'END OF REVIEW' : 'NEXT';
  return input.answered || input.locked ? 'NEXT' : 'SUBMIT';
}

/** §2: 'Problem Set {lesson}.{set}: title', with a REVIEW prefix in review mode. */
export function problemSetHeading(input: { lessonOrder: number; setOrder: number; title: string; review: boolean }): string {
  const heading = `Problem Set ${input.lessonOrder}.${input.setOrder}: ${input.title}`;
  return input.review ? `REVIEW ${heading}` : heading;
}

/** A grade in percent of the counted points, rounded to two decimals; null when the set has no points. */
export function gradePercent(earned: number, possible: number): number | null {
  if (possible <= 0) return null;
  return Math.round((Math.min(earned, possible) / possible) * 10_000) / 100;
}

/** Leaderboard points a submission earns: 10 per correct problem on the first attempt, 9 on the second, none after. */
export function leaderboardPoints(attemptNumber: number, correctCount: number): number {
  return (LEADERBOARD_POINTS_BY_ATTEMPT[attemptNumber] ?? 0) * correctCount;
}

export type ResultMood = 'GREAT' | 'GOOD' | 'FAIR' | 'WEAK' | 'LOW';

/** The emoji of each result band, best first. */
export const RESULT_EMOJI: Readonly<Record<ResultMood, string>> = { GREAT: '🤩', GOOD: '😀', FAIR: '🙂', WEAK: '😐', LOW: '😢' };

/** §2 Results popup: the band by score, thresholds >= 75, >= 60, >= 40, >= 20, else the lowest. */
export function resultMood(scorePercent: number): ResultMood {
  if (scorePercent >= 75) return 'GREAT';
  if (scorePercent >= 60) return 'GOOD';
  if (scorePercent >= 40) return 'FAIR';
  if (scorePercent >= 20) return 'WEAK';
  return 'LOW';
}

/** §9: with 10% probability the results popup offers a video; `random` is a number in [0, 1). */
export function offersResultsVideo(random: number): boolean {
  return random < RESULTS_VIDEO_CHANCE;
}

/** §5 Submit set: the answered count while problems are open, else the final warning. N excludes DISPLAY and EMBED. */
export function submitSetConfirmation(answered: number, total: number): string {
  return answered < total ? formatMessage('CONFIRM_SUBMIT_PARTIAL', { answered, total }) : formatMessage('CONFIRM_SUBMIT_ALL');
}

/**
 * §5 Leaving: nothing to ask once the set is submitted or in review; all answered but not
 * submitted; a partial auto-graded set shows the grade so far; a partial manually graded set the
 * answered count; nothing answered, the plain warning.
 */
export function leaveConfirmation(input: {
  submitted: boolean;
  review: boolean;
  answered: number;
  total: number;
  autoGraded: boolean;
  gradeSoFar: number;
}): string | null {
  if (input.submitted || input.review) return null;
  if (input.total > 0 && input.answered >= input.total) return formatMessage('CONFIRM_LEAVE_ALL_ANSWERED');
  if (input.answered === 0) return formatMessage('CONFIRM_LEAVE');
  return input.autoGraded
    ? formatMessage('CONFIRM_LEAVE_GRADE', { percent: Math.round(input.gradeSoFar) })
    : formatMessage('CONFIRM_LEAVE_ANSWERED', { answered: input.answered, total: input.total });
}

/**
 * §4: how the side navigation shows a problem. The colour depends on the state code, the feedback
 * type, review mode and the corrections view (a submitted set shows its results): while results
 * are hidden (GRADED, DELAYED before submission) an answered problem only shows as answered.
 */
export type ProblemNavState = 'UNANSWERED' | 'ANSWERED' | 'CORRECT' | 'INCORRECT' | 'PARTIAL' | 'AWAITING_GRADING';

export function problemNavState(input: {
  answered: boolean;
  /** The state code 0–6, or null when the server hides it. */
  state: number | null;
  feedbackType: FeedbackType;
  review: boolean;
  corrections: boolean;
}): ProblemNavState {
  if (!input.answered) return 'UNANSWERED';
  if (input.state === PROBLEM_STATE.AWAITING_GRADING) return 'AWAITING_GRADING';
  if (input.state === null || !correctnessVisible(input)) return 'ANSWERED';
  switch (input.state) {
    case PROBLEM_STATE.CORRECT:
    case PROBLEM_STATE.FULLY_CORRECT:
      return 'CORRECT';
    case PROBLEM_STATE.INCORRECT:
    case PROBLEM_STATE.ZERO_SCORE:
      return 'INCORRECT';
    case PROBLEM_STATE.PARTIALLY_GRADED:
      return 'PARTIAL';
    default:
      return 'ANSWERED';
  }
}

/** Scratchpad constants (problem-set-player.md §9, classroom.md §9). */
export const SCRATCHPAD = {
  undoSnapshots: 10,
  lineWidth: 2,
  eraserRadius: 8,
  gridMin: 1,
  gridMax: 100,
  fontMin: 1,
  fontMax: 100,
  fontDefault: 24,
  resizeDebounceMs: 500,
  colours: ['#1b3a6b', '#c62828', '#2e7d32', '#f9a825'],
} as const;
