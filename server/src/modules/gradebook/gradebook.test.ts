import { messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academySettings, problemResponses, students } from '../../db/schema/index.js';
import { createProblem } from '../../db/seed/factories/content.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import {
  buildClassroom,
  type BuiltClassroom,
  DAY,
  enroll,
  points,
  signedInEmployee,
  signedInStudent,
  submitted,
  teach,
} from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const GRADEBOOK = `query ($id: Int!) { studentGradebook(classroomId: $id) { grade lessons { number title grade groups { group label rows { title grade timeSpent submittedAt late } } } } }`;
const CLASS_GRADEBOOK = `query ($id: Int!) { classGradebook(classroomId: $id) { columns { label group } students { firstName grade cells { grade state } } } }`;
const BOARD = `query ($id: Int!, $lesson: Int) { leaderboard(classroomId: $id, lessonId: $lesson) { onLeaderboard useInitials students { ranking studentName totalPoints isMe profilePicture } lessons { number } } }`;
const INITIALS = `mutation ($on: Boolean!) { setLeaderboardInitials(useInitials: $on) }`;

let t: TestServer;
let room: BuiltClassroom;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let mates: Awaited<ReturnType<typeof signedInStudent>>[];
let newcomer: Awaited<ReturnType<typeof signedInStudent>>;
let outsider: Awaited<ReturnType<typeof signedInStudent>>;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let otherTeacher: Awaited<ReturnType<typeof signedInEmployee>>;
let admin: Awaited<ReturnType<typeof signedInEmployee>>;
/** The student's attempts: homework (80), then the quiz at 50 and, better, at 90. */
let attempts: { homework: number; weakQuiz: number; bestQuiz: number };
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  room = await buildClassroom(db, {
    classroom: { startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      {
        order: 1,
        title: 'Ratios',
        startOn: ago(14),
        dueOn: ago(7),
        sets: [
          { kind: 'HOMEWORK', title: 'Ratio homework' },
          { kind: 'QUIZ', title: 'Ratio quiz' },
          { kind: 'INSTRUCTION', title: 'Notes', assignment: { graded: false } },
          { kind: 'PREVIEW', title: 'Preview' },
        ],
      },
      { order: 2, title: 'Percents', startOn: ago(7), dueOn: ago(1), sets: [{ kind: 'HOMEWORK', title: 'Percent homework' }] },
    ],
  });
  student = await signedInStudent(db, NOW);
  newcomer = await signedInStudent(db, NOW);
  outsider = await signedInStudent(db, NOW);
  mates = [];
  for (let i = 0; i < 3; i++) mates.push(await signedInStudent(db, NOW));
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  otherTeacher = await signedInEmployee(db, NOW, { isTeacher: true });
  admin = await signedInEmployee(db, NOW, { isAdminOfSolve: true });
  await teach(db, teacher.employee.id, room.classroom.id);
  for (const s of [student, newcomer, ...mates]) await enroll(db, s.student.id, room.classroom.id);
  const [l1, l2] = room.lessons;
  const hw = l1!.assignments[0]!.id;
  const quiz = l1!.assignments[1]!.id;
  // On time (a day before the due date), then a late, better attempt on the quiz.
  const first = await submitted(db, { assignmentId: hw, studentId: student.student.id, grade: 80, at: ago(8) });
  const weakQuiz = await submitted(db, { assignmentId: quiz, studentId: student.student.id, grade: 50, at: ago(9) });
  const bestQuiz = await submitted(db, { assignmentId: quiz, studentId: student.student.id, grade: 90, attempt: 2, at: ago(3) });
  attempts = { homework: first.id, weakQuiz: weakQuiz.id, bestQuiz: bestQuiz.id };
  const lesson = (n: 0 | 1) => ({ classroomId: room.classroom.id, lessonId: room.lessons[n]!.lesson.id });
  await points(db, { submissionId: first.id, studentId: student.student.id, points: 40, ...lesson(0) });
  // Mates: 60 and 60 tie in first place, 30 on lesson 2.
  const mateSubs = [];
  for (const mate of mates) mateSubs.push(await submitted(db, { assignmentId: hw, studentId: mate.student.id, grade: 100, at: ago(8) }));
  await points(db, { submissionId: mateSubs[0]!.id, studentId: mates[0]!.student.id, points: 60, ...lesson(0) });
  await points(db, { submissionId: mateSubs[1]!.id, studentId: mates[1]!.student.id, points: 60, ...lesson(0) });
  const l2sub = await submitted(db, { assignmentId: l2!.assignments[0]!.id, studentId: mates[2]!.student.id, grade: 70, at: ago(2) });
  await points(db, { submissionId: l2sub.id, studentId: mates[2]!.student.id, points: 30, ...lesson(1) });
}, 120_000);

afterAll(() => t.close());

type Gradebook = {
  studentGradebook: {
    grade: number;
    lessons: {
      number: number;
      grade: number | null;
      groups: { group: string; label: string; rows: { title: string; grade: number | null; timeSpent: number | null; late: boolean }[] }[];
    }[];
  };
};

describe('student gradebook', () => {
  it('groups each lesson HOMEWORK, QUIZ, INSTRUCTION (OPTIONAL) with the best grade and late marks', async () => {
    const book = await t.gql<Gradebook>(GRADEBOOK, { id: room.classroom.id }, { token: student.token });
    expect(book.errors).toBeUndefined();
    const { grade, lessons } = book.data!.studentGradebook;
    expect(grade).toBe(85);
    expect(lessons[0]!.grade).toBe(85);
    expect(lessons[0]!.groups.map((g) => g.label)).toEqual(['HOMEWORK', 'QUIZ', 'INSTRUCTION (OPTIONAL)']);
    expect(lessons[0]!.groups[0]!.rows[0]).toMatchObject({ title: 'Ratio homework', grade: 80, late: false });
    expect(lessons[0]!.groups[1]!.rows[0]).toMatchObject({ title: 'Ratio quiz', grade: 90, late: true });
    expect(lessons[0]!.groups[2]!.rows[0]).toMatchObject({ title: 'Notes', grade: null, late: false });
    expect(lessons[1]!.groups[0]!.rows[0]).toMatchObject({ title: 'Percent homework', grade: null });
  });

  it("shows the graders' comments of the attempt whose grade it shows, in problem order", async () => {
    const db = t.services.db;
    const [homework, quiz] = room.lessons[0]!.assignments;
    const problem = async (problemSetId: number, order: number) =>
      (await createProblem(db, { problemSetId, order, problemType: 'FREE_FORM', answer: '' })).id;
    const [hw1, hw2, hw3, quiz1] = [
      await problem(homework!.problemSetId, 1),
      await problem(homework!.problemSetId, 2),
      await problem(homework!.problemSetId, 3),
      await problem(quiz!.problemSetId, 1),
    ];
    await db.insert(problemResponses).values([
      { submissionId: attempts.homework, problemId: hw3, state: 5, comment: 'Neat table.' },
      { submissionId: attempts.homework, problemId: hw1, state: 3, comment: 'Show the units.' },
      { submissionId: attempts.homework, problemId: hw2, state: 5, comment: null },
      // The weaker quiz attempt is not the one shown: its comment is not either.
      { submissionId: attempts.weakQuiz, problemId: quiz1, state: 6, comment: 'Read the question again.' },
      { submissionId: attempts.bestQuiz, problemId: quiz1, state: 5 },
    ]);
    const book = await t.gql<{
      studentGradebook: { lessons: { groups: { rows: { title: string; comments: { problemNumber: number; comment: string }[] }[] }[] }[] };
    }>(
      `query ($id: Int!) { studentGradebook(classroomId: $id) { lessons { groups { rows { title comments { problemNumber comment } } } } } }`,
      { id: room.classroom.id },
      { token: student.token },
    );
    const rows = book.data!.studentGradebook.lessons.flatMap((lesson) => lesson.groups.flatMap((group) => group.rows));
    expect(rows.find((row) => row.title === 'Ratio homework')!.comments).toEqual([
      { problemNumber: 1, comment: 'Show the units.' },
      { problemNumber: 3, comment: 'Neat table.' },
    ]);
    expect(rows.find((row) => row.title === 'Ratio quiz')!.comments).toEqual([]);
    expect(rows.find((row) => row.title === 'Percent homework')!.comments).toEqual([]);
  });

  it('staff get the spec text for their mode; other students nothing', async () => {
    const asTeacher = await t.gql(GRADEBOOK, { id: room.classroom.id }, { token: teacher.token });
    expect(asTeacher.errors?.[0]?.message).toBe(messages.GRADEBOOK_INSTRUCTOR);
    const asAdmin = await t.gql(GRADEBOOK, { id: room.classroom.id }, { token: admin.token });
    expect(asAdmin.errors?.[0]?.message).toBe(messages.GRADEBOOK_ADMIN);
    expect(errorCode(await t.gql(GRADEBOOK, { id: room.classroom.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
  });
});

describe('class gradebook', () => {
  it('shows every student × assigned set with late and missing marks', async () => {
    const book = await t.gql<{
      classGradebook: {
        columns: { label: string }[];
        students: { firstName: string; grade: number; cells: { grade: number | null; state: string }[] }[];
      };
    }>(CLASS_GRADEBOOK, { id: room.classroom.id }, { token: teacher.token });
    expect(book.errors).toBeUndefined();
    expect(book.data!.classGradebook.columns.map((c) => c.label)).toEqual(['1.1', '1.2', '1.3', '2.1']);
    const row = book.data!.classGradebook.students.find((s) => s.firstName === student.student.firstName)!;
    expect(row.grade).toBe(85);
    expect(row.cells.map((c) => c.state)).toEqual(['GRADED', 'LATE', 'MISSING', 'MISSING']);
    expect(book.data!.classGradebook.students).toHaveLength(5);
  });

  it('is for staff of the class only', async () => {
    expect(errorCode(await t.gql(CLASS_GRADEBOOK, { id: room.classroom.id }, { token: student.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CLASS_GRADEBOOK, { id: room.classroom.id }, { token: otherTeacher.token }))).toBe('NOT_TEACHING');
    expect((await t.gql(CLASS_GRADEBOOK, { id: room.classroom.id }, { token: admin.token })).errors).toBeUndefined();
  });
});

type Board = {
  leaderboard: {
    onLeaderboard: boolean;
    useInitials: boolean;
    students: { ranking: number; studentName: string; totalPoints: number; isMe: boolean; profilePicture: string | null }[];
  };
};

describe('leaderboard', () => {
  it('ranks the class by points with shared ranks for ties', async () => {
    const board = await t.gql<Board>(BOARD, { id: room.classroom.id }, { token: student.token });
    expect(board.errors).toBeUndefined();
    expect(board.data!.leaderboard.students.map((s) => [s.ranking, s.totalPoints, s.isMe])).toEqual([
      [1, 60, false],
      [1, 60, false],
      [3, 40, true],
      [4, 30, false],
    ]);
    expect(board.data!.leaderboard.onLeaderboard).toBe(true);
  });

  it('ranks one lesson', async () => {
    const board = await t.gql<Board>(BOARD, { id: room.classroom.id, lesson: room.lessons[1]!.lesson.id }, { token: student.token });
    expect(board.data!.leaderboard.students.map((s) => s.totalPoints)).toEqual([30]);
    expect(board.data!.leaderboard.onLeaderboard).toBe(false);
  });

  it('tells a student without points that they are not on the board', async () => {
    const board = await t.gql<Board>(BOARD, { id: room.classroom.id }, { token: newcomer.token });
    expect(board.data!.leaderboard.onLeaderboard).toBe(false);
  });

  it('shows initials when the student or the academy default asks', async () => {
    const mine = () => t.gql<Board>(BOARD, { id: room.classroom.id }, { token: student.token }).then((b) => b.data!.leaderboard);
    const name = `${student.student.firstName} ${student.student.lastName}`;
    await t.services.db.update(students).set({ imageUrl: '/images/me.png' }).where(eq(students.id, student.student.id));
    expect((await mine()).students.find((s) => s.isMe)).toMatchObject({ studentName: name, profilePicture: '/images/me.png' });
    await t.services.db.update(academySettings).set({ leaderboardInitialsDefault: true }).where(eq(academySettings.id, 1));
    // Under initials, the picture is not shown either.
    expect((await mine()).students.find((s) => s.isMe)).toMatchObject({
      studentName: `${student.student.firstName[0]}. ${student.student.lastName[0]}.`,
      profilePicture: null,
    });
    await t.gql(INITIALS, { on: false }, { token: student.token });
    const after = await mine();
    expect(after.useInitials).toBe(false);
    expect(after.students.find((s) => s.isMe)!.studentName).toBe(name);
    expect(after.students.find((s) => !s.isMe)!.studentName).toMatch(/^[A-Z]\. [A-Z]\.$/);
  });

  it('is for students of the class only', async () => {
    expect(errorCode(await t.gql(BOARD, { id: room.classroom.id }, { token: teacher.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(BOARD, { id: room.classroom.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
    expect(errorCode(await t.gql(INITIALS, { on: true }, { token: teacher.token }))).toBe('FORBIDDEN');
  });
});
