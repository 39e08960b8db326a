import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from './calendar.js';
import { assignmentLockText, attemptRefusalText, lessonLockText } from './lock-texts.js';
import { formatMessage } from './messages.js';
import {
  type AssignmentWork,
  assignmentState,
  classCardFigures,
  classroomGrade,
  isOverdue,
  lessonCardAction,
  type LessonForLocks,
  lessonLocks,
  lessonProgress,
  overdueCount,
  problemSetTypeLabel,
  startAction,
} from './progress.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const PAST = new Date('2026-11-01T20:00:00Z');
const FUTURE = new Date('2026-12-01T20:00:00Z');

const work = (override: Partial<AssignmentWork> = {}): AssignmentWork => ({
  status: 'ASSIGNED',
  graded: true,
  dueOn: PAST,
  submittedAttempts: 1,
  bestGrade: 80,
  ...override,
});

describe('lesson grade and percent complete', () => {
  it.each<[string, AssignmentWork[], { grade: number | null; percentComplete: number } | null]>([
    ['no assignments', [], null],
    ['only sets not assigned yet', [work({ status: 'NOT_ASSIGNED' })], null],
    ['one set done', [work()], { grade: 80, percentComplete: 100 }],
    ['average of the best grades', [work({ bestGrade: 90 }), work({ bestGrade: 60 })], { grade: 75, percentComplete: 100 }],
    [
      'a set not submitted counts in the percent only',
      [work({ bestGrade: 90 }), work({ submittedAttempts: 0, bestGrade: null })],
      { grade: 90, percentComplete: 50 },
    ],
    [
      'an optional set counts in the percent, not the grade',
      [work({ bestGrade: 70 }), work({ graded: false, bestGrade: 10 })],
      { grade: 70, percentComplete: 100 },
    ],
    ['nothing submitted yet', [work({ submittedAttempts: 0, bestGrade: null })], { grade: null, percentComplete: 0 }],
    [
      'sets not assigned do not count',
      [work({ bestGrade: 100 }), work({ status: 'NOT_ASSIGNED', submittedAttempts: 0 })],
      { grade: 100, percentComplete: 100 },
    ],
    ['one of three', [work(), work({ submittedAttempts: 0 }), work({ submittedAttempts: 0 })], { grade: 80, percentComplete: 33.33 }],
  ])('%s', (_name, works, expected) => expect(lessonProgress(works)).toEqual(expected && { ...expected, belowThresholds: false }));

  // classroom.md §5: homework lock 75%, quiz lock 60% (the thresholds the locked-lesson popup states).
  const homework = (override: Partial<AssignmentWork> = {}) => work({ kind: 'HOMEWORK', ...override });
  const quiz = (override: Partial<AssignmentWork> = {}) => work({ kind: 'QUIZ', ...override });
  it.each<[string, AssignmentWork[], boolean]>([
    ['homework at 75 and quiz at 60', [homework({ bestGrade: 75 }), quiz({ bestGrade: 60 })], false],
    ['homework at 74.9', [homework({ bestGrade: 74.9 }), quiz({ bestGrade: 100 })], true],
    ['quiz at 59.9', [homework({ bestGrade: 100 }), quiz({ bestGrade: 59.9 })], true],
    ['a homework not handed in', [homework({ submittedAttempts: 0, bestGrade: null }), quiz()], true],
    ['a quiz handed in and waiting for its grade', [homework(), quiz({ bestGrade: null })], false],
    [
      'other kinds have no threshold',
      [work({ kind: 'EXERCISE', bestGrade: 10 }), work({ kind: 'INSTRUCTION', submittedAttempts: 0 })],
      false,
    ],
    [
      'an optional or unassigned homework has none',
      [homework({ graded: false, bestGrade: 10 }), homework({ status: 'NOT_ASSIGNED', submittedAttempts: 0 })],
      false,
    ],
  ])('below the lock thresholds: %s', (_name, works, below) => expect(lessonProgress(works)?.belowThresholds).toBe(below));
});

describe('class grade on the dashboard card', () => {
  it('averages the best grades of the graded sets submitted', () => {
    expect(classroomGrade([work({ bestGrade: 100 }), work({ bestGrade: 50 }), work({ graded: false, bestGrade: 0 })], true)).toBe(75);
  });
  it('is In Progress (-1) for an active class with nothing graded, N/A (null) for a closed one', () => {
    expect(classroomGrade([work({ submittedAttempts: 0, bestGrade: null })], true)).toBe(-1);
    expect(classroomGrade([], false)).toBeNull();
  });
});

describe('overdue', () => {
  it.each<[string, Partial<AssignmentWork>, boolean]>([
    ['due and not submitted', { submittedAttempts: 0, bestGrade: null }, true],
    ['submitted', {}, false],
    ['not due yet', { submittedAttempts: 0, dueOn: FUTURE }, false],
    ['no due date', { submittedAttempts: 0, dueOn: null }, false],
    ['optional set', { submittedAttempts: 0, graded: false }, false],
    ['not assigned', { submittedAttempts: 0, status: 'NOT_ASSIGNED' }, false],
  ])('%s → %s', (_name, override, expected) => expect(isOverdue(work(override), NOW)).toBe(expected));

  it('counts them', () => {
    expect(overdueCount([work({ submittedAttempts: 0 }), work(), work({ submittedAttempts: 0 })], NOW)).toBe(2);
  });
});

describe('class card figures in one pass', () => {
  const split = (works: AssignmentWork[]) => ({
    assignments: works.map(({ status, graded, dueOn }, id) => ({ id, status, graded, dueOn })),
    attempts: new Map(works.map(({ submittedAttempts, bestGrade }, id) => [id, { submittedAttempts, bestGrade }])),
  });
  it.each<[string, AssignmentWork[], boolean]>([
    ['no assignments, active', [], true],
    ['no assignments, closed', [], false],
    ['graded and optional sets', [work({ bestGrade: 100 }), work({ bestGrade: 50 }), work({ graded: false, bestGrade: 0 })], true],
    ['a third of a grade', [work({ bestGrade: 100 }), work({ bestGrade: 50 }), work({ bestGrade: 50 })], true],
    ['nothing submitted, active', [work({ submittedAttempts: 0, bestGrade: null })], true],
    ['nothing submitted, closed', [work({ submittedAttempts: 0, bestGrade: null })], false],
    ['submitted without a grade', [work({ bestGrade: null })], true],
    [
      'overdue and not',
      [
        work({ submittedAttempts: 0, bestGrade: null }),
        work(),
        work({ submittedAttempts: 0, dueOn: FUTURE }),
        work({ submittedAttempts: 0, dueOn: null }),
      ],
      true,
    ],
    [
      'optional and unassigned sets are never overdue',
      [work({ submittedAttempts: 0, graded: false }), work({ submittedAttempts: 0, status: 'NOT_ASSIGNED' })],
      true,
    ],
    ['unassigned sets do not count toward the grade', [work({ bestGrade: 90 }), work({ status: 'NOT_ASSIGNED', bestGrade: 10 })], true],
  ])('%s: the grade of classroomGrade and the count of overdueCount', (_name, works, active) => {
    const { assignments, attempts } = split(works);
    expect(classCardFigures(assignments, (assignment) => attempts.get(assignment.id), NOW, active)).toEqual({
      grade: classroomGrade(works, active),
      overdueCount: overdueCount(works, NOW),
    });
  });

  it('takes an assignment without attempts as not attempted', () => {
    const assignments = [{ status: 'ASSIGNED' as const, graded: true, dueOn: PAST }];
    expect(classCardFigures(assignments, () => undefined, NOW, true)).toEqual({ grade: -1, overdueCount: 1 });
  });

  it('counts as overdue only the assignments let through', () => {
    const { assignments, attempts } = split([
      work({ submittedAttempts: 0, bestGrade: null }),
      work({ submittedAttempts: 0, bestGrade: null }),
      work({ bestGrade: 60 }),
    ]);
    const figures = classCardFigures(
      assignments,
      (assignment) => attempts.get(assignment.id),
      NOW,
      true,
      (assignment) => assignment.id !== 1,
    );
    expect(figures).toEqual({ grade: 60, overdueCount: 1 });
  });
});

describe('lesson card button', () => {
  it.each([
    [null, 'START'],
    [0, 'START'],
    [40, 'CONTINUE'],
    [99.99, 'CONTINUE'],
    [100, 'REVIEW'],
  ] as const)('%s%% → %s', (percent, action) => expect(lessonCardAction(percent)).toBe(action));
});

describe('locks of a whole classroom', () => {
  const context = {
    isStaff: false,
    mode: 'NORMAL' as const,
    trialToLessonOrder: null,
    style: 'COMPETITION' as const,
    classroomStartsAt: PAST,
    now: NOW,
  };
  const lesson = (order: number, progress: LessonForLocks['progress'], isIntroduction = false): LessonForLocks => ({
    order,
    isIntroduction,
    previewOn: PAST,
    progress,
  });
  const reasons = (lessons: LessonForLocks[], override = {}) =>
    lessonLocks(lessons, { ...context, ...override }).map((lock) => (lock.locked ? lock.reason : 'open'));

  it('holds a lesson back when the previous one is below 75 and incomplete', () => {
    const lessons = [
      lesson(0, null, true),
      lesson(1, { grade: 90, percentComplete: 100 }),
      lesson(2, { grade: 50, percentComplete: 50 }),
      lesson(3, null),
    ];
    expect(reasons(lessons)).toEqual(['open', 'open', 'open', 'PREVIOUS_LESSON']);
  });

  it('an introduction does not hold lesson 1 back, and a later introduction is skipped over', () => {
    const failing = { grade: 10, percentComplete: 10 };
    expect(reasons([lesson(0, failing, true), lesson(1, null)])).toEqual(['open', 'open']);
    expect(reasons([lesson(1, failing), lesson(2, { grade: 0, percentComplete: 0 }, true), lesson(3, null)])).toEqual([
      'open',
      'open',
      'PREVIOUS_LESSON',
    ]);
  });

  it('holds a lesson back while a homework of the previous one is below 75% or a quiz below 60%, even at a grade of 75', () => {
    const below = { grade: 80, percentComplete: 100, belowThresholds: true };
    expect(reasons([lesson(1, below), lesson(2, null), lesson(3, null)])).toEqual(['open', 'PREVIOUS_LESSON', 'PREVIOUS_LESSON']);
    // All the popup asks for done: complete, homeworks at 75% or more and quizzes at 60% or more.
    expect(reasons([lesson(1, { grade: 70, percentComplete: 100, belowThresholds: false }), lesson(2, null)])).toEqual(['open', 'open']);
  });

  it('a previous lesson without assigned work holds nothing back', () => {
    expect(reasons([lesson(1, null), lesson(2, null)])).toEqual(['open', 'open']);
  });

  it('a lesson after one that is held back is held back too, even past lessons without work', () => {
    const lessons = [
      lesson(1, { grade: 10, percentComplete: 10 }),
      lesson(2, null),
      lesson(3, null),
      lesson(4, { grade: 0, percentComplete: 0 }, true),
      lesson(5, null),
    ];
    expect(reasons(lessons)).toEqual(['open', 'PREVIOUS_LESSON', 'PREVIOUS_LESSON', 'open', 'PREVIOUS_LESSON']);
    expect(reasons(lessons, { style: 'SELF_PACED' })).toEqual(['open', 'open', 'open', 'open', 'open']);
  });

  it('classroom style ignores grades; staff see everything open', () => {
    const lessons = [lesson(1, { grade: 0, percentComplete: 0 }), lesson(2, null)];
    expect(reasons(lessons, { style: 'CLASSROOM' })).toEqual(['open', 'open']);
    expect(reasons([lesson(1, null), { ...lesson(2, null), previewOn: FUTURE }], { isStaff: true, mode: 'PREVIEW' })).toEqual([
      'open',
      'open',
    ]);
  });
});

describe('assignment card state and buttons', () => {
  const base = { locked: false, reviewed: false, inProgress: false, submittedAttempts: 0, latestGraded: false, overdue: false };
  it.each<[string, Partial<typeof base>, string]>([
    ['locked wins', { locked: true, reviewed: true }, 'LOCKED'],
    ['reviewed', { reviewed: true, submittedAttempts: 1, latestGraded: true }, 'REVIEWED'],
    ['in progress', { inProgress: true, submittedAttempts: 1 }, 'IN_PROGRESS'],
    ['graded', { submittedAttempts: 1, latestGraded: true }, 'GRADED'],
    ['waiting for grading', { submittedAttempts: 2 }, 'SUBMITTED'],
    ['overdue', { overdue: true }, 'OVERDUE'],
    ['not started', {}, 'NOT_STARTED'],
  ])('%s', (_name, override, state) => expect(assignmentState({ ...base, ...override })).toBe(state));

  it.each([
    [false, 0, 'START'],
    [true, 0, 'CONTINUE'],
    [true, 2, 'CONTINUE'],
    [false, 1, 'REVISE'],
  ] as const)('in progress %s, %s submitted → %s', (inProgress, submittedAttempts, action) =>
    expect(startAction({ inProgress, submittedAttempts })).toBe(action),
  );

  it.each([
    ['HOMEWORK', 'MENTAL', 'Mental Math'],
    ['QUIZ', 'SKILL', 'Skill Builder'],
    ['HOMEWORK', 'PROBLEM_SOLVING', 'Problem Solving'],
    ['INSTRUCTION', 'SKILL', 'Instruction'],
  ])('%s with purpose %s is labelled %s', (kind, purpose, label) => expect(problemSetTypeLabel(kind, purpose)).toBe(label));
});

describe('lock and refusal texts', () => {
  const LA = 'America/Los_Angeles';
  const text = (ref: { code: Parameters<typeof formatMessage>[0]; values: Record<string, string | number> }) =>
    formatMessage(ref.code, ref.values);

  it('uses the spec popup for the previous-lesson rule', () => {
    expect(text(lessonLockText({ locked: true, reason: 'PREVIOUS_LESSON' }, 'NORMAL', null, LA))).toBe(
      'To unlock this lesson you must complete the previous lesson. All homeworks must have a score of 75% or higher. All quizzes must have a score of 60% or higher.',
    );
  });

  it('names the day a lesson opens in the academy zone', () => {
    // 05:00 UTC on 2 December is still 1 December in Los Angeles.
    const lock = { locked: true as const, reason: 'NOT_YET_OPEN' as const, opensAt: new Date('2026-12-02T05:00:00Z') };
    expect(text(lessonLockText(lock, 'NORMAL', null, LA))).toBe('This lesson opens on December 1, 2026.');
  });

  it('tells preview and trial students why', () => {
    const lock = { locked: true as const, reason: 'MODE' as const };
    expect(text(lessonLockText(lock, 'PREVIEW', null, LA))).toBe('This lesson opens when you enroll in the class.');
    expect(text(lessonLockText(lock, 'TRIAL_TO_LESSON', 2, LA))).toBe(
      'Your trial includes the lessons up to Lesson 2. Enroll to open the rest of the class.',
    );
  });

  it('assignments and attempts', () => {
    expect(text(assignmentLockText(FUTURE, NOW, LA))).toBe('This assignment opens on December 1, 2026.');
    expect(text(assignmentLockText(PAST, NOW, LA))).toBe('This assignment is not open yet.');
    expect(text(attemptRefusalText('NO_ATTEMPTS_LEFT', 2))).toBe('You have used all 2 attempts for this assignment.');
    expect(text(attemptRefusalText('REVIEWED', null))).toBe('You have reviewed this assignment, so it cannot be submitted again.');
  });

  it('formats days', () => {
    expect(formatDay(new Date('2026-11-22T07:59:00Z'), LA)).toBe('November 21, 2026');
    expect(formatCalendarDate('2027-01-05')).toBe('January 5, 2027');
  });
});
