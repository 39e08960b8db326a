import { messages } from '@solve/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChoice, createProblem } from '../../db/seed/factories/content.js';
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
} from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SYLLABUS = `query ($id: Int!) { syllabus(classroomId: $id) {
  classroom { shortTitle courseTitle description startGrade endGrade } instructors lessons { number title description lessonPlanType } } }`;
const TRANSCRIPT = `query ($id: Int!) { transcript(classroomId: $id) {
  available unavailableMessage grade lessons { number title grade percentComplete } } }`;
const VIDEO = `query ($id: Int!, $videoId: String, $assignmentId: Int) {
  lessonVideo(classroomId: $id, videoId: $videoId, assignmentId: $assignmentId) { title url kind classroom { id } } }`;
const PRINT = `query ($id: Int!) { assignmentPrintout(assignmentId: $id) { title instructions questions { number text typesetMath choices matchWith } } }`;

let t: TestServer;
let open: BuiltClassroom;
let closed: BuiltClassroom;
let closedEmpty: BuiltClassroom;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let outsider: Awaited<ReturnType<typeof signedInStudent>>;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  student = await signedInStudent(db, NOW);
  outsider = await signedInStudent(db, NOW);
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  open = await buildClassroom(db, {
    classroom: { code: 'CX-A', title: 'CX-A: Pre-Algebra', startDate: '2026-11-01', endDate: '2026-12-20' },
    course: { code: 'CX', title: 'Pre-Algebra', description: 'Ratios and equations.', startGrade: 5, endGrade: 7 },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      { order: 0, type: 'INTRODUCTION', title: 'Introduction', sets: [{ kind: 'PREVIEW' }] },
      {
        order: 1,
        title: 'Ratios',
        startOn: ago(3),
        webinarId: '8100',
        webinarUrl: 'https://zoom.us/j/8100',
        webinarReplay: 'https://www.youtube.com/watch?v=fNk_zzaMoSs',
        sets: [
          { kind: 'INSTRUCTION', title: 'Lesson notes', instructions: 'Read and answer.', assignment: { graded: false } },
          { kind: 'QUIZ', title: 'Quiz', videoId: 'quizVideo1' },
          { kind: 'HOMEWORK', title: 'Homework', videoId: 'hwVideo123' },
        ],
      },
      {
        order: 2,
        title: 'Later',
        previewOn: new Date(NOW.getTime() + 3 * DAY),
        webinarId: '8200',
        webinarReplay: 'https://youtu.be/x',
        sets: [],
      },
    ],
  });
  closed = await buildClassroom(db, {
    classroom: { code: 'CX-Z', status: 'CLOSED', startDate: '2026-08-01', endDate: '2026-10-01' },
    firstLessonAt: new Date('2026-08-01T00:00:00Z'),
    lessons: [
      { order: 1, title: 'First', sets: [{ kind: 'HOMEWORK' }, { kind: 'QUIZ' }] },
      { order: 2, title: 'Second', sets: [{ kind: 'HOMEWORK' }] },
    ],
  });
  closedEmpty = await buildClassroom(db, {
    classroom: { code: 'CX-E', status: 'CLOSED', startDate: '2026-08-01', endDate: '2026-10-01' },
    firstLessonAt: new Date('2026-08-01T00:00:00Z'),
    lessons: [{ order: 1, sets: [{ kind: 'HOMEWORK' }] }],
  });
  for (const { classroom } of [open, closed, closedEmpty]) await enroll(db, student.student.id, classroom.id);
  await teach(db, teacher.employee.id, open.classroom.id);
  const [first, second] = closed.lessons;
  await submitted(db, {
    assignmentId: first!.assignments[0]!.id,
    studentId: student.student.id,
    grade: 96,
    at: new Date('2026-08-20T00:00:00Z'),
  });
  await submitted(db, {
    assignmentId: first!.assignments[1]!.id,
    studentId: student.student.id,
    grade: 70,
    at: new Date('2026-08-21T00:00:00Z'),
  });
  await submitted(db, {
    assignmentId: second!.assignments[0]!.id,
    studentId: student.student.id,
    grade: 40,
    at: new Date('2026-08-28T00:00:00Z'),
  });

  const notes = open.lessons[1]!.assignments[0]!;
  const setId = notes.problemSetId;
  const choice = await createProblem(db, {
    problemSetId: setId,
    order: 1,
    problemType: 'MULTIPLE_CHOICE_ONE_ANSWER',
    questionText: 'Which is a ratio?',
    answer: '2',
  });
  await createChoice(db, { problemId: choice.id, order: 1, text: '3 apples' });
  await createChoice(db, { problemId: choice.id, order: 2, text: '3 to 4', correct: true });
  const ranking = await createProblem(db, {
    problemSetId: setId,
    order: 2,
    problemType: 'RANKING',
    questionText: 'Order from least to most.',
  });
  for (const [order, text] of ['1/4', '1/2', '3/4'].entries())
    await createChoice(db, { problemId: ranking.id, order: order + 1, text, correct: true });
  const matching = await createProblem(db, { problemSetId: setId, order: 3, problemType: 'MATCHING', questionText: 'Match the rates.' });
  await createChoice(db, { problemId: matching.id, order: 1, text: '120 miles in 2 hours;60 miles per hour' });
  await createChoice(db, { problemId: matching.id, order: 2, text: '$15 for 3 pounds;$5 per pound' });
  const hotspot = await createProblem(db, {
    problemSetId: setId,
    order: 4,
    problemType: 'ONE_HOTSPOT',
    questionText: 'Click one half.',
    typesetMath: true,
  });
  await createChoice(db, { problemId: hotspot.id, order: 1, text: '0.5,0.1', correct: true });
});

afterAll(() => t.close());

describe('syllabus', () => {
  it('shows the course header and its lessons to anyone for an active class', async () => {
    for (const token of [undefined, outsider.token]) {
      const result = await t.gql<{ syllabus: { classroom: object; lessons: { number: number; title: string }[] } }>(
        SYLLABUS,
        { id: open.classroom.id },
        { token },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.syllabus.classroom).toMatchObject({
        shortTitle: 'Pre-Algebra',
        description: 'Ratios and equations.',
        startGrade: 5,
        endGrade: 7,
      });
      expect(result.data!.syllabus.lessons.map((lesson) => [lesson.number, lesson.title])).toEqual([
        [0, 'Introduction'],
        [1, 'Ratios'],
        [2, 'Later'],
      ]);
    }
  });

  it('a closed class only to its students', async () => {
    expect(errorCode(await t.gql(SYLLABUS, { id: closed.classroom.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
    expect((await t.gql(SYLLABUS, { id: closed.classroom.id }, { token: student.token })).errors).toBeUndefined();
  });
});

describe('transcript', () => {
  it("lists a closed class's grades per lesson", async () => {
    const result = await t.gql<{ transcript: { available: boolean; grade: number; lessons: object[] } }>(
      TRANSCRIPT,
      { id: closed.classroom.id },
      { token: student.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.transcript).toMatchObject({
      available: true,
      grade: 68.67,
      lessons: [
        { number: 1, title: 'First', grade: 83, percentComplete: 100 },
        { number: 2, title: 'Second', grade: 40, percentComplete: 100 },
      ],
    });
  });

  it('says when Solve holds no grades for the class', async () => {
    const result = await t.gql<{ transcript: { available: boolean; unavailableMessage: string; lessons: object[] } }>(
      TRANSCRIPT,
      { id: closedEmpty.classroom.id },
      { token: student.token },
    );
    expect(result.data!.transcript).toEqual({
      available: false,
      unavailableMessage: messages.GRADES_NOT_AVAILABLE,
      grade: null,
      lessons: [],
    });
  });

  it('is for the student of a closed class only', async () => {
    expect(errorCode(await t.gql(TRANSCRIPT, { id: open.classroom.id }, { token: student.token }))).toBe('TRANSCRIPT_NOT_READY');
    expect(errorCode(await t.gql(TRANSCRIPT, { id: closed.classroom.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
    expect(errorCode(await t.gql(TRANSCRIPT, { id: closed.classroom.id }, { token: teacher.token }))).toBe('FORBIDDEN');
  });
});

describe('lesson video', () => {
  const video = (variables: Record<string, unknown>, token = student.token) =>
    t.gql<{ lessonVideo: { title: string; url: string; kind: string } }>(VIDEO, { id: open.classroom.id, ...variables }, { token });

  it('a lecture replay by videoId', async () => {
    const result = await video({ videoId: '8100' });
    expect(result.data!.lessonVideo).toEqual({
      title: 'Lesson 1: Ratios',
      url: 'https://www.youtube.com/watch?v=fNk_zzaMoSs',
      kind: 'LECTURE_REPLAY',
      classroom: { id: open.classroom.id },
    });
  });

  it("an assignment's problem-set video, under the Video button's rule", async () => {
    const [, quiz, homework] = open.lessons[1]!.assignments;
    expect((await video({ assignmentId: homework!.id })).data!.lessonVideo).toMatchObject({
      url: 'https://www.youtube.com/watch?v=hwVideo123',
      kind: 'PROBLEM_SET',
    });
    expect(errorCode(await video({ assignmentId: quiz!.id }))).toBe('NO_VIDEO');
    expect((await video({ assignmentId: quiz!.id }, teacher.token)).data!.lessonVideo.url).toBe(
      'https://www.youtube.com/watch?v=quizVideo1',
    );
  });

  it('refuses locked lessons, other students and unknown videos', async () => {
    expect((await video({ videoId: '8200' })).errors?.[0]?.message).toBe('This lesson opens on November 25, 2026.');
    expect(errorCode(await video({ videoId: '8100' }, outsider.token))).toBe('NOT_ENROLLED');
    expect(errorCode(await video({ videoId: 'nope' }))).toBe('NOT_FOUND');
    expect(errorCode(await video({}))).toBe('INVALID_INPUT');
  });
});

describe('printing an instruction set', () => {
  it('lists questions and choices, never the answers', async () => {
    const result = await t.gql<{
      assignmentPrintout: { title: string; questions: { text: string; typesetMath: boolean; choices: string[]; matchWith: string[] }[] };
    }>(PRINT, { id: open.lessons[1]!.assignments[0]!.id }, { token: student.token });
    expect(result.errors).toBeUndefined();
    const { title, questions } = result.data!.assignmentPrintout;
    expect(title).toBe('1.1: Lesson notes');
    expect(questions.map((q) => [q.text, q.choices, q.matchWith])).toEqual([
      ['Which is a ratio?', ['3 apples', '3 to 4'], []],
      ['Order from least to most.', ['1/2', '1/4', '3/4'], []],
      ['Match the rates.', ['$15 for 3 pounds', '120 miles in 2 hours'], ['$5 per pound', '60 miles per hour']],
      ['Click one half.', [], []],
    ]);
    // Math is typeset where the problem asks for it, as in the player.
    expect(questions.map((q) => q.typesetMath)).toEqual([false, false, false, true]);
  });

  it('only instruction sets, and only for the class', async () => {
    expect(errorCode(await t.gql(PRINT, { id: open.lessons[1]!.assignments[1]!.id }, { token: student.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(PRINT, { id: open.lessons[1]!.assignments[0]!.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
  });
});
