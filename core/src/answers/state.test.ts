import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  correctnessVisible,
  countsAsAttempt,
  isSetAnswered,
  PROBLEM_STATE,
  problemState,
  responseSum,
  type ResponseFacts,
} from './state.js';

describe('state codes (§4)', () => {
  it('are 0 unanswered to 6 zero score', () => {
    expect(PROBLEM_STATE).toEqual({
      UNANSWERED: 0,
      CORRECT: 1,
      INCORRECT: 2,
      PARTIALLY_GRADED: 3,
      AWAITING_GRADING: 4,
      FULLY_CORRECT: 5,
      ZERO_SCORE: 6,
    });
  });
});

describe('problemState', () => {
  it.each<[string, ResponseFacts, number]>([
    ['no response', { result: null, points: 2 }, 0],
    ['unreadable input is not an attempt', { result: { kind: 'invalid', hint: 'Enter a number, for example 3.5' }, points: 2 }, 0],
    ['a broken key is not an attempt', { result: { kind: 'unsupported', message: 'Template not yet supported' }, points: 2 }, 0],
    ['display item', { result: 'not_answerable', points: 0 }, 0],
    ['correct', { result: { kind: 'correct' }, points: 2 }, 1],
    ['correct, given as a kind', { result: 'correct', points: 2 }, 1],
    ['incorrect', { result: { kind: 'incorrect' }, points: 2 }, 2],
    ['awaiting grading', { result: { kind: 'awaiting_grading' }, points: 2 }, 4],
    ['awaiting, not yet scored', { result: 'awaiting_grading', graderScore: null, points: 2 }, 4],
    ['graded full points', { result: 'awaiting_grading', graderScore: 2, points: 2 }, 5],
    ['graded above the points', { result: 'awaiting_grading', graderScore: 3, points: 2 }, 5],
    ['graded some points', { result: 'awaiting_grading', graderScore: 1, points: 2 }, 3],
    ['graded half a point', { result: 'awaiting_grading', graderScore: 0.5, points: 2 }, 3],
    ['graded zero', { result: 'awaiting_grading', graderScore: 0, points: 2 }, 6],
    ['a grader overrides an automatic result', { result: 'incorrect', graderScore: 2, points: 2 }, 5],
    ['a grader scores a zero-point problem', { result: 'awaiting_grading', graderScore: 0, points: 0 }, 6],
  ])('%s → %i', (_label, facts, state) => expect(problemState(facts)).toBe(state));
});

describe('countsAsAttempt and responseSum', () => {
  it.each([
    ['correct', true, 3],
    ['incorrect', true, 0],
    ['awaiting_grading', true, 0],
    ['invalid', false, 0],
    ['not_answerable', false, 0],
    ['unsupported', false, 0],
  ] as const)('%s: attempt %s, sum %i of 3 points', (kind, attempt, sum) => {
    expect(countsAsAttempt(kind)).toBe(attempt);
    expect(responseSum(kind, 3)).toBe(sum);
  });
});

describe('answered counts leave out DISPLAY and EMBED', () => {
  const problems = [
    { problemType: 'DISPLAY', state: 0 },
    { problemType: 'SHORT_NUMBER_RESPONSE', state: 1 },
    { problemType: 'FREE_FORM', state: 4 },
    { problemType: 'EMBED', state: 0 },
    { problemType: 'RANKING', state: 0 },
  ] as const;

  it('counts answered over counted problems', () => {
    expect(answeredCount(problems)).toEqual({ answered: 2, total: 3 });
    expect(isSetAnswered(problems)).toBe(false);
  });

  it('a set with no unanswered counted problem is answered', () => {
    expect(isSetAnswered(problems.map((problem) => ({ ...problem, state: problem.problemType === 'RANKING' ? 2 : problem.state })))).toBe(
      true,
    );
  });
});

describe('correctnessVisible', () => {
  it.each([
    ['INSTANT', false, false, true],
    ['GRADED', false, false, false],
    ['DELAYED', false, false, false],
    ['GRADED', true, false, true],
    ['DELAYED', false, true, true],
  ] as const)('%s, review %s, corrections %s → %s', (feedbackType, review, corrections, visible) => {
    expect(correctnessVisible({ feedbackType, review, corrections })).toBe(visible);
  });
});
