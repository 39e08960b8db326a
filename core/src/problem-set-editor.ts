import { isChoiceType, isHotspotType } from './answers/problem-types.js';
import type { ProblemType } from './answers/types.js';

/**
 * Rules of the problem-set editor that keep students' work readable (docs/content-format.md for
 * the fields). A stored answer is read with its problem's type, and for some types names choices
 * by their place in the problem, so an answered problem keeps its type and those places.
 */

/** What the editor shows for each type, in the order of its menu. */
export const PROBLEM_TYPE_LABELS: Readonly<Record<ProblemType, string>> = {
  SHORT_NUMBER_RESPONSE: 'Number',
  SHORT_TEXT_RESPONSE: 'Short text',
  MULTIPLE_TEXT_RESPONSE: 'Text (several accepted)',
  SCIENTIFIC_UNIT: 'Number with unit',
  TRUE_FALSE: 'True or false',
  MULTIPLE_CHOICE_ONE_ANSWER: 'Multiple choice, one answer',
  MULTIPLE_CHOICE_MANY_ANSWERS: 'Multiple choice, several answers',
  RANKING: 'Ranking',
  MATCHING: 'Matching',
  ONE_HOTSPOT: 'One hotspot',
  MANY_HOTSPOTS: 'Several hotspots',
  FREE_FORM: 'Free form (graded by a person)',
  OFFLINE: 'Offline (graded by a person)',
  DISPLAY: 'Display only',
  EMBED: 'Embedded page',
};

/** Whether a stored answer of this type names choices by their place (choices, ranking, matching; hotspots store points). */
export function answersNameChoicePlaces(type: ProblemType): boolean {
  return isChoiceType(type) || type === 'RANKING' || type === 'MATCHING';
}

/** Whether the type has choices to edit at all. */
export function hasChoices(type: ProblemType): boolean {
  return answersNameChoicePlaces(type) || isHotspotType(type);
}

/** Whether the type has an answer key typed as text (hotspots and matching take theirs from the choices). */
export function hasAnswerText(type: ProblemType): boolean {
  return !isHotspotType(type) && type !== 'MATCHING' && !['FREE_FORM', 'OFFLINE', 'DISPLAY', 'EMBED'].includes(type);
}

/** How the answer key of a type is written (docs/content-format.md, "Answer keys by type"). */
export function answerKeyHelp(type: ProblemType): string {
  switch (type) {
    case 'SHORT_NUMBER_RESPONSE':
      return 'Numbers, accepted answers separated by &, e.g. 12&12.0.';
    case 'SHORT_TEXT_RESPONSE':
    case 'MULTIPLE_TEXT_RESPONSE':
      return 'Texts, accepted answers separated by &; spaces are ignored, and case too unless case sensitive.';
    case 'SCIENTIFIC_UNIT':
      return 'An answer in one of the unit templates, e.g. 24 km/h or 3.0 × 10^8 m/s; several separated by &.';
    case 'TRUE_FALSE':
    case 'MULTIPLE_CHOICE_ONE_ANSWER':
      return 'Leave empty and mark the correct choice, or give its index from 0.';
    case 'MULTIPLE_CHOICE_MANY_ANSWERS':
      return 'Leave empty and mark the correct choices, or give their indexes from 0, e.g. 0,1,3.';
    case 'RANKING':
      return 'The right order as indexes from 0, e.g. 2,0,1; empty when the choices are listed in the right order.';
    case 'MATCHING':
      return "Each choice is 'left;right' and matches its own right side; students see the right sides shuffled.";
    case 'ONE_HOTSPOT':
    case 'MANY_HOTSPOTS':
      return "Each choice is a spot 'x,y' or 'x,y,r' in fractions of the image; the spots to find are the ones marked correct.";
    case 'FREE_FORM':
    case 'OFFLINE':
      return 'No key: a person grades the answer, unless the set is auto-graded, where any answer counts.';
    case 'DISPLAY':
    case 'EMBED':
      return 'Nothing to answer; not counted.';
  }
}

/**
 * Whether an answered problem's edited choices keep every stored place: its choices (by id, in
 * their order) must still come first, in the same order; new ones (null) may follow.
 */
export function keepsChoicePlaces(storedIds: readonly number[], editedIds: readonly (number | null)[]): boolean {
  if (editedIds.length < storedIds.length) return false;
  return storedIds.every((id, index) => editedIds[index] === id);
}

/** A set's kinds, purposes and feedback types as the editor offers them (docs/content-format.md). */
export const PROBLEM_SET_KIND_LABELS = {
  HOMEWORK: 'Homework',
  EXERCISE: 'Exercise',
  QUIZ: 'Quiz',
  INSTRUCTION: 'Instruction',
  PRACTICE: 'Practice',
  PREVIEW: 'Preview',
  REVIEW: 'Review',
  CONTEST: 'Contest',
} as const;
export const PROBLEM_SET_PURPOSE_LABELS = { MENTAL: 'Mental Math', SKILL: 'Skill Builder', PROBLEM_SOLVING: 'Problem Solving' } as const;
export const FEEDBACK_TYPE_LABELS = {
  INSTANT: 'Instant: each result at once',
  GRADED: 'Graded: results after the set is submitted',
  DELAYED: 'Delayed: results after the set is submitted',
} as const;
