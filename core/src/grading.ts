/**
 * Grading by hand (beyond problem-set-player.md, which stores "awaiting grading" but never says who
 * grades): which answers of a submitted set wait in a teacher's grading queue, and which a
 * teacher may give points to at all.
 */
import { isAnswerable, isManuallyGradedType } from './answers/problem-types.js';
import { PROBLEM_STATE } from './answers/state.js';
import type { ProblemType } from './answers/types.js';

/**
 * Why an answer waits in the queue:
 * - AWAITING_GRADE: state 4, no score yet (FREE_FORM and OFFLINE, and every type in a set whose
 *   auto-grading is off);
 * - WORK_TO_SEE: scored by the checker, but the student attached a file or saved a scratchpad that
 *   no teacher has looked at; the checker's points stand unless the teacher changes them.
 */
export type GradingReason = 'AWAITING_GRADE' | 'WORK_TO_SEE';

export interface AnswerToGrade {
  problemType: ProblemType;
  /** The response's state code 0–6. */
  state: number;
  /** An attachment or a saved scratchpad is on the response. */
  hasWork: boolean;
  /** A teacher has graded it or looked at its work before. */
  seen: boolean;
}

/** Why the answer of a submitted set is in the grading queue, or null when it is not. */
export function gradingReason(answer: AnswerToGrade): GradingReason | null {
  if (!isAnswerable(answer.problemType)) return null;
  if (answer.state === PROBLEM_STATE.AWAITING_GRADING) return 'AWAITING_GRADE';
  if (answer.hasWork && !answer.seen) return 'WORK_TO_SEE';
  return null;
}

/**
 * Whether a teacher may grade the answer of a submitted set (again): written and offline answers,
 * any answer awaiting a grade or carrying work, and any a teacher graded before. A plain
 * auto-checked answer keeps the checker's score.
 */
export function gradableByHand(answer: AnswerToGrade): boolean {
  if (!isAnswerable(answer.problemType)) return false;
  return isManuallyGradedType(answer.problemType) || gradingReason(answer) !== null || answer.hasWork || answer.seen;
}
