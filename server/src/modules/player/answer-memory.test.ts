import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assignments,
  classrooms,
  counterShards,
  lessonPlans,
  lessons,
  problemResponses,
  problems,
  problemSets,
  submissions,
} from '../../db/schema/index.js';
import { createChoice, problemSetValues } from '../../db/seed/factories/content.js';
import { assignmentValues } from '../../db/seed/factories/learning.js';
import { createClassroom, createCourse, lessonPlanValues, lessonValues } from '../../db/seed/factories/catalog.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerSetup } from '../../test/player-kit.js';
import { AnswerMemory, answerMemory } from './answer-memory.js';
import type { AnswerContext } from './player.repository.js';

/**
 * Answers saved from what a process remembers (answer-memory.ts) come out exactly as answers
 * saved from a fresh read: a change of content between two answers, a closed or foreign
 * submission, all are seen by the next answer.
 */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);

const numbers: PlayerSetup = {
  problems: [
    { problemType: 'SHORT_NUMBER_RESPONSE', answer: '1' },
    { problemType: 'SHORT_NUMBER_RESPONSE', answer: '2' },
  ],
  set: { feedbackType: 'DELAYED' },
};

async function storedResponses(submissionId: number) {
  return kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, submissionId));
}

async function contentVersion(): Promise<number> {
  const [row] = await kit.t.services.db
    .select({ value: counterShards.value })
    .from(counterShards)
    .where(and(eq(counterShards.name, 'content_version'), eq(counterShards.shard, 0)));
  return Number(row!.value);
}

describe('answers after the content changed', () => {
  it('are scored against the changed answer key', async () => {
    const f = await playerFixture(kit.t, numbers);
    const first = (await kit.calls.create(f, f.problems[0]!.id, { text: '5' })).data!.createProblemResponse.response!;
    expect((await storedResponses(f.submissionId))[0]).toMatchObject({ value: '5', state: 2 });
    await kit.t.services.db.update(problems).set({ answer: '5' }).where(eq(problems.id, f.problems[0]!.id));
    expect((await kit.calls.update(f, first.id, { text: '5' })).data!.updateProblemResponse.applied).toBe(true);
    expect((await storedResponses(f.submissionId))[0]).toMatchObject({ value: '5', state: 1, sum: 1 });
  });

  it('see a choice added to a problem', async () => {
    const f = await playerFixture(kit.t, {
      problems: [{ problemType: 'MULTIPLE_CHOICE_ONE_ANSWER', choices: [['Red'], ['Blue']] }],
      set: { feedbackType: 'DELAYED' },
    });
    const keyOf = async (text: string) =>
      (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player.problems[0]!.choices.find((choice) => choice.text === text)
        ?.key;
    await kit.calls.create(f, f.problems[0]!.id, { selected: [(await keyOf('Red'))!] });
    await createChoice(kit.t.services.db, { problemId: f.problems[0]!.id, order: 3, text: 'Green', correct: true });
    const changed = (await kit.calls.create(f, f.problems[0]!.id, { selected: [(await keyOf('Green'))!] })).data!.createProblemResponse;
    expect(changed).toMatchObject({ applied: true, outcome: 'SAVED' });
    expect((await storedResponses(f.submissionId))[0]).toMatchObject({ state: 1 });
  });

  it('are refused once a time limit set meanwhile has run out', async () => {
    // The attempt began 60 s ago; a limit of 30 s (plus the grace) has passed.
    const f = await playerFixture(kit.t, numbers);
    const first = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.response!;
    await kit.t.services.db.update(problemSets).set({ timeLimit: 30 }).where(eq(problemSets.id, f.problemSetId));
    expect(errorCode(await kit.calls.update(f, first.id, { text: '7' }))).toBe('TIME_IS_UP');
    expect(await storedResponses(f.submissionId)).toEqual([expect.objectContaining({ value: '1' })]);
  });
});

describe('answers to a submission the server has seen', () => {
  it('from another student are refused and change nothing', async () => {
    const f = await playerFixture(kit.t, numbers);
    const own = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.response!;
    const other = await f.addStudent();
    const intruder = { ...other, submissionId: f.submissionId };
    expect(errorCode(await kit.calls.create(intruder, f.problems[1]!.id, { text: '2' }))).toBe('FORBIDDEN');
    expect(errorCode(await kit.calls.update(intruder, own.id, { text: '9' }))).toBe('FORBIDDEN');
    expect(await storedResponses(f.submissionId)).toEqual([expect.objectContaining({ value: '1' })]);
  });

  it('keep the invalid-input answer of a fresh read, with its hint, and store nothing', async () => {
    const f = await playerFixture(kit.t, numbers);
    await kit.calls.create(f, f.problems[0]!.id, { text: '1' });
    const invalid = (await kit.calls.create(f, f.problems[1]!.id, { text: 'two' })).data!.createProblemResponse;
    expect(invalid).toMatchObject({ outcome: 'INVALID', applied: false, response: null });
    expect(invalid.message).toBeTruthy();
    expect(await storedResponses(f.submissionId)).toHaveLength(1);
  });
});

describe('opening the player', () => {
  it("keeps the attempt's facts: its first answer to a problem the process knows is saved without a read", async () => {
    const f = await playerFixture(kit.t, numbers);
    const classmate = await f.addStudent();
    // A classmate's answer leaves the set's content remembered.
    await kit.calls.create(classmate, f.problems[0]!.id, { text: '1' });
    const memory = answerMemory(kit.t.services.db);
    const target = { submissionId: f.submissionId, problemId: f.problems[0]!.id };
    expect(memory.recall(target)).toBeNull();
    await kit.calls.view(f, f.assignmentId, f.submissionId);
    expect(memory.recall(target)).toMatchObject({ submission: { id: f.submissionId, studentId: f.studentId } });
    const saved = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse;
    expect(saved).toMatchObject({ applied: true });
    expect(await storedResponses(f.submissionId)).toEqual([expect.objectContaining({ value: '1', state: 1 })]);
  });

  it('keeps nothing of an attempt that takes no answers, or of one the viewer may not open', async () => {
    const f = await playerFixture(kit.t, { ...numbers, submission: { submittedAt: NOW } });
    const open = { submittedAt: null };
    // A classmate's answer leaves the set's content remembered.
    const classmate = await f.addStudent(open);
    expect((await kit.calls.create(classmate, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.applied).toBe(true);
    const [unopened, stranger] = [await f.addStudent(open), await f.addStudent(open)];
    await kit.calls.view(f, f.assignmentId, f.submissionId);
    expect(errorCode(await kit.calls.view(stranger, f.assignmentId, unopened.submissionId))).toBe('FORBIDDEN');
    const memory = answerMemory(kit.t.services.db);
    expect(memory.recall({ submissionId: classmate.submissionId, problemId: f.problems[0]!.id })).not.toBeNull();
    expect(memory.recall({ submissionId: f.submissionId, problemId: f.problems[0]!.id })).toBeNull();
    expect(memory.recall({ submissionId: unopened.submissionId, problemId: f.problems[0]!.id })).toBeNull();
  });
});

describe('what the memory takes as fixed', () => {
  /** The database's refusal of an update, or null when it was made. */
  const refusal = async (update: PromiseLike<unknown>) => {
    try {
      await update;
      return null;
    } catch (error) {
      return String((error as { cause?: unknown }).cause ?? error);
    }
  };

  it("is an attempt's student, assignment, seed and start, and an answer's attempt and problem, which nobody may change", async () => {
    const f = await playerFixture(kit.t, numbers);
    const other = await playerFixture(kit.t, numbers);
    const answer = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.response!;
    const db = kit.t.services.db;
    const attempt = eq(submissions.id, f.submissionId);
    const changes = [
      db.update(submissions).set({ studentId: other.studentId }).where(attempt),
      db.update(submissions).set({ assignmentId: other.assignmentId }).where(attempt),
      db.update(submissions).set({ randomSeed: 12345 }).where(attempt),
      db
        .update(submissions)
        .set({ startedAt: new Date(NOW.getTime() - 3_600_000) })
        .where(attempt),
      db.update(problemResponses).set({ problemId: f.problems[1]!.id }).where(eq(problemResponses.id, answer.id)),
      db.update(problemResponses).set({ submissionId: other.submissionId }).where(eq(problemResponses.id, answer.id)),
    ];
    for (const change of changes) expect(await refusal(change)).toMatch(/fixed once written/);
    const [kept] = await db.select().from(submissions).where(attempt);
    expect(kept).toMatchObject({ studentId: f.studentId, assignmentId: f.assignmentId });
    expect(await storedResponses(f.submissionId)).toEqual([expect.objectContaining({ id: answer.id, problemId: f.problems[0]!.id })]);
    // Everything else an attempt or an answer holds still changes, and setting a fact to itself is no change.
    expect(await refusal(db.update(submissions).set({ totalTimeSpent: 5, studentId: f.studentId }).where(attempt))).toBeNull();
    expect(await refusal(db.update(problemResponses).set({ comment: 'Well done' }).where(eq(problemResponses.id, answer.id)))).toBeNull();
  });
});

describe('the content version', () => {
  it('rises with every change to what an answer or a class page reads, and only then', async () => {
    const f = await playerFixture(kit.t, numbers);
    const db = kit.t.services.db;
    const rises = async (change: () => Promise<unknown>) => {
      const before = await contentVersion();
      await change();
      return (await contentVersion()) > before;
    };
    const course = await createCourse(db);
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, f.lessonId));
    expect(await rises(() => db.update(problems).set({ points: 2 }).where(eq(problems.id, f.problems[0]!.id)))).toBe(true);
    expect(await rises(() => createChoice(db, { problemId: f.problems[1]!.id, order: 1, text: '2', correct: true }))).toBe(true);
    expect(await rises(() => db.update(problemSets).set({ allowSkip: false }).where(eq(problemSets.id, f.problemSetId)))).toBe(true);
    expect(await rises(() => db.update(lessonPlans).set({ title: 'Rates again' }).where(eq(lessonPlans.id, lesson!.lessonPlanId)))).toBe(
      true,
    );
    expect(await rises(() => db.update(classrooms).set({ teachingStyle: 'SELF_PACED' }).where(eq(classrooms.id, f.classroomId)))).toBe(
      true,
    );
    expect(await rises(() => db.update(lessons).set({ classroomId: f.classroomId }).where(eq(lessons.id, f.lessonId)))).toBe(true);
    expect(await rises(() => db.update(assignments).set({ problemSetId: f.problemSetId }).where(eq(assignments.id, f.assignmentId)))).toBe(
      true,
    );
    // A class's lessons (class-lessons.ts) are read whole: any change to them, new rows included.
    expect(await rises(() => db.update(lessons).set({ webinarUrl: 'https://meet.solve.test/1' }).where(eq(lessons.id, f.lessonId)))).toBe(
      true,
    );
    expect(await rises(() => db.update(assignments).set({ status: 'NOT_ASSIGNED' }).where(eq(assignments.id, f.assignmentId)))).toBe(true);
    const [plan] = await db.select().from(lessonPlans).where(eq(lessonPlans.id, lesson!.lessonPlanId));
    const [newPlan] = await db
      .insert(lessonPlans)
      .values(lessonPlanValues({ courseId: plan!.courseId, order: 90 }))
      .returning();
    expect(await rises(() => db.insert(lessons).values(lessonValues({ classroomId: f.classroomId, lessonPlanId: newPlan!.id })))).toBe(
      true,
    );
    const [set] = await db.insert(problemSets).values(problemSetValues()).returning();
    expect(await rises(() => db.insert(assignments).values(assignmentValues({ lessonId: f.lessonId, problemSetId: set!.id })))).toBe(true);
    // Changes nothing either reads: a new plan or set no lesson uses yet, a new classroom, other columns of a classroom.
    expect(await rises(() => db.insert(lessonPlans).values(lessonPlanValues({ courseId: plan!.courseId, order: 91 })))).toBe(false);
    expect(await rises(() => db.insert(problemSets).values(problemSetValues()))).toBe(false);
    expect(await rises(() => createClassroom(db, { courseId: course.id }))).toBe(false);
    expect(await rises(() => db.update(classrooms).set({ enrollmentMax: 12 }).where(eq(classrooms.id, f.classroomId)))).toBe(false);
  });
});

describe('what a process remembers', () => {
  const context = (version: string | null, problemId = 7): AnswerContext =>
    ({
      assignmentId: 3,
      set: { id: 5 },
      submission: { id: 11, studentId: 13, assignmentId: 3, randomSeed: 17, startedAt: NOW, submittedAt: null, reviewed: false },
      problem: { problem: { id: problemId, problemSetId: 5 }, choices: [] },
      existing: null,
      contentVersion: version,
    }) as unknown as AnswerContext;

  it('recalls a submission, assignment and problem it has read, for either kind of target', () => {
    const memory = new AnswerMemory();
    expect(memory.recall({ submissionId: 11, problemId: 7 })).toBeNull();
    memory.remember(context('4'));
    memory.rememberResponse(21, 11, 7);
    expect(memory.recall({ submissionId: 11, problemId: 7 })).toMatchObject({
      submission: { studentId: 13, randomSeed: 17 },
      contentVersion: '4',
    });
    expect(memory.recall({ responseId: 21 })).toMatchObject({ problem: { problem: { id: 7 } } });
    expect(memory.recall({ submissionId: 11, problemId: 8 })).toBeNull();
  });

  it('drops content of an older version and never takes an older read over a newer one', () => {
    const memory = new AnswerMemory();
    memory.remember(context('4', 7));
    memory.remember(context('5', 8));
    expect(memory.recall({ submissionId: 11, problemId: 7 })).toBeNull();
    expect(memory.recall({ submissionId: 11, problemId: 8 })).toMatchObject({ contentVersion: '5' });
    memory.remember(context('4', 7));
    expect(memory.recall({ submissionId: 11, problemId: 7 })).toBeNull();
  });

  it('keeps no content read without a version', () => {
    const memory = new AnswerMemory();
    memory.remember(context(null));
    expect(memory.recall({ submissionId: 11, problemId: 7 })).toBeNull();
  });
});
