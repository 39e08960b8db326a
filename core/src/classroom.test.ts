import { describe, expect, it } from 'vitest';
import {
  assignmentLocked,
  attemptRefusal,
  classCardAction,
  classroomAccessOpen,
  classroomMode,
  classroomShortTitle,
  completedAccessEndsOn,
  gridColumns,
  lessonListColumns,
  holdsLessonsBack,
  lessonLock,
  type LessonLockInput,
  officeHourPhase,
  reviewAccess,
  showsVideoButton,
  unavailableTabs,
  webinarPhase,
  classroomTabsFor,
} from './classroom.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const PAST = new Date('2026-11-01T20:00:00Z');
const FUTURE = new Date('2026-12-01T20:00:00Z');

describe('classroom mode from the enrolment and trials', () => {
  it.each([
    [false, 'PAID', null, 'NORMAL'],
    [false, null, null, 'NORMAL'],
    [false, 'QUALIFY', null, 'PREVIEW'],
    [false, 'TRIAL', null, 'TRIAL'],
    [false, 'TRIAL', 3, 'TRIAL_TO_LESSON'],
    [false, 'PAID', 3, 'TRIAL_TO_LESSON'],
    [true, 'QUALIFY', 3, 'NORMAL'],
  ] as const)('staff %s, status %s, trial to lesson %s → %s', (isStaff, enrollmentStatus, trialToLessonOrder, mode) =>
    expect(classroomMode({ isStaff, enrollmentStatus, trialToLessonOrder })).toBe(mode),
  );

  it('preview disables messages and gradebook; trial-to-lesson locks four tabs', () => {
    expect(unavailableTabs('NORMAL')).toEqual([]);
    expect(unavailableTabs('TRIAL')).toEqual([]);
    expect(unavailableTabs('PREVIEW')).toEqual(['MESSAGES', 'GRADEBOOK']);
    expect(unavailableTabs('TRIAL_TO_LESSON')).toEqual(['MESSAGES', 'GRADEBOOK', 'LEADERBOARD', 'ATTENDANCE']);
  });
});

describe('classroom tabs by viewer (classroom.md §6)', () => {
  it('students have every tab; instructors all but the leaderboard; admins neither the leaderboard nor attendance', () => {
    expect(classroomTabsFor('STUDENT')).toEqual(['LESSONS', 'NEWS', 'MESSAGES', 'GRADEBOOK', 'TEACHERS', 'LEADERBOARD', 'ATTENDANCE']);
    expect(classroomTabsFor('INSTRUCTOR')).toEqual(['LESSONS', 'NEWS', 'MESSAGES', 'GRADEBOOK', 'TEACHERS', 'ATTENDANCE']);
    expect(classroomTabsFor('ADMIN')).toEqual(['LESSONS', 'NEWS', 'MESSAGES', 'GRADEBOOK', 'TEACHERS']);
  });
});

describe('lesson locks (classroom.md §4)', () => {
  const base: LessonLockInput = {
    isStaff: false,
    mode: 'NORMAL',
    trialToLessonOrder: null,
    style: 'CLASSROOM',
    lesson: { order: 3, isIntroduction: false, previewOn: PAST },
    classroomStartsAt: PAST,
    previous: { grade: 90, percentComplete: 100 },
    now: NOW,
  };
  const failing = { grade: 50, percentComplete: 40 };
  type Case = [string, Partial<LessonLockInput>, string];
  const cases: Case[] = [
    ['an open classroom lesson', {}, 'open'],
    ['a classroom lesson before its preview date', { lesson: { order: 3, isIntroduction: false, previewOn: FUTURE } }, 'NOT_YET_OPEN'],
    [
      'a blended lesson before its preview date',
      { style: 'BLENDED', lesson: { order: 3, isIntroduction: false, previewOn: FUTURE } },
      'NOT_YET_OPEN',
    ],
    ['a classroom lesson without a preview date', { lesson: { order: 3, isIntroduction: false, previewOn: null } }, 'open'],
    ['classroom style ignores the previous lesson', { previous: failing }, 'open'],
    ['lesson 0 in preview mode', { mode: 'PREVIEW', lesson: { order: 0, isIntroduction: false, previewOn: FUTURE } }, 'open'],
    ['an introduction lesson in trial mode', { mode: 'TRIAL', lesson: { order: 1, isIntroduction: true, previewOn: FUTURE } }, 'open'],
    ['preview mode', { mode: 'PREVIEW' }, 'MODE'],
    ['trial mode', { mode: 'TRIAL' }, 'MODE'],
    ['trial-to-lesson, the trial lesson', { mode: 'TRIAL_TO_LESSON', trialToLessonOrder: 3 }, 'open'],
    ['trial-to-lesson, a lesson after it', { mode: 'TRIAL_TO_LESSON', trialToLessonOrder: 2 }, 'MODE'],
    [
      'self-paced never blocks',
      { style: 'SELF_PACED', previous: failing, lesson: { order: 3, isIntroduction: false, previewOn: FUTURE } },
      'open',
    ],
    ['mentored before the class starts', { style: 'MENTORED', classroomStartsAt: FUTURE }, 'NOT_YET_OPEN'],
    ['mentored after the start, previous passed', { style: 'MENTORED' }, 'open'],
    ['mentored, previous below 75 and incomplete', { style: 'MENTORED', previous: failing }, 'PREVIOUS_LESSON'],
    ['tutored, previous below 75 but complete', { style: 'TUTORED', previous: { grade: 50, percentComplete: 100 } }, 'open'],
    ['tutored, previous at 75 but incomplete', { style: 'TUTORED', previous: { grade: 75, percentComplete: 20 } }, 'open'],
    ['competition, previous at 74.9 and 99%', { style: 'COMPETITION', previous: { grade: 74.9, percentComplete: 99 } }, 'PREVIOUS_LESSON'],
    ['competition, previous in progress (-1)', { style: 'COMPETITION', previous: { grade: -1, percentComplete: 0 } }, 'PREVIOUS_LESSON'],
    ['competition, first lesson', { style: 'COMPETITION', previous: null }, 'open'],
    [
      'mentored, previous complete at 90 but a homework or quiz below its threshold',
      { style: 'MENTORED', previous: { grade: 90, percentComplete: 100, belowThresholds: true } },
      'PREVIOUS_LESSON',
    ],
    ['staff see every lesson', { isStaff: true, mode: 'PREVIEW', style: 'MENTORED', classroomStartsAt: FUTURE, previous: failing }, 'open'],
  ];
  it.each(cases)('%s', (_name, override, expected) => {
    const lock = lessonLock({ ...base, ...override });
    expect(lock.locked ? lock.reason : 'open').toBe(expected);
  });

  it.each(['SELF_PACED', 'CLASSROOM', 'BLENDED', 'MENTORED', 'TUTORED', 'COMPETITION'] as const)(
    'holdsLessonsBack(%s) says whether a failed previous lesson locks the next one',
    (style) => {
      const lock = lessonLock({ ...base, style, previous: failing });
      expect(lock.locked && lock.reason === 'PREVIOUS_LESSON').toBe(holdsLessonsBack(style));
    },
  );

  it('tells when a lesson opens', () => {
    expect(lessonLock({ ...base, lesson: { order: 3, isIntroduction: false, previewOn: FUTURE } })).toEqual({
      locked: true,
      reason: 'NOT_YET_OPEN',
      opensAt: FUTURE,
    });
  });
});

describe('assignment card lock (classroom.md §4)', () => {
  it.each([
    // staff, status, start, intro, style, locked
    [false, 'ASSIGNED', PAST, false, 'CLASSROOM', false],
    [false, 'ASSIGNED', FUTURE, false, 'CLASSROOM', false],
    [false, 'NOT_ASSIGNED', PAST, false, 'CLASSROOM', true],
    [false, 'NOT_ASSIGNED', null, true, 'SELF_PACED', true],
    [true, 'NOT_ASSIGNED', PAST, false, 'CLASSROOM', false],
    [true, 'NOT_ASSIGNED', null, false, 'CLASSROOM', false],
    [true, 'NOT_ASSIGNED', FUTURE, false, 'CLASSROOM', true],
    [true, 'NOT_ASSIGNED', FUTURE, true, 'CLASSROOM', false],
    [true, 'NOT_ASSIGNED', FUTURE, false, 'SELF_PACED', false],
    [true, 'NOT_ASSIGNED', FUTURE, false, 'MENTORED', false],
    [true, 'ASSIGNED', FUTURE, false, 'BLENDED', false],
  ] as const)('staff %s, %s, start %s, intro %s, %s → locked %s', (isStaff, status, startOn, isIntroduction, style, locked) =>
    expect(assignmentLocked({ isStaff, status, startOn, isIntroduction, style, now: NOW })).toBe(locked),
  );
});

describe('review unlocking (classroom.md §5)', () => {
  it.each([
    // staff, attempts, best grade, unlocks on, result
    [true, 0, null, null, 'allowed'],
    [false, 0, null, PAST, 'REVIEW_NEEDS_ATTEMPT'],
    [false, 1, 80, null, 'allowed'],
    [false, 1, 79.99, null, 'REVIEW_NEEDS_SCORE'],
    [false, 2, 50, FUTURE, 'REVIEW_NEEDS_SCORE'],
    [false, 2, 50, PAST, 'allowed'],
    [false, 1, 50, NOW, 'allowed'],
    [false, 1, null, null, 'REVIEW_NEEDS_SCORE'],
  ] as const)('staff %s, %s attempts, grade %s, unlock %s → %s', (isStaff, submittedAttempts, bestGrade, unlocksOn, expected) => {
    const access = reviewAccess({ isStaff, submittedAttempts, bestGrade, unlocksOn, now: NOW });
    expect(access.allowed ? 'allowed' : access.code).toBe(expected);
  });

  it('names the unlock date', () => {
    expect(reviewAccess({ isStaff: false, submittedAttempts: 1, bestGrade: 10, unlocksOn: FUTURE, now: NOW })).toEqual({
      allowed: false,
      code: 'REVIEW_NEEDS_SCORE',
      unlocksOn: FUTURE,
    });
  });
});

describe('attempts', () => {
  it.each([
    [false, 0, 1, null],
    [false, 1, 1, 'NO_ATTEMPTS_LEFT'],
    [false, 1, 2, null],
    [false, 5, null, null],
    [true, 0, null, 'REVIEWED'],
    [true, 0, 3, 'REVIEWED'],
  ] as const)('reviewed %s, %s submitted of %s → %s', (reviewed, submittedAttempts, allowedAttempts, refusal) =>
    expect(attemptRefusal({ reviewed, submittedAttempts, allowedAttempts })).toBe(refusal),
  );
});

describe('video button', () => {
  it.each([
    [false, 'HOMEWORK', false, true, false],
    [true, 'HOMEWORK', false, false, true],
    [true, 'QUIZ', false, false, false],
    [true, 'QUIZ', true, false, true],
    [true, 'QUIZ', false, true, true],
  ] as const)('video %s, %s, graded %s, staff %s → %s', (hasVideo, kind, quizGraded, isStaff, shows) =>
    expect(showsVideoButton({ hasVideo, kind, quizGraded, isStaff })).toBe(shows),
  );
});

describe('webinar and office-hour windows', () => {
  const start = new Date('2026-11-22T20:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  it.each([
    [-11, 'UPCOMING'],
    [-10, 'LIVE'],
    [0, 'LIVE'],
    [15, 'LIVE'],
    [16, 'REPLAY'],
  ] as const)('webinar at %s minutes → %s', (minutes, phase) => expect(webinarPhase(start, at(minutes))).toBe(phase));

  it.each([
    [-11, 'UPCOMING'],
    [-10, 'OPEN'],
    [45, 'OPEN'],
    [60, 'OPEN'],
    [61, 'ENDED'],
  ] as const)('60-minute office hour at %s minutes → %s', (minutes, phase) => expect(officeHourPhase(start, 60, at(minutes))).toBe(phase));
});

describe('completed classes stay open 21 days unless finalAccessDate is later', () => {
  it.each([
    ['2026-11-01', null, '2026-11-22'],
    ['2026-11-01', '2026-11-10', '2026-11-22'],
    ['2026-11-01', '2026-12-31', '2026-12-31'],
  ])('ends %s, final %s → open until %s', (endDate, finalAccessDate, until) =>
    expect(completedAccessEndsOn(endDate, finalAccessDate)).toBe(until),
  );

  it.each([
    ['OPENED', '2020-01-01', null, '2026-11-22', true],
    ['CLOSED', '2026-11-01', null, '2026-11-22', true],
    ['CLOSED', '2026-11-01', null, '2026-11-23', false],
    ['CLOSED', '2026-10-01', '2026-12-01', '2026-11-23', true],
  ] as const)('%s ending %s (final %s) on %s → %s', (status, endDate, finalAccessDate, today, open) =>
    expect(classroomAccessOpen({ status, endDate, finalAccessDate, today })).toBe(open),
  );
});

describe('dashboard card button', () => {
  it.each([
    [true, 'CLOSED', false, 'ENTER'],
    [true, 'PUBLISHED', false, 'ENTER'],
    [false, 'OPENED', true, 'START'],
    [false, 'PUBLISHED', true, 'START'],
    [false, 'CLOSED', true, 'ENTER'],
    [false, 'CLOSED', false, 'TRANSCRIPT'],
  ] as const)('staff %s, %s, access %s → %s', (isStaff, status, accessOpen, action) =>
    expect(classCardAction({ isStaff, status, accessOpen })).toBe(action),
  );
});

describe('grid columns', () => {
  it.each([
    [1280, 3],
    [900, 2],
    [899, 1],
    [768, 1],
    [320, 1],
    [1900, 5],
  ])('lesson list at %s px → %s columns', (width, columns) => expect(lessonListColumns(width)).toBe(columns));

  it('divides by the card width, at least one', () => {
    expect(gridColumns(1200, 400)).toBe(3);
    expect(gridColumns(1049, 350)).toBe(2);
    expect(gridColumns(100, 400)).toBe(1);
  });
});

describe('classroom short title', () => {
  it.each([
    ['MA6-A: Pre-Algebra', 'Pre-Algebra'],
    ['MC8: AMC 8: Problem Solving', 'AMC 8: Problem Solving'],
    ['No colon here', 'No colon here'],
  ])('%s → %s', (title, short) => expect(classroomShortTitle(title)).toBe(short));
});
