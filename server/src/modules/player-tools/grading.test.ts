import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classrooms, problemResponses, submissions } from '../../db/schema/index.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { nextSequence } from '../../db/seed/factories/sequence.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerFixture, type StudentAtWork } from '../../test/player-kit.js';
import { sessionFor } from '../../test/session-for.js';

/** Grading written work: the queue, who may grade, the states and the submission's grade. */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);

const QUEUE = `total items { responseId studentName classroomTitle classroomCode lessonTitle setTitle lapCode problemNumber questionText points reason currentPoints answerText
  attachmentUrl scratchpadUrl submittedAt }
  classrooms { id title pending } assignments { id title pending }`;

interface Queue {
  total: number;
  items: {
    responseId: number;
    studentName: string;
    problemNumber: number;
    answerText: string;
    points: number;
    lapCode: string;
    classroomTitle: string;
    classroomCode: string;
    lessonTitle: string;
    setTitle: string;
    reason: string;
    currentPoints: number | null;
    scratchpadUrl: string | null;
  }[];
  classrooms: { id: number; pending: number }[];
  assignments: { id: number; pending: number }[];
}

async function writtenSet(): Promise<PlayerFixture> {
  return playerFixture(kit.t, {
    set: { feedbackType: 'GRADED' },
    problems: [
      { problemType: 'FREE_FORM', points: 4, questionText: 'Explain ratios' },
      { problemType: 'OFFLINE', points: 2, questionText: 'Draw a graph' },
    ],
  });
}

async function answerAndSubmit(f: PlayerFixture, who: StudentAtWork = f) {
  await kit.calls.create(who, f.problems[0]!.id, { text: 'A ratio compares two numbers' });
  await kit.calls.create(who, f.problems[1]!.id, { text: 'done on paper' });
  const submitted = await kit.calls.submit(who);
  expect(submitted.errors).toBeUndefined();
}

const queue = (token: string, classroomId: number | null = null, assignmentId: number | null = null) =>
  kit.t.gql<{ gradingQueue: Queue }>(
    `query ($c: Int, $a: Int) { gradingQueue(classroomId: $c, assignmentId: $a) { ${QUEUE} } }`,
    {
      c: classroomId,
      a: assignmentId,
    },
    { token },
  );

const grade = (token: string, responseId: number, points: number, comment: string | null = null) =>
  kit.t.gql<{ gradeResponse: { state: number; sum: number; submissionGrade: number | null; submissionGraded: boolean } }>(
    `mutation ($r: Int!, $p: Float!, $c: String) { gradeResponse(responseId: $r, points: $p, comment: $c) {
      state sum comment submissionSum submissionGrade submissionGraded } }`,
    { r: responseId, p: points, c: comment },
    { token },
  );

async function submissionRow(id: number) {
  const [row] = await kit.t.services.db.select().from(submissions).where(eq(submissions.id, id));
  return row!;
}

describe('the grading queue', () => {
  it("lists the class's submitted written answers awaiting a grade, oldest first, with the filters' counts", async () => {
    const f = await writtenSet();
    const staff = await f.staffToken();
    const second = await f.addStudent();
    await kit.calls.create(f, f.problems[0]!.id, { text: 'not yet submitted' });
    expect((await queue(staff, f.classroomId)).data!.gradingQueue.total).toBe(0);
    await kit.calls.submit(f);
    await answerAndSubmit(f, second);
    const result = (await queue(staff, f.classroomId)).data!.gradingQueue;
    expect(result.total).toBe(3);
    expect(result.items.map((item) => [item.problemNumber, item.answerText])).toEqual([
      [1, 'not yet submitted'],
      [1, 'A ratio compares two numbers'],
      [2, 'done on paper'],
    ]);
    expect(result.items[0]).toMatchObject({ points: 4, lapCode: '02-03-01' });
    // Names for the grader beside the codes: the class's title and code, the lesson and the set.
    const [classroom] = await kit.t.services.db.select().from(classrooms).where(eq(classrooms.id, f.classroomId));
    expect(result.items[0]).toMatchObject({
      classroomTitle: classroom!.title,
      classroomCode: classroom!.code,
      lessonTitle: 'Lesson 2: Ratios',
      setTitle: 'Rates',
    });
    expect(result.classrooms).toEqual([expect.objectContaining({ id: f.classroomId, pending: 3 })]);
    expect(result.assignments).toEqual([expect.objectContaining({ id: f.assignmentId, pending: 3 })]);
  });

  it('is refused to students and instructors of other classes; an instructor sees only their classes', async () => {
    const f = await writtenSet();
    await answerAndSubmit(f);
    const stranger = await createEmployee(kit.t.services.db, {
      workEmail: `other${nextSequence()}@solve.test`,
      passwordHash: 'x',
      isTeacher: true,
    });
    const strangerToken = await sessionFor(kit.t.services.db, { userType: 'EMPLOYEE', employeeId: stranger.id }, NOW);
    expect(errorCode(await queue(strangerToken, f.classroomId))).toBe('NOT_TEACHING');
    expect((await queue(strangerToken)).data!.gradingQueue.items).toHaveLength(0);
    expect(errorCode(await queue(f.token, f.classroomId))).toBe('FORBIDDEN');
  });
});

/** A checked set (number answers, auto-graded) whose second answer carries a scratchpad, submitted. */
async function checkedSetWithWork() {
  const f = await playerFixture(kit.t, {
    set: { feedbackType: 'GRADED' },
    problems: [
      { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12', points: 2 },
      { problemType: 'SHORT_NUMBER_RESPONSE', answer: '30', points: 3 },
    ],
  });
  await kit.calls.create(f, f.problems[0]!.id, { text: '12' });
  await kit.calls.create(f, f.problems[1]!.id, { text: '31' });
  await kit.t.services.db
    .update(problemResponses)
    .set({ scratchpadKey: 'scratchpad/s1/work.png', scratchpadUrl: 'http://files.test/scratchpad/s1/work.png' })
    .where(and(eq(problemResponses.submissionId, f.submissionId), eq(problemResponses.problemId, f.problems[1]!.id)));
  return f;
}

describe('checked answers with work to see', () => {
  it("lists an answer with a scratchpad once its set is submitted, with the checker's points, until a teacher saves", async () => {
    const f = await checkedSetWithWork();
    const staff = await f.staffToken();
    expect((await queue(staff, f.classroomId)).data!.gradingQueue.total).toBe(0);
    await kit.calls.submit(f);
    const { items, total } = (await queue(staff, f.classroomId)).data!.gradingQueue;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ problemNumber: 2, reason: 'WORK_TO_SEE', currentPoints: 0, answerText: '31', points: 3 });
    expect(items[0]!.scratchpadUrl).toContain('work.png');
    // Keeping the checker's 0 with a comment takes it off the queue; the student reads the comment.
    const kept = (await grade(staff, items[0]!.responseId, 0, 'Your table is right: check the last step.')).data!.gradeResponse;
    expect(kept).toMatchObject({ state: 6, sum: 0, submissionGrade: 40 });
    expect((await queue(staff, f.classroomId)).data!.gradingQueue.total).toBe(0);
    // Grading it again is allowed (the teacher changes their mind): partial credit for the method.
    const again = (await grade(staff, items[0]!.responseId, 2)).data!.gradeResponse;
    expect(again).toMatchObject({ state: 3, sum: 2, submissionSum: 4, submissionGrade: 80 });
    expect(await submissionRow(f.submissionId)).toMatchObject({ sum: 4, overallGrade: 80 });
  });

  it('leaves a checked answer without work to the checker', async () => {
    const f = await checkedSetWithWork();
    await kit.calls.submit(f);
    const staff = await f.staffToken();
    const [plain] = await kit.t.services.db
      .select()
      .from(problemResponses)
      .where(and(eq(problemResponses.submissionId, f.submissionId), eq(problemResponses.problemId, f.problems[0]!.id)));
    expect(errorCode(await grade(staff, plain!.id, 0))).toBe('GRADE_NOT_MANUAL');
    expect((await queue(staff, f.classroomId)).data!.gradingQueue.items.map((item) => item.problemNumber)).toEqual([2]);
  });

  it('lists every answer of a set without auto-grading as awaiting a grade', async () => {
    const f = await playerFixture(kit.t, {
      set: { feedbackType: 'GRADED', autoGrading: false },
      problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '12', points: 2 }],
    });
    await kit.calls.create(f, f.problems[0]!.id, { text: '12' });
    await kit.calls.submit(f);
    const staff = await f.staffToken();
    const [item] = (await queue(staff, f.classroomId)).data!.gradingQueue.items;
    expect(item).toMatchObject({ reason: 'AWAITING_GRADE', currentPoints: null });
    expect((await grade(staff, item!.responseId, 2)).data!.gradeResponse).toMatchObject({ state: 5, submissionGrade: 100 });
  });
});

describe('grading an answer', () => {
  it('sets the state by points, keeps the comment and grades the submission once every answer is graded', async () => {
    const f = await writtenSet();
    await answerAndSubmit(f);
    const staff = await f.staffToken();
    const [first, second] = (await queue(staff, f.classroomId)).data!.gradingQueue.items;
    const partial = (await grade(staff, first!.responseId, 3, '  Good, but give an example  ')).data!.gradeResponse;
    expect(partial).toMatchObject({ state: 3, sum: 3, comment: 'Good, but give an example', submissionGraded: false, submissionGrade: -1 });
    const full = (await grade(staff, second!.responseId, 2)).data!.gradeResponse;
    expect(full).toMatchObject({ state: 5, submissionGraded: true, submissionGrade: 83.33, submissionSum: 5 });
    expect(await submissionRow(f.submissionId)).toMatchObject({ sum: 5, overallGrade: 83.33, graded: true });
    expect((await grade(staff, first!.responseId, 0)).data!.gradeResponse).toMatchObject({ state: 6, submissionGrade: 33.33 });
    // The student sees the grade and the comment in the player.
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    const response = view.problems.find((problem) => problem.problemId === f.problems[1]!.id)!.response!;
    expect(response).toMatchObject({ graded: true });
    expect((await queue(staff, f.classroomId)).data!.gradingQueue.total).toBe(0);
  });

  it('refuses points out of range, other classes, unsubmitted and auto-graded answers, changing nothing', async () => {
    const f = await writtenSet();
    await kit.calls.create(f, f.problems[0]!.id, { text: 'draft' });
    const staff = await f.staffToken();
    const [row] = await kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, f.submissionId));
    expect(errorCode(await grade(staff, row!.id, 2))).toBe('GRADE_NOT_SUBMITTED');
    await kit.calls.submit(f);
    expect(errorCode(await grade(staff, row!.id, 5))).toBe('GRADE_POINTS_RANGE');
    expect(errorCode(await grade(staff, row!.id, -1))).toBe('GRADE_POINTS_RANGE');
    const long = await grade(staff, row!.id, 1, 'x'.repeat(2_001));
    expect(long.errors?.[0]?.message).toBe('The comment is too long: at most 2,000 characters.');
    expect(errorCode(await grade(f.token, row!.id, 1))).toBe('FORBIDDEN');
    const other = await writtenSet();
    expect(errorCode(await grade(await other.staffToken(), row!.id, 1))).toBe('NOT_TEACHING');
    expect(errorCode(await grade(staff, 0, 1))).toBe('NOT_FOUND');
    const [after] = await kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.id, row!.id));
    expect(after).toMatchObject({ state: 4, graded: false, comment: null });

    const numbers = await playerFixture(kit.t, { problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '1' }] });
    await kit.calls.create(numbers, numbers.problems[0]!.id, { text: '1' });
    await kit.calls.submit(numbers);
    const [auto] = await kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, numbers.submissionId));
    expect(errorCode(await grade(await numbers.staffToken(), auto!.id, 0))).toBe('GRADE_NOT_MANUAL');
  });

  it('grades saved at the same time are all counted in the submission', async () => {
    const f = await writtenSet();
    await answerAndSubmit(f);
    const staff = await f.staffToken();
    const items = (await queue(staff, f.classroomId)).data!.gradingQueue.items;
    const results = await Promise.all(items.map((item) => grade(staff, item.responseId, item.points)));
    expect(results.every((result) => result.errors === undefined)).toBe(true);
    expect(await submissionRow(f.submissionId)).toMatchObject({ sum: 6, overallGrade: 100, graded: true });
  });
});
