/**
 * Shared types of answer checking (problem-set-player.md §3, §5). PROBLEM_TYPES is the one list of
 * problem types: the server's database enum (`problemTypeEnum`) and GraphQL enum are made from it,
 * so its order is the enum's order in the database and a new type needs a migration.
 */

export const PROBLEM_TYPES = [
  'FREE_FORM',
  'OFFLINE',
  'MANY_HOTSPOTS',
  'ONE_HOTSPOT',
  'MATCHING',
  'SCIENTIFIC_UNIT',
  'SHORT_NUMBER_RESPONSE',
  'SHORT_TEXT_RESPONSE',
  'MULTIPLE_TEXT_RESPONSE',
  'TRUE_FALSE',
  'MULTIPLE_CHOICE_ONE_ANSWER',
  'MULTIPLE_CHOICE_MANY_ANSWERS',
  'RANKING',
  'EMBED',
  'DISPLAY',
] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

/** A choice as stored: MATCHING holds 'left;right', hotspots hold 'x,y' (fractions of the image). */
export interface CheckableChoice {
  text: string;
  correct: boolean;
}

/** The fields of a problem the checker reads. `choices` are in stored order (by `order`). */
export interface CheckableProblem {
  problemType: ProblemType;
  /** Accepted answers separated by '&'; for choice types, comma-separated choice indexes. */
  answer: string;
  caseSensitive: boolean;
  approximate: boolean;
  choices: readonly CheckableChoice[];
}

/** A click or a spot on an image, as fractions of its width (x) and height (y), 0 to 1. */
export interface Point {
  x: number;
  y: number;
}

/** One MATCHING line: the choice row of the left side joined to the choice row of the right side. */
export interface MatchPair {
  left: number;
  right: number;
}

/**
 * What the student gave. Indexes always refer to the problem's choices in stored order, never to
 * the shuffled display order, so a seeded shuffle never changes what is stored or checked.
 */
export type AnswerInput =
  /** Typed text: text, number and unit responses, FREE_FORM, OFFLINE (an optional note). */
  | { kind: 'text'; text: string }
  /** TRUE_FALSE and the multiple-choice types: the selected choice indexes. */
  | { kind: 'choices'; selected: readonly number[] }
  /** RANKING: the choice indexes in the order the student put them, first to last. */
  | { kind: 'ranking'; order: readonly number[] }
  /** MATCHING: the lines the student drew. */
  | { kind: 'matching'; pairs: readonly MatchPair[] }
  /** Hotspot types: where the student clicked. */
  | { kind: 'hotspots'; clicks: readonly Point[] }
  /** Skip on the last problem submits the problem as skipped (§4 Answering). */
  | { kind: 'skipped' };

export type CheckResult =
  | { kind: 'correct' }
  | { kind: 'incorrect' }
  /** The checker cannot read the input; show `hint`; not an attempt, nothing is stored. */
  | { kind: 'invalid'; hint: string }
  /** Stored, left for a grader (state 4). */
  | { kind: 'awaiting_grading' }
  /** DISPLAY and EMBED: nothing to answer. */
  | { kind: 'not_answerable' }
  /** The answer key itself cannot be used (e.g. an unknown unit template); show `message`, not an attempt. */
  | { kind: 'unsupported'; message: string };

export type CheckResultKind = CheckResult['kind'];

export interface CheckOptions {
  /** Whether the problem set is auto-graded (see `isAutoGradedSet`); if not, answers await a grader. */
  autoGraded: boolean;
}

export const CORRECT: CheckResult = { kind: 'correct' };
export const INCORRECT: CheckResult = { kind: 'incorrect' };

export function invalid(hint: string): CheckResult {
  return { kind: 'invalid', hint };
}

export function unsupported(message: string): CheckResult {
  return { kind: 'unsupported', message };
}

export function verdict(isCorrect: boolean): CheckResult {
  return isCorrect ? CORRECT : INCORRECT;
}

/** Splits a key on '&' into its accepted answers, dropping blank ones ('a&&b', a trailing '&'). */
export function acceptedAnswers(answer: string): string[] {
  return answer.split('&').filter((part) => part.trim() !== '');
}
