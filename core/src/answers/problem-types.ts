import type { ProblemType } from './types.js';

/** Types shown but never answered: they take no input and are left out of every count (§5 "N excludes display and embed"). */
const NOT_ANSWERABLE: ReadonlySet<ProblemType> = new Set(['DISPLAY', 'EMBED']);
/** Types a person grades: the player accepts any answer (§5 "always count as correct" in an auto-graded set). */
const MANUALLY_GRADED: ReadonlySet<ProblemType> = new Set(['FREE_FORM', 'OFFLINE']);
const CHOICE_TYPES: ReadonlySet<ProblemType> = new Set(['TRUE_FALSE', 'MULTIPLE_CHOICE_ONE_ANSWER', 'MULTIPLE_CHOICE_MANY_ANSWERS']);
const SINGLE_CHOICE_TYPES: ReadonlySet<ProblemType> = new Set(['TRUE_FALSE', 'MULTIPLE_CHOICE_ONE_ANSWER']);
const HOTSPOT_TYPES: ReadonlySet<ProblemType> = new Set(['ONE_HOTSPOT', 'MANY_HOTSPOTS']);
const TEXT_INPUT_TYPES: ReadonlySet<ProblemType> = new Set([
  'FREE_FORM',
  'OFFLINE',
  'SCIENTIFIC_UNIT',
  'SHORT_NUMBER_RESPONSE',
  'SHORT_TEXT_RESPONSE',
  'MULTIPLE_TEXT_RESPONSE',
]);

/** Whether the student answers this type (everything but DISPLAY and EMBED). */
export function isAnswerable(type: ProblemType): boolean {
  return !NOT_ANSWERABLE.has(type);
}

/** Whether the type counts in "answered X/N", in the set's completion and in its score. */
export function isCounted(type: ProblemType): boolean {
  return isAnswerable(type);
}

/** FREE_FORM and OFFLINE: graded by a person unless the set is auto-graded. */
export function isManuallyGradedType(type: ProblemType): boolean {
  return MANUALLY_GRADED.has(type);
}

export function isChoiceType(type: ProblemType): boolean {
  return CHOICE_TYPES.has(type);
}

/** TRUE_FALSE and MULTIPLE_CHOICE_ONE_ANSWER allow only one selected choice (§5). */
export function isSingleChoiceType(type: ProblemType): boolean {
  return SINGLE_CHOICE_TYPES.has(type);
}

export function isHotspotType(type: ProblemType): boolean {
  return HOTSPOT_TYPES.has(type);
}

/** Types answered by typing into a box. */
export function isTextInputType(type: ProblemType): boolean {
  return TEXT_INPUT_TYPES.has(type);
}

/**
 * §4 Auto-grading: a set is auto-graded when any of its problems is not OFFLINE or FREE_FORM;
 * otherwise every response waits for a grader (state 4). DISPLAY and EMBED are left out of "any
 * problem": they are never answered, and an introduction page must not turn a set of essays
 * into essays marked correct unread. `autoGrading` is the set's own switch (problem_sets.auto_grading);
 * false sends every answer to a grader.
 */
export function isAutoGradedSet(problemTypes: readonly ProblemType[], autoGrading = true): boolean {
  return autoGrading && problemTypes.some((type) => isAnswerable(type) && !isManuallyGradedType(type));
}
