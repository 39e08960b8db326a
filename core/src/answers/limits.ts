import { groupThousands } from '../numbers.js';
import type { MessageCode } from '../messages.js';
import type { ProblemType } from './types.js';

/**
 * The largest answer the player takes, by kind of answer. Each figure is well above anything a
 * student writes in earnest, so no real answer is refused, and small enough that reading and
 * checking an answer of that size costs next to nothing. The server refuses a larger answer
 * before anything reads it (nothing is stored); the player's inputs stop at the same figures.
 */

/**
 * Typed answers, by problem type: characters as `String.length` and an input's `maxLength`
 * count them (UTF-16 code units).
 */
export const ANSWER_TEXT_LIMITS = {
  /**
   * A number, maybe with a sign, separators, a currency or a word: '$1,234.50', '6.02e23', '12 cups'.
   * Real answers are under 40 characters; 2^1000 written out with commas is 402.
   */
  SHORT_NUMBER_RESPONSE: 1_000,
  /** A quantity in a unit template: '9.8 ± 0.1 m/s^2', '(3, 4, 5) m', '1 h 30 min 20 s'; real ones are under 60. */
  SCIENTIFIC_UNIT: 1_000,
  /** A word or a phrase compared with the key: 'unit rate', 'photosynthesis'. */
  SHORT_TEXT_RESPONSE: 1_000,
  MULTIPLE_TEXT_RESPONSE: 1_000,
  /** Written work a person reads: about 3,000 words, ten typed pages. Stored, never parsed. */
  FREE_FORM: 20_000,
  /** An optional note to the teacher about work done on paper: a few paragraphs. Stored, never parsed. */
  OFFLINE: 5_000,
} as const satisfies Partial<Record<ProblemType, number>>;

/**
 * Text sent for a type not answered by typing (a choice, a ranking, a hotspot) is the wrong form
 * and is never read; it gets the smallest figure.
 */
const UNTYPED_TEXT_LIMIT = Math.min(...Object.values(ANSWER_TEXT_LIMITS));

/**
 * Answers made of the problem's choices, by answer field: how many items. A problem has at most
 * 200 choices (the content format's limit), so an honest list is never longer; each item is
 * matched against the problem's choices, so the work grows with items × choices.
 */
export const ANSWER_ITEM_LIMITS = {
  /** TRUE_FALSE and multiple choice: the choices selected. */
  selected: 200,
  /** RANKING: every item once. */
  order: 200,
  /** MATCHING: one line per left side. */
  pairs: 200,
  /** Hotspots: one mark per spot to find. */
  clicks: 200,
} as const;

/** The longest text answer to a problem of this type. */
export function maxAnswerTextLength(problemType: ProblemType): number {
  return (ANSWER_TEXT_LIMITS as Partial<Record<ProblemType, number>>)[problemType] ?? UNTYPED_TEXT_LIMIT;
}

/** An answer as the player sends it (text, or lists of choice keys, lines or marks), before anything reads it. */
export interface SentAnswer {
  text?: string | null;
  selected?: readonly unknown[] | null;
  order?: readonly unknown[] | null;
  pairs?: readonly unknown[] | null;
  clicks?: readonly unknown[] | null;
}

export interface AnswerOverLimit {
  code: Extract<MessageCode, 'ANSWER_TOO_LONG' | 'ANSWER_TOO_MANY_PARTS'>;
  /** The figure, written for the message ('1,000'). */
  values: { max: string };
}

/** Which limit an answer to a problem of this type goes over, or null; only lengths are looked at. */
export function answerOverLimit(problemType: ProblemType, answer: SentAnswer): AnswerOverLimit | null {
  const maxText = maxAnswerTextLength(problemType);
  if ((answer.text?.length ?? 0) > maxText) return { code: 'ANSWER_TOO_LONG', values: { max: groupThousands(maxText) } };
  for (const field of ['selected', 'order', 'pairs', 'clicks'] as const) {
    const max = ANSWER_ITEM_LIMITS[field];
    if ((answer[field]?.length ?? 0) > max) return { code: 'ANSWER_TOO_MANY_PARTS', values: { max: groupThousands(max) } };
  }
  return null;
}
