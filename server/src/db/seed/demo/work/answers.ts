import { isAnswerable as answerableType, isHotspotType, isManuallyGradedType, isSingleChoiceType } from '@solve/core';
import { answerOf, type ProblemSpec } from '../content/kit.js';

/** A student's answer to one problem, with the state code the player shows. */
export interface DemoAnswer {
  value: string;
  /** 1 correct, 2 incorrect, 3 partially graded, 4 awaiting grading, 5 fully correct. */
  state: number;
  sum: number;
  graded: boolean;
  comment: string | null;
}

const ORDERED = new Set(['MATCHING', 'RANKING']);

/** Problems that take no answer. */
export const isAnswerable = (spec: ProblemSpec) => answerableType(spec.type);

/** MATCHING stores 'left-right' lines (core's stored format): row i's left joined to `rightOf(i)`. */
const matchingLines = (spec: ProblemSpec, rightOf: (row: number, count: number) => number) =>
  (spec.choices ?? []).map((_, row, all) => `${row}-${rightOf(row, all.length)}`).join(',');

function correctValue(spec: ProblemSpec): string {
  if (isHotspotType(spec.type)) return (spec.choices ?? []).map(([text]) => text).join(';');
  if (spec.type === 'MATCHING') return matchingLines(spec, (row) => row);
  return answerOf(spec).split('&')[0]!;
}

function wrongValue(spec: ProblemSpec): string {
  const right = correctValue(spec);
  const choiceCount = spec.choices?.length ?? 0;
  if (spec.type === 'SHORT_NUMBER_RESPONSE') return Number.isFinite(Number(right)) ? String(Number(right) + 1) : '0';
  if (spec.type === 'SCIENTIFIC_UNIT') return right.replace(/^[\d.]+/, (number) => String(Number(number) * 2));
  if (isHotspotType(spec.type)) return '0.9,0.9';
  if (spec.type === 'MATCHING') return matchingLines(spec, (row, count) => count - 1 - row);
  if (ORDERED.has(spec.type)) return right.split(',').reverse().join(',');
  if (isSingleChoiceType(spec.type)) return String((Number(right) + 1) % Math.max(choiceCount, 2));
  if (spec.type === 'MULTIPLE_CHOICE_MANY_ANSWERS') return right.split(',')[0]!;
  return 'not sure';
}

const WRITTEN_WORK: Record<string, string> = {
  FREE_FORM: 'Both mixtures use the same amount of water for each cup of juice, so they taste the same.',
  OFFLINE: 'Uploaded my work.',
};

/**
 * The answer a student gives: right or wrong as decided by the caller. Work that staff grade by hand
 * is graded once `gradedByTeacher` is set, fully when right and half otherwise.
 */
export function answerFor(spec: ProblemSpec, correct: boolean, gradedByTeacher: boolean): DemoAnswer {
  const points = spec.points ?? 1;
  if (isManuallyGradedType(spec.type)) {
    const value = WRITTEN_WORK[spec.type]!;
    if (!gradedByTeacher) return { value, state: 4, sum: 0, graded: false, comment: null };
    return correct
      ? { value, state: 5, sum: points, graded: true, comment: 'Clear and complete. Well done.' }
      : { value, state: 3, sum: points / 2, graded: true, comment: 'Good start: explain each step, not only the result.' };
  }
  return correct
    ? { value: correctValue(spec), state: 1, sum: points, graded: true, comment: null }
    : { value: wrongValue(spec), state: 2, sum: 0, graded: true, comment: null };
}
