import { describe, expect, it } from 'vitest';
import {
  canLearn,
  canSkip,
  effectiveTimeLimit,
  elapsedSeconds,
  gradePercent,
  leaderboardPoints,
  leaveConfirmation,
  mainButtonLabel,
  offersResultsVideo,
  problemNavState,
  problemSetHeading,
  resultMood,
  resultsVisible,
  secondsLeft,
  submitSetConfirmation,
  TEXT_SIZES,
  TIME_LIMIT_GRACE_SECONDS,
  timeLimitEndsAt,
  withinTimeLimit,
} from './player.js';

const start = new Date('2026-03-02T18:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('time limits', () => {
  it.each([
    [600, 'INSTRUCTION', 600],
    [600, 'ASSESSMENT', 600],
    [600, 'INTRODUCTION', 0],
    [0, 'INSTRUCTION', 0],
    [-5, 'INSTRUCTION', 0],
  ])('a limit of %i s in a %s lesson is %i s', (limit, type, expected) => {
    expect(effectiveTimeLimit(limit, type)).toBe(expected);
  });

  it('ends at the start plus the limit, and never without one', () => {
    expect(timeLimitEndsAt(start, 300)).toEqual(at(300));
    expect(timeLimitEndsAt(start, 0)).toBeNull();
  });

  it.each([
    [0, 10_000, true],
    [300, 299, true],
    [300, 300, true],
    [300, 300 + TIME_LIMIT_GRACE_SECONDS, true],
    [300, 301 + TIME_LIMIT_GRACE_SECONDS, false],
  ])('limit %i s, answer after %i s: accepted %s', (limit, after, accepted) => {
    expect(withinTimeLimit(start, limit, at(after))).toBe(accepted);
  });

  it('counts elapsed and remaining seconds, never below zero', () => {
    expect(elapsedSeconds(start, at(61.9))).toBe(61);
    expect(elapsedSeconds(start, at(-3))).toBe(0);
    expect(secondsLeft(start, 300, at(100))).toBe(200);
    expect(secondsLeft(start, 300, at(400))).toBe(0);
    expect(secondsLeft(start, 0, at(400))).toBeNull();
  });
});

describe('what a viewer may do', () => {
  it.each([
    [true, 'CLASSROOM', false, false, true],
    [false, 'CLASSROOM', false, false, false],
    [true, 'SELF_PACED', false, false, false],
    [true, 'CLASSROOM', true, false, false],
    [true, 'CLASSROOM', false, true, false],
  ])('skip with allowSkip %s in %s (staff %s, review %s): %s', (allowSkip, teachingStyle, isStaff, review, expected) => {
    expect(canSkip({ allowSkip, teachingStyle, isStaff, review })).toBe(expected);
  });

  it.each([
    ['SELF_PACED', false, false, true],
    ['SELF_PACED', false, true, false],
    ['SELF_PACED', true, false, false],
    ['CLASSROOM', false, false, false],
  ])('LEARN in %s (staff %s, review %s): %s', (teachingStyle, isStaff, review, expected) => {
    expect(canLearn({ teachingStyle, isStaff, review })).toBe(expected);
  });

  it.each([
    ['INSTANT', false, false, true],
    ['GRADED', false, false, false],
    ['DELAYED', false, false, false],
    ['DELAYED', true, false, true],
    ['GRADED', false, true, true],
  ] as const)('results of a %s set (submitted %s, review %s) visible: %s', (feedbackType, submitted, review, expected) => {
    expect(resultsVisible({ feedbackType, submitted, review })).toBe(expected);
  });
});

describe('player texts', () => {
  it.each([
    [{ review: false, answered: false, isLast: false, locked: false }, 'SUBMIT'],
    [{ review: false, answered: true, isLast: false, locked: false }, 'NEXT'],
    [{ review: false, answered: false, isLast: true, locked: true }, 'NEXT'],
    [{ review: true, answered: true, isLast: false, locked: true }, 'NEXT'],
    [{ review: true, answered: false, isLast: true, locked: true }, 'END OF REVIEW'],
  ])('main button %o reads %s', (input, label) => {
    expect(mainButtonLabel(input)).toBe(label);
  });

  it('titles the set by lesson and set number, with REVIEW in review', () => {
    expect(problemSetHeading({ lessonOrder: 3, setOrder: 2, title: 'Ratios', review: false })).toBe('Problem Set 3.2: Ratios');
    expect(problemSetHeading({ lessonOrder: 0, setOrder: 1, title: 'Readiness', review: true })).toBe('REVIEW Problem Set 0.1: Readiness');
  });

  it('asks before submitting with the spec texts', () => {
    expect(submitSetConfirmation(3, 8)).toBe('You have answered 3/8 problems. Are you sure you want to submit the assignment for grading?');
    expect(submitSetConfirmation(8, 8)).toBe('Once submitted, you cannot change your answers. Are you sure you want to submit?');
  });

  it.each([
    [{ submitted: true, review: false, answered: 2, total: 5, autoGraded: true, gradeSoFar: 40 }, null],
    [{ submitted: false, review: true, answered: 0, total: 5, autoGraded: true, gradeSoFar: 0 }, null],
    [
      { submitted: false, review: false, answered: 5, total: 5, autoGraded: true, gradeSoFar: 80 },
      'You have answered all of the problem, but have not submitted your assignment yet. Do you want to accept these answers or continue to work on the problem set??',
    ],
    [
      { submitted: false, review: false, answered: 2, total: 5, autoGraded: true, gradeSoFar: 39.6 },
      'Your current grade is 40%. Are you sure you want to leave? Your assignment is not complete.',
    ],
    [
      { submitted: false, review: false, answered: 2, total: 5, autoGraded: false, gradeSoFar: 0 },
      'You have answered 2/5 problems. Are you sure you want to leave? Your assignment is not complete.',
    ],
    [
      { submitted: false, review: false, answered: 0, total: 5, autoGraded: true, gradeSoFar: 0 },
      'Are you sure you want to leave? Your assignment is not complete.',
    ],
  ])('leaving %o asks %s', (input, text) => {
    expect(leaveConfirmation(input)).toBe(text);
  });

  it('keeps the text sizes of the spec', () => {
    expect(TEXT_SIZES).toEqual({ large: 24, med: 20, small: 14 });
  });
});

describe('results', () => {
  it.each([
    [3, 4, 75],
    [2, 3, 66.67],
    [5, 4, 100],
    [0, 4, 0],
    [1, 0, null],
  ])('%i of %i points is %s percent', (earned, possible, percent) => {
    expect(gradePercent(earned, possible)).toBe(percent);
  });

  it.each([
    [1, 7, 70],
    [2, 7, 63],
    [3, 7, 0],
    [1, 0, 0],
  ])('attempt %i with %i correct earns %i leaderboard points', (attempt, correct, points) => {
    expect(leaderboardPoints(attempt, correct)).toBe(points);
  });

  it.each([
    [100, 'GREAT'],
    [75, 'GREAT'],
    [74.99, 'GOOD'],
    [60, 'GOOD'],
    [40, 'FAIR'],
    [20, 'WEAK'],
    [19.9, 'LOW'],
    [0, 'LOW'],
  ])('a score of %s%% is %s', (score, mood) => {
    expect(resultMood(score)).toBe(mood);
  });

  it('offers the video one time in ten', () => {
    expect(offersResultsVideo(0.05)).toBe(true);
    expect(offersResultsVideo(0.1)).toBe(false);
    expect(offersResultsVideo(0.9)).toBe(false);
  });
});

describe('side navigation', () => {
  const view = { feedbackType: 'INSTANT' as const, review: false, corrections: false };
  it.each([
    ['unanswered', { answered: false, state: null }, view, 'UNANSWERED'],
    ['unanswered even with a stale state', { answered: false, state: 2 }, view, 'UNANSWERED'],
    ['correct, INSTANT', { answered: true, state: 1 }, view, 'CORRECT'],
    ['fully correct by a grader', { answered: true, state: 5 }, view, 'CORRECT'],
    ['incorrect, INSTANT', { answered: true, state: 2 }, view, 'INCORRECT'],
    ['zero score by a grader', { answered: true, state: 6 }, view, 'INCORRECT'],
    ['partially graded', { answered: true, state: 3 }, view, 'PARTIAL'],
    ['awaiting a grader', { answered: true, state: 4 }, view, 'AWAITING_GRADING'],
    ['awaiting a grader, DELAYED', { answered: true, state: 4 }, { ...view, feedbackType: 'DELAYED' as const }, 'AWAITING_GRADING'],
    ['hidden state, GRADED', { answered: true, state: null }, { ...view, feedbackType: 'GRADED' as const }, 'ANSWERED'],
    ['DELAYED before submission', { answered: true, state: 2 }, { ...view, feedbackType: 'DELAYED' as const }, 'ANSWERED'],
    [
      'DELAYED in the corrections view',
      { answered: true, state: 2 },
      { ...view, feedbackType: 'DELAYED' as const, corrections: true },
      'INCORRECT',
    ],
    ['GRADED in review', { answered: true, state: 1 }, { ...view, feedbackType: 'GRADED' as const, review: true }, 'CORRECT'],
  ] as const)('%s', (_name, response, shown, expected) => {
    expect(problemNavState({ ...response, ...shown })).toBe(expected);
  });
});
