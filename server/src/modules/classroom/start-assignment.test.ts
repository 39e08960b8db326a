import { messages } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema/index.js';
import { createProblem } from '../../db/seed/factories/content.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import {
  buildClassroom,
  type BuiltClassroom,
  DAY,
  enroll,
  signedInElsewhere,
  signedInEmployee,
  signedInStudent,
  submitted,
  teach,
  trialUpTo,
} from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const START = `mutation ($id: Int!) { startAssignment(assignmentId: $id) {
  attemptNumber resumed classroomId classroomTitle teachingStyle
  submission { id assignmentId studentId attemptNumber submittedAt reviewed } } }`;
const REVIEW = `mutation ($id: Int!) { openReview(assignmentId: $id) { id attemptNumber overallGrade reviewed } }`;
const MINE = `query ($id: Int!) { lessonPage(lessonId: $id) { assignments { assignment { id mySubmissions { attemptNumber studentId } } } } }`;

interface Started {
  startAssignment: {
    attemptNumber: number;
    resumed: boolean;
    classroomId: number;
    classroomTitle: string;
    teachingStyle: string;
    submission: { id: number; assignmentId: number; studentId: number; attemptNumber: number };
  };
}

let t: TestServer;
let built: BuiltClassroom;
let closed: BuiltClassroom;
let competition: BuiltClassroom;
let trialClass: BuiltClassroom;
let otherClass: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  const sets = [
    { title: 'Homework', kind: 'HOMEWORK' as const, allowedAttempts: 2 },
    {
      title: 'Later',
      kind: 'HOMEWORK' as const,
      assignment: { status: 'NOT_ASSIGNED' as const, startOn: new Date(NOW.getTime() + 3 * DAY) },
    },
    { title: 'Unlimited', kind: 'PRACTICE' as const, allowedAttempts: null },
  ];
  built = await buildClassroom(db, {
    classroom: { code: 'SA-A', title: 'SA-A: Pre-Algebra', teachingStyle: 'CLASSROOM', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      { order: 1, startOn: ago(3), sets },
      { order: 2, startOn: new Date(NOW.getTime() + 5 * DAY), previewOn: new Date(NOW.getTime() + 3 * DAY), sets: [{ kind: 'HOMEWORK' }] },
    ],
  });
  await teach(db, teacher.employee.id, built.classroom.id);
  competition = await buildClassroom(db, {
    classroom: { code: 'SA-C', teachingStyle: 'COMPETITION', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      { order: 1, startOn: ago(14), sets: [{ kind: 'HOMEWORK' }] },
      { order: 2, startOn: ago(7), sets: [{ kind: 'HOMEWORK' }] },
    ],
  });
  trialClass = await buildClassroom(db, {
    classroom: { code: 'SA-T', teachingStyle: 'SELF_PACED', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      { order: 1, sets: [{ kind: 'HOMEWORK' }] },
      { order: 2, sets: [{ kind: 'HOMEWORK' }] },
    ],
  });
  closed = await buildClassroom(db, {
    classroom: { code: 'SA-X', status: 'CLOSED', startDate: '2026-08-01', endDate: '2026-10-01' },
    firstLessonAt: new Date('2026-08-01T00:00:00Z'),
    lessons: [{ order: 1, sets: [{ kind: 'HOMEWORK' }] }],
  });
  otherClass = await buildClassroom(db, {
    classroom: { code: 'SA-O', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [{ order: 1, startOn: ago(3), sets: [{ kind: 'HOMEWORK' }] }],
  });
});

afterAll(() => t.close());

/** A student enrolled in the test classes, signed in with a current work session. */
async function enrolledStudent() {
  const db = t.services.db;
  const who = await signedInStudent(db, NOW);
  for (const { classroom } of [built, competition, closed]) await enroll(db, who.student.id, classroom.id);
  await enroll(db, who.student.id, trialClass.classroom.id, 'TRIAL');
  await trialUpTo(db, who.student.id, trialClass.classroom.id, trialClass.lessons[0]!.lesson.id);
  return who;
}

const assignmentOf = (classroom: BuiltClassroom, lessonIndex: number, setIndex = 0) =>
  classroom.lessons[lessonIndex]!.assignments[setIndex]!.id;

function start(who: { token: string; studentSession: number }, assignmentId: number) {
  return t.gql<Started>(START, { id: assignmentId }, { token: who.token, studentSession: who.studentSession });
}

async function attemptsOf(studentId: number, assignmentId?: number) {
  return t.services.db
    .select()
    .from(submissions)
    .where(
      assignmentId
        ? and(eq(submissions.studentId, studentId), eq(submissions.assignmentId, assignmentId))
        : eq(submissions.studentId, studentId),
    );
}

describe('starting an assignment', () => {
  it('creates attempt 1 with a shuffle seed and the work session, and tells the player where it is', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    const result = await start(who, id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.startAssignment).toMatchObject({
      attemptNumber: 1,
      resumed: false,
      classroomId: built.classroom.id,
      classroomTitle: 'SA-A: Pre-Algebra',
      teachingStyle: 'CLASSROOM',
      submission: { assignmentId: id, studentId: who.student.id, attemptNumber: 1 },
    });
    const [row] = await attemptsOf(who.student.id, id);
    expect(row).toMatchObject({ studentSessionId: who.studentSession, submittedAt: null });
  });

  it('resumes the attempt in progress instead of creating another', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    const first = (await start(who, id)).data!.startAssignment;
    const again = (await start(who, id)).data!.startAssignment;
    expect(again).toMatchObject({ resumed: true, attemptNumber: 1 });
    expect(again.submission.id).toBe(first.submission.id);
    expect(await attemptsOf(who.student.id, id)).toHaveLength(1);
  });

  it('repeated clicks at the same moment create one attempt', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0, 2);
    const results = await Promise.all(Array.from({ length: 6 }, () => start(who, id)));
    expect(results.map((result) => result.errors)).toEqual(results.map(() => undefined));
    expect(new Set(results.map((result) => result.data!.startAssignment.submission.id)).size).toBe(1);
    expect(await attemptsOf(who.student.id, id)).toHaveLength(1);
  });

  it('creates attempt n+1 after a submitted attempt, and moves a resumed attempt to the newest work session', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 40, at: ago(1) });
    expect((await start(who, id)).data!.startAssignment).toMatchObject({ attemptNumber: 2, resumed: false });

    const newer = await signedInElsewhere(t.services.db, NOW, who.student);
    const resumed = await start(newer, id);
    expect(resumed.data!.startAssignment).toMatchObject({ attemptNumber: 2, resumed: true });
    const rows = await attemptsOf(who.student.id, id);
    expect(rows.find((row) => row.submittedAt === null)!.studentSessionId).toBe(newer.studentSession);
  });

  it("lists only the student's own attempts", async () => {
    const who = await enrolledStudent();
    const someoneElse = await enrolledStudent();
    const id = assignmentOf(built, 0, 2);
    await start(who, id);
    await start(someoneElse, id);
    const result = await t.gql<{ lessonPage: { assignments: { assignment: { id: number; mySubmissions: { studentId: number }[] } }[] } }>(
      MINE,
      { id: built.lessons[0]!.lesson.id },
      { token: who.token },
    );
    const mine = result.data!.lessonPage.assignments.find((card) => card.assignment.id === id)!.assignment.mySubmissions;
    expect(mine).toEqual([{ attemptNumber: 1, studentId: who.student.id }]);
  });
});

describe('crafted requests are refused with a clear message and create nothing', () => {
  it.each<[string, () => number, string]>([
    ['an assignment not assigned yet', () => assignmentOf(built, 0, 1), 'This assignment opens on November 25, 2026.'],
    ['a lesson before its preview date', () => assignmentOf(built, 1), 'This lesson opens on November 25, 2026.'],
    ['a lesson held back by the previous one', () => assignmentOf(competition, 1), messages.LESSON_LOCKED],
    [
      'a lesson after the trial lesson',
      () => assignmentOf(trialClass, 1),
      'Your trial includes the lessons up to Lesson 1. Enroll to open the rest of the class.',
    ],
    [
      'a closed class past its window',
      () => assignmentOf(closed, 0),
      'This class ended on October 1, 2026 and can no longer be opened. Its grades are on your transcript.',
    ],
    ["another classroom's assignment", () => assignmentOf(otherClass, 0), messages.NOT_ENROLLED],
  ])('%s', async (_name, assignment, text) => {
    const who = await enrolledStudent();
    const result = await start(who, assignment());
    expect(result.errors?.[0]?.message).toBe(text);
    expect(result.data ?? null).toBeNull();
    expect(await attemptsOf(who.student.id)).toHaveLength(0);
  });

  it('beyond the allowed attempts', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 40, at: ago(2) });
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 50, attempt: 2, at: ago(1) });
    const result = await start(who, id);
    expect(errorCode(result)).toBe('NO_ATTEMPTS_LEFT');
    expect(result.errors![0]!.message).toBe('You have used all 2 attempts for this assignment.');
    expect(await attemptsOf(who.student.id, id)).toHaveLength(2);
  });

  it('from an older work session (signed in elsewhere since), from staff, and unknown assignments', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    await signedInElsewhere(t.services.db, NOW, who.student);
    expect(errorCode(await start(who, id))).toBe('MULTIPLE_SIGN_IN');
    expect(errorCode(await t.gql(START, { id }, { token: teacher.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(START, { id }))).toBe('NOT_SIGNED_IN');
    const fresh = await enrolledStudent();
    expect(errorCode(await start(fresh, 999_999))).toBe('NOT_FOUND');
    expect(await attemptsOf(who.student.id)).toHaveLength(0);
  });
});

describe('review (classroom.md §5)', () => {
  const review = (who: { token: string; studentSession: number }, id: number) =>
    t.gql<{ openReview: { id: number; reviewed: boolean; overallGrade: number } | null }>(
      REVIEW,
      { id },
      { token: who.token, studentSession: who.studentSession },
    );

  it('needs an attempt, then 80% or the due date', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    expect((await review(who, id)).errors?.[0]?.message).toBe('You have not done this assignment yet!');
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 70, at: ago(1) });
    expect((await review(who, id)).errors?.[0]?.message).toBe(
      'You need to score 80% or higher to unlock review, otherwise reviews will unlock on November 26, 2026.',
    );
    expect((await attemptsOf(who.student.id, id)).every((row) => !row.reviewed)).toBe(true);
  });

  it('opens the best attempt, marks it reviewed, and allows no further submission', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0, 2);
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 85, at: ago(2) });
    const low = await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 60, attempt: 2, at: ago(1) });
    const result = await review(who, id);
    expect(result.data!.openReview).toMatchObject({ reviewed: true, overallGrade: 85 });
    expect(result.data!.openReview!.id).not.toBe(low.id);
    const refused = await start(who, id);
    expect(refused.errors?.[0]?.message).toBe('You have reviewed this assignment, so it cannot be submitted again.');
    expect(await attemptsOf(who.student.id, id)).toHaveLength(2);
  });

  it('closes an attempt in progress: no answer or set submission lands on it afterwards', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0, 2);
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 90, at: ago(2) });
    const open = (await start(who, id)).data!.startAssignment.submission;
    expect((await review(who, id)).data!.openReview).toMatchObject({ reviewed: true, overallGrade: 90 });
    const problem = await createProblem(t.services.db, { problemSetId: built.lessons[0]!.assignments[2]!.problemSetId, order: 1 });
    const answer = await t.gql(
      `mutation ($s: Int!, $p: Int!) { createProblemResponse(submissionId: $s, problemId: $p, value: { text: "1" }, timeSpent: 5, sequence: 1) { outcome } }`,
      { s: open.id, p: problem.id },
      { token: who.token, studentSession: who.studentSession },
    );
    expect(errorCode(answer)).toBe('SUBMISSION_CLOSED');
    const submit = await t.gql(
      `mutation ($s: Int!) { updateSubmission(submissionId: $s) { mode } }`,
      { s: open.id },
      { token: who.token, studentSession: who.studentSession },
    );
    expect(errorCode(submit)).toBe('SUBMISSION_CLOSED');
    const [row] = await t.services.db.select().from(submissions).where(eq(submissions.id, open.id));
    expect(row).toMatchObject({ submittedAt: null, reviewed: true });
  });

  it('opens after the due date whatever the grade; staff get no submission', async () => {
    const who = await enrolledStudent();
    const id = assignmentOf(built, 0);
    await submitted(t.services.db, { assignmentId: id, studentId: who.student.id, grade: 30, at: ago(1) });
    t.clock.now = new Date(NOW.getTime() + 10 * DAY);
    try {
      expect((await review(who, id)).data!.openReview).toMatchObject({ reviewed: true });
    } finally {
      t.clock.now = NOW;
    }
    const staff = await t.gql<{ openReview: null }>(REVIEW, { id }, { token: teacher.token });
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.openReview).toBeNull();
  });
});
