import { isCounted } from './problem-types.js';
import type { CheckResult, CheckResultKind, ProblemType } from './types.js';

/** Problem state codes (problem-set-player.md §4), stored in problem_responses.state. */
export const PROBLEM_STATE = {
  UNANSWERED: 0,
  CORRECT: 1,
  INCORRECT: 2,
  PARTIALLY_GRADED: 3,
  AWAITING_GRADING: 4,
  FULLY_CORRECT: 5,
  ZERO_SCORE: 6,
} as const;
export type ProblemStateName = keyof typeof PROBLEM_STATE;
export type ProblemStateCode = (typeof PROBLEM_STATE)[ProblemStateName];

export type FeedbackType = 'INSTANT' | 'GRADED' | 'DELAYED';

export interface ResponseFacts {
  /** The check result of the stored answer (or its kind); null while the problem has no response. */
  result: CheckResult | CheckResultKind | null;
  /** The points a grader gave; null or absent until a grader has scored the response. */
  graderScore?: number | null;
  /** The problem's points. */
  points: number;
}

/** Results that are stored and count as an attempt: not unreadable input, not a broken key. */
export function countsAsAttempt(result: CheckResult | CheckResultKind): boolean {
  const kind = typeof result === 'string' ? result : result.kind;
  return kind === 'correct' || kind === 'incorrect' || kind === 'awaiting_grading';
}

/**
 * The state of a problem from its response. The code says only what the answer is; the feedback
 * type, review mode and corrections flag change what is shown (see `correctnessVisible`), never
 * the code.
 *  - no response, or a result that is not an attempt (invalid, not answerable, unsupported): 0 unanswered
 *  - a grader's score: 5 fully correct at the problem's points or more, 6 zero score at 0 or
 *    less, 3 partially graded in between
 *  - else the check: 1 correct, 2 incorrect, 4 awaiting grading
 */
export function problemState(facts: ResponseFacts): ProblemStateCode {
  if (facts.result === null || !countsAsAttempt(facts.result)) return PROBLEM_STATE.UNANSWERED;
  const score = facts.graderScore;
  if (score !== null && score !== undefined) {
    if (score <= 0) return PROBLEM_STATE.ZERO_SCORE;
    return score >= facts.points ? PROBLEM_STATE.FULLY_CORRECT : PROBLEM_STATE.PARTIALLY_GRADED;
  }
  const kind = typeof facts.result === 'string' ? facts.result : facts.result.kind;
  if (kind === 'correct') return PROBLEM_STATE.CORRECT;
  return kind === 'incorrect' ? PROBLEM_STATE.INCORRECT : PROBLEM_STATE.AWAITING_GRADING;
}

/** §4 Auto-grading: a response carries the problem's points if correct, else 0 (a grader sets it later). */
export function responseSum(result: CheckResult | CheckResultKind, points: number): number {
  return (typeof result === 'string' ? result : result.kind) === 'correct' ? points : 0;
}

export interface ProblemWithState {
  problemType: ProblemType;
  state: ProblemStateCode;
}

/** "You have answered X/N": answered counted problems (DISPLAY and EMBED never count). */
export function answeredCount(problems: readonly ProblemWithState[]): { answered: number; total: number } {
  const counted = problems.filter((problem) => isCounted(problem.problemType));
  return { answered: counted.filter((problem) => problem.state !== PROBLEM_STATE.UNANSWERED).length, total: counted.length };
}

/** §4: once no counted problem is unanswered, the set counts as answered. */
export function isSetAnswered(problems: readonly ProblemWithState[]): boolean {
  const { answered, total } = answeredCount(problems);
  return answered === total;
}

/**
 * Whether the student may see if an answer was right (§4: colours depend on feedback type,
 * review mode and the corrections flag). INSTANT feedback shows the result at once; review and
 * corrections show it; GRADED and DELAYED sets show only that a problem was answered until then.
 */
export function correctnessVisible(view: { feedbackType: FeedbackType; review: boolean; corrections?: boolean }): boolean {
  return view.feedbackType === 'INSTANT' || view.review || view.corrections === true;
}
