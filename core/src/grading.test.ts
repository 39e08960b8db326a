import { describe, expect, it } from 'vitest';
import { gradableByHand, gradingReason, type AnswerToGrade } from './grading.js';

const answer = (values: Partial<AnswerToGrade>): AnswerToGrade => ({
  problemType: 'SHORT_NUMBER_RESPONSE',
  state: 1,
  hasWork: false,
  seen: false,
  ...values,
});

describe('the grading queue', () => {
  it.each([
    ['a written answer awaiting a grade', { problemType: 'FREE_FORM', state: 4 }, 'AWAITING_GRADE'],
    ['an offline answer awaiting a grade, with a photo', { problemType: 'OFFLINE', state: 4, hasWork: true }, 'AWAITING_GRADE'],
    ['a number answer of a set without auto-grading', { state: 4 }, 'AWAITING_GRADE'],
    ['a graded written answer', { problemType: 'FREE_FORM', state: 5, seen: true }, null],
    ['a checked answer with a scratchpad nobody looked at', { state: 2, hasWork: true }, 'WORK_TO_SEE'],
    ['a checked answer with work a teacher looked at', { state: 2, hasWork: true, seen: true }, null],
    ['a checked answer without work', { state: 1 }, null],
    ['an unanswered problem with work', { state: 0, hasWork: true }, 'WORK_TO_SEE'],
    ['an unanswered problem without work', { state: 0 }, null],
    ['a display item', { problemType: 'DISPLAY', state: 4, hasWork: true }, null],
  ] as const)('%s → %s', (_name, values, reason) => {
    expect(gradingReason(answer(values))).toBe(reason);
  });
});

describe('who may be graded by hand', () => {
  it.each([
    ['a written answer', { problemType: 'FREE_FORM', state: 4 }, true],
    ['a written answer graded before', { problemType: 'FREE_FORM', state: 5, seen: true }, true],
    ['a checked answer with work', { state: 2, hasWork: true }, true],
    ['a checked answer whose work was seen (grading again)', { state: 5, hasWork: true, seen: true }, true],
    ['a checked answer without work', { state: 1 }, false],
    ['an embedded page', { problemType: 'EMBED', state: 4 }, false],
  ] as const)('%s → %s', (_name, values, ok) => {
    expect(gradableByHand(answer(values))).toBe(ok);
  });
});
