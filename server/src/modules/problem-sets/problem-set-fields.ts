import type { ProblemFields, SetFields } from './problem-sets.types.js';

/** The fields of a set the editor changes, in the order the editor reads them. */
export const SET_FIELDS = [
  'title',
  'kind',
  'purpose',
  'learningObjective',
  'instructions',
  'allowedAttempts',
  'autoGrading',
  'feedbackType',
  'timeLimit',
  'allowSkip',
  'randomizeOrder',
] as const satisfies readonly (keyof SetFields)[];

/** The fields of a problem the editor changes, in the order the editor reads them. */
export const PROBLEM_FIELDS = [
  'problemType',
  'points',
  'questionText',
  'questionImageUrl',
  'questionVideo',
  'solutionText',
  'solutionImageUrl',
  'solutionVideo',
  'answer',
  'caseSensitive',
  'approximate',
  'randomizeChoices',
  'typesetMath',
] as const satisfies readonly (keyof ProblemFields)[];

/** `keys` of `value`, in the order of `keys` (a set's revision is a digest of its fields in this order). */
export function pick<T, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
