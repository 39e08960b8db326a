import { describe, expect, it } from 'vitest';
import { isAnswerable, isAutoGradedSet, isCounted, isManuallyGradedType, isSingleChoiceType } from './problem-types.js';
import { PROBLEM_TYPES, type ProblemType } from './types.js';

describe('problem types', () => {
  it('are the 15 of the spec', () => expect(PROBLEM_TYPES).toHaveLength(15));

  it.each(PROBLEM_TYPES.map((type) => [type, type !== 'DISPLAY' && type !== 'EMBED'] as const))(
    '%s answerable and counted: %s',
    (type, answerable) => {
      expect(isAnswerable(type)).toBe(answerable);
      expect(isCounted(type)).toBe(answerable);
    },
  );

  it('FREE_FORM and OFFLINE are graded by a person; TRUE_FALSE and one-answer choice allow one choice', () => {
    expect(PROBLEM_TYPES.filter(isManuallyGradedType)).toEqual(['FREE_FORM', 'OFFLINE']);
    expect(PROBLEM_TYPES.filter(isSingleChoiceType)).toEqual(['TRUE_FALSE', 'MULTIPLE_CHOICE_ONE_ANSWER']);
  });
});

describe('isAutoGradedSet: any problem not OFFLINE or FREE_FORM', () => {
  it.each<[ProblemType[], boolean, boolean]>([
    [['SHORT_NUMBER_RESPONSE'], true, true],
    [['FREE_FORM', 'OFFLINE', 'TRUE_FALSE'], true, true],
    [['FREE_FORM', 'OFFLINE'], true, false],
    [['FREE_FORM'], true, false],
    [['DISPLAY', 'FREE_FORM', 'EMBED'], true, false],
    [['DISPLAY'], true, false],
    [[], true, false],
    [['SHORT_NUMBER_RESPONSE'], false, false],
  ])('%j (autoGrading switch %s) → %s', (types, autoGrading, expected) => {
    expect(isAutoGradedSet(types, autoGrading)).toBe(expected);
  });
});
