import { messages } from '@solve/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettings } from '../../db/seed/factories/settings.js';
import {
  buildClassroom,
  type BuiltClassroom,
  DAY,
  enroll,
  signedInEmployee,
  signedInStudent,
  submitted,
  teach,
  trialUpTo,
} from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import type { Viewer } from '../auth/viewer.js';
import { classroomPage } from './classroom-page.service.js';
import { lessonPage } from './lesson-page.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const PAGE = `query ($id: Int!) { classroomPage(classroomId: $id) {
  classroom { id shortTitle mode onSolve externalUrl isStaff enrollmentStatus trialToLessonOrder }
  tabs { tab state }
  lessons { lessonId number title showsDates grade percentComplete action locked lockReason lockMessage opensAt problemSets { assignmentId title } } } }`;
const LESSON = `query ($id: Int!) { lessonPage(lessonId: $id) { lesson { number } assignments { assignment { id } } } }`;

interface LessonCardResult {
  lessonId: number;
  number: number;
  showsDates: boolean;
  grade: number | null;
  percentComplete: number | null;
  action: string;
  locked: boolean;
  lockReason: string | null;
  lockMessage: string | null;
  opensAt: string | null;
  problemSets: { assignmentId: number }[];
}
interface PageResult {
  classroomPage: {
    classroom: { mode: string; onSolve: boolean; externalUrl: string | null; isStaff: boolean };
    tabs: { tab: string; state: string }[];
    lessons: LessonCardResult[];
  };
}

let t: TestServer;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let outsider: Awaited<ReturnType<typeof signedInStudent>>;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let otherTeacher: Awaited<ReturnType<typeof signedInEmployee>>;
let admin: Awaited<ReturnType<typeof signedInEmployee>>;
const classes: Record<string, BuiltClassroom> = {};

const FUTURE_PREVIEW = new Date('2026-11-27T02:00:00Z');
const homework = { kind: 'HOMEWORK' as const };

/** Lessons a week apart from 1 November: 0 (introduction), 1 and 2 in the past, 3 previewed only on 27 November. */
const lessonPlan = () => [
  { order: 0, type: 'INTRODUCTION' as const, sets: [{ kind: 'PREVIEW' as const }] },
  { order: 1, sets: [homework, { kind: 'QUIZ' as const }] },
  { order: 2, sets: [homework, homework] },
  { order: 3, previewOn: FUTURE_PREVIEW, sets: [homework] },
  { order: 4, sets: [] },
];

async function build(key: string, classroom: Parameters<typeof buildClassroom>[1]['classroom']) {
  classes[key] = await buildClassroom(t.services.db, {
    classroom: { code: `CP-${key}`, startDate: '2026-11-01', endDate: '2026-12-20', ...classroom },
    course: { code: `CPC-${key}` },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: lessonPlan(),
  });
  return classes[key];
}

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  student = await signedInStudent(db, NOW);
  outsider = await signedInStudent(db, NOW);
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  otherTeacher = await signedInEmployee(db, NOW, { isTeacher: true });
  admin = await signedInEmployee(db, NOW, { isAdminOfSolve: true });

  for (const [key, classroom, status] of [
    ['classroom', { teachingStyle: 'CLASSROOM' }, 'PAID'],
    ['competition', { teachingStyle: 'COMPETITION' }, 'PAID'],
    ['thresholds', { teachingStyle: 'COMPETITION' }, 'PAID'],
    ['selfPaced', { teachingStyle: 'SELF_PACED' }, null],
    ['mentoredLater', { teachingStyle: 'MENTORED', status: 'PUBLISHED', startDate: '2026-12-07', endDate: '2027-02-01' }, 'PAID'],
    ['preview', { teachingStyle: 'BLENDED' }, 'QUALIFY'],
    ['trial', { teachingStyle: 'MENTORED' }, 'TRIAL'],
    ['trialOnly', { teachingStyle: 'TUTORED' }, 'TRIAL'],
    ['closedLong', { teachingStyle: 'CLASSROOM', status: 'CLOSED', startDate: '2026-08-01', endDate: '2026-10-01' }, 'PAID'],
    ['elsewhere', { teachingStyle: 'CLASSROOM', onSolve: false, externalUrl: 'https://camp.example.com/debate' }, 'PAID'],
  ] as const) {
    const built = await build(key, classroom);
    await enroll(db, student.student.id, built.classroom.id, status);
  }
  await trialUpTo(db, student.student.id, classes.trial!.classroom.id, classes.trial!.lessons[2]!.lesson.id);
  await teach(db, teacher.employee.id, classes.classroom!.classroom.id);
  await teach(db, teacher.employee.id, classes.closedLong!.classroom.id);
  const empty = await buildClassroom(db, {
    classroom: { code: 'CP-empty' },
    course: { code: 'CPC-empty' },
    firstLessonAt: NOW,
    lessons: [],
  });
  classes.empty = empty;
  await enroll(db, student.student.id, empty.classroom.id);

  // Classroom style: lesson 1 done (homework 90, quiz 70), lesson 2 half done.
  const [lesson1Homework, lesson1Quiz] = classes.classroom!.lessons[1]!.assignments;
  const at = new Date(NOW.getTime() - 5 * DAY);
  await submitted(db, { assignmentId: lesson1Homework!.id, studentId: student.student.id, grade: 90, at });
  await submitted(db, { assignmentId: lesson1Quiz!.id, studentId: student.student.id, grade: 70, at });
  await submitted(db, { assignmentId: classes.classroom!.lessons[2]!.assignments[0]!.id, studentId: student.student.id, grade: 60, at });
  // Competition: lesson 1 passed, lesson 2 below 75 and incomplete.
  for (const assignment of classes.competition!.lessons[1]!.assignments) {
    await submitted(db, { assignmentId: assignment.id, studentId: student.student.id, grade: 80, at });
  }
  await submitted(db, { assignmentId: classes.competition!.lessons[2]!.assignments[0]!.id, studentId: student.student.id, grade: 40, at });
  // Thresholds: lesson 1 complete at a grade of 75, its homework at 100 but its quiz at 50.
  const [thresholdHomework, thresholdQuiz] = classes.thresholds!.lessons[1]!.assignments;
  await submitted(db, { assignmentId: thresholdHomework!.id, studentId: student.student.id, grade: 100, at });
  await submitted(db, { assignmentId: thresholdQuiz!.id, studentId: student.student.id, grade: 50, at });
});

afterAll(() => t.close());

async function page(key: string, token = student.token) {
  const result = await t.gql<PageResult>(PAGE, { id: classes[key]!.classroom.id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.classroomPage;
}

const reasons = (lessons: LessonCardResult[]) => lessons.map((lesson) => (lesson.locked ? lesson.lockReason : 'open'));

describe('lesson locks by style (classroom.md §4)', () => {
  it('classroom style: a lesson opens at its preview date, whatever the grades', async () => {
    const { lessons } = await page('classroom');
    expect(reasons(lessons)).toEqual(['open', 'open', 'open', 'NOT_YET_OPEN', 'NOT_YET_OPEN']);
    expect(lessons[3]!.opensAt).toBe(FUTURE_PREVIEW.toISOString());
    expect(lessons[3]!.lockMessage).toBe('This lesson opens on November 26, 2026.');
  });

  it('competition style: held back when the previous lesson is below 75 and incomplete, with the popup text', async () => {
    const { lessons } = await page('competition');
    // Lesson 2 is at 40% with half its sets done; lesson 3 has nothing done yet.
    expect(reasons(lessons)).toEqual(['open', 'open', 'open', 'PREVIOUS_LESSON', 'PREVIOUS_LESSON']);
    expect(lessons[3]!.lockMessage).toBe(messages.LESSON_LOCKED);
  });

  it('a quiz below 60% (or a homework below 75%) holds the next lesson back as the popup says, until it is passed', async () => {
    const before = await page('thresholds');
    expect(before.lessons[1]).toMatchObject({ grade: 75, percentComplete: 100 });
    expect(reasons(before.lessons)).toEqual(['open', 'open', 'PREVIOUS_LESSON', 'PREVIOUS_LESSON', 'PREVIOUS_LESSON']);
    expect(before.lessons[2]!.lockMessage).toBe(messages.LESSON_LOCKED);
    const quiz = classes.thresholds!.lessons[1]!.assignments[1]!;
    await submitted(t.services.db, { assignmentId: quiz.id, studentId: student.student.id, grade: 60, attempt: 2, at: NOW });
    expect(reasons((await page('thresholds')).lessons).slice(0, 3)).toEqual(['open', 'open', 'open']);
  });

  it('mentored style: every lesson but the introduction waits for the class to start', async () => {
    const { lessons } = await page('mentoredLater');
    expect(reasons(lessons)).toEqual(['open', 'NOT_YET_OPEN', 'NOT_YET_OPEN', 'NOT_YET_OPEN', 'NOT_YET_OPEN']);
    expect(lessons[1]!.lockMessage).toBe('This lesson opens on December 7, 2026.');
  });

  it('self-paced style never blocks', async () => {
    expect(reasons((await page('selfPaced')).lessons)).toEqual(['open', 'open', 'open', 'open', 'open']);
  });

  it('preview mode locks everything but the introduction and disables messages and gradebook', async () => {
    const result = await page('preview');
    expect(result.classroom.mode).toBe('PREVIEW');
    expect(reasons(result.lessons)).toEqual(['open', 'MODE', 'MODE', 'MODE', 'MODE']);
    expect(result.lessons[1]!.lockMessage).toBe(messages.LESSON_LOCKED_PREVIEW);
    expect(result.tabs.filter((tab) => tab.state !== 'AVAILABLE')).toEqual([
      { tab: 'MESSAGES', state: 'DISABLED' },
      { tab: 'GRADEBOOK', state: 'DISABLED' },
    ]);
  });

  it('trial mode without a trial lesson locks everything but the introduction', async () => {
    const result = await page('trialOnly');
    expect(result.classroom.mode).toBe('TRIAL');
    expect(reasons(result.lessons)).toEqual(['open', 'MODE', 'MODE', 'MODE', 'MODE']);
  });

  it('trial-to-lesson mode opens lessons up to the trial lesson and locks four tabs', async () => {
    const result = await page('trial');
    expect(result.classroom.mode).toBe('TRIAL_TO_LESSON');
    // Mentored: lesson 2 also waits for lesson 1, which the student has not done.
    expect(reasons(result.lessons)).toEqual(['open', 'open', 'PREVIOUS_LESSON', 'MODE', 'MODE']);
    expect(result.lessons[3]!.lockMessage).toBe('Your trial includes the lessons up to Lesson 2. Enroll to open the rest of the class.');
    expect(result.tabs.filter((tab) => tab.state !== 'AVAILABLE').map((tab) => [tab.tab, tab.state])).toEqual([
      ['MESSAGES', 'LOCKED'],
      ['GRADEBOOK', 'LOCKED'],
      ['LEADERBOARD', 'LOCKED'],
      ['ATTENDANCE', 'LOCKED'],
    ]);
  });

  it('staff see every lesson unlocked, without grades', async () => {
    for (const token of [teacher.token, admin.token]) {
      const result = await page('classroom', token);
      expect(result.classroom.isStaff).toBe(true);
      expect(reasons(result.lessons)).toEqual(['open', 'open', 'open', 'open', 'open']);
      expect(result.lessons.every((lesson) => lesson.grade === null && lesson.percentComplete === null)).toBe(true);
    }
    expect(reasons((await page('mentoredLater', admin.token)).lessons)).toEqual(['open', 'open', 'open', 'open', 'open']);
  });
});

describe('lesson cards', () => {
  it('show Lesson Grade, Percent Complete or N/A, and Start, Continue or Review', async () => {
    const { lessons } = await page('classroom');
    expect(lessons.map(({ number, grade, percentComplete, action }) => [number, grade, percentComplete, action])).toEqual([
      [0, null, 0, 'START'],
      [1, 80, 100, 'REVIEW'],
      [2, 60, 50, 'CONTINUE'],
      [3, null, 0, 'START'],
      [4, null, null, 'START'],
    ]);
  });

  it('show dates for classroom and blended styles only', async () => {
    expect((await page('classroom')).lessons[1]!.showsDates).toBe(true);
    expect((await page('competition')).lessons[1]!.showsDates).toBe(false);
  });

  it("list the lesson's problem sets for the left navigation", async () => {
    const { lessons } = await page('classroom');
    expect(lessons[2]!.problemSets.map((set) => set.assignmentId)).toEqual(classes.classroom!.lessons[2]!.assignments.map((a) => a.id));
  });
});

describe('classroom states', () => {
  it('an empty classroom has no lessons (the page shows its under-construction text)', async () => {
    expect((await page('empty')).lessons).toEqual([]);
  });

  it('a class that is not on Solve shows where it takes place and no lessons', async () => {
    const result = await page('elsewhere');
    expect(result.classroom).toMatchObject({ onSolve: false, externalUrl: 'https://camp.example.com/debate' });
    expect(result.lessons).toEqual([]);
    const lesson = classes.elsewhere!.lessons[1]!.lesson.id;
    expect(errorCode(await t.gql(LESSON, { id: lesson }, { token: student.token }))).toBe('CLASS_NOT_ON_SOLVE');
  });

  it('a closed class past its access window is refused to students, not to its teacher', async () => {
    const result = await t.gql(PAGE, { id: classes.closedLong!.classroom.id }, { token: student.token });
    expect(errorCode(result)).toBe('CLASS_ACCESS_ENDED');
    expect(result.errors![0]!.message).toBe(
      'This class ended on October 1, 2026 and can no longer be opened. Its grades are on your transcript.',
    );
    expect((await page('closedLong', teacher.token)).lessons).toHaveLength(5);
  });
});

describe("another classroom's data", () => {
  it('a student who is not enrolled is refused the classroom and its lessons', async () => {
    const id = classes.classroom!.classroom.id;
    expect(errorCode(await t.gql(PAGE, { id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
    const lessonId = classes.classroom!.lessons[1]!.lesson.id;
    const result = await t.gql(LESSON, { id: lessonId }, { token: outsider.token });
    expect(errorCode(result)).toBe('NOT_ENROLLED');
    expect(result.data ?? null).toBeNull();
  });

  it('an instructor who does not teach the class is refused; unknown ids are not found', async () => {
    expect(errorCode(await t.gql(PAGE, { id: classes.classroom!.classroom.id }, { token: otherTeacher.token }))).toBe('NOT_TEACHING');
    expect(errorCode(await t.gql(PAGE, { id: 999_999 }, { token: student.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(PAGE, { id: classes.classroom!.classroom.id }))).toBe('NOT_SIGNED_IN');
  });
});

describe('the lesson list refuses a locked lesson with its popup text', () => {
  it.each([
    ['competition', 3, messages.LESSON_LOCKED],
    ['preview', 1, messages.LESSON_LOCKED_PREVIEW],
    ['classroom', 3, 'This lesson opens on November 26, 2026.'],
  ])('%s lesson %s', async (key, order, text) => {
    const result = await t.gql(LESSON, { id: classes[key]!.lessons[order]!.lesson.id }, { token: student.token });
    expect(result.errors?.[0]?.message).toBe(text);
    expect(result.data ?? null).toBeNull();
  });
});

describe('pages read together', () => {
  const viewers = () => ({
    student: { ...student.viewer, newestWorkSessionId: null, ownsNewestWorkSession: false } satisfies Viewer,
    outsider: { ...outsider.viewer, newestWorkSessionId: null, ownsNewestWorkSession: false } satisfies Viewer,
    teacher: {
      userType: 'EMPLOYEE',
      sessionId: 0,
      employeeId: teacher.employee.id,
      isTeacher: true,
      isAdmin: false,
      isGuest: false,
    } satisfies Viewer,
  });

  it('gives each viewer of pages read in one statement their own page', async () => {
    // Pages asked for in the same turn of the event loop go to the database together.
    const { student: pupil, teacher: staff } = viewers();
    const reads = [
      () => classroomPage(t.services, pupil, classes.classroom!.classroom.id),
      () => classroomPage(t.services, staff, classes.classroom!.classroom.id),
      () => classroomPage(t.services, pupil, classes.competition!.classroom.id),
      () => lessonPage(t.services, pupil, classes.competition!.lessons[2]!.lesson.id),
      () => lessonPage(t.services, staff, classes.classroom!.lessons[3]!.lesson.id),
    ];
    const alone: unknown[] = [];
    for (const read of reads) alone.push(await read());
    expect(await Promise.all(reads.map((read) => read()))).toEqual(alone);
    const [pupilPage, staffPage] = alone as Awaited<ReturnType<typeof classroomPage>>[];
    expect([pupilPage!.context.isStaff, staffPage!.context.isStaff]).toEqual([false, true]);
    expect(pupilPage!.lessons.map((lesson) => lesson.grade)).not.toEqual(staffPage!.lessons.map((lesson) => lesson.grade));
  });

  it('refuses a class to a student outside it even when read together with its students', async () => {
    const { student: pupil, outsider: stranger } = viewers();
    const id = classes.classroom!.classroom.id;
    const [mine, theirs] = await Promise.allSettled([classroomPage(t.services, pupil, id), classroomPage(t.services, stranger, id)]);
    expect(mine.status).toBe('fulfilled');
    expect(theirs).toMatchObject({ status: 'rejected', reason: { code: 'NOT_ENROLLED' } });
  });
});
