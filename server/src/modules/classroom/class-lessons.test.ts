import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, problemSets } from '../../db/schema/index.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { createAssignment } from '../../db/seed/factories/learning.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, type BuiltClassroom, DAY, enroll, signedInStudent } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { openSecondInstance } from '../../test/second-instance.js';
import { approximateBytes } from '../../memory/bounded.js';
import { CLASS_LESSONS_MEMORY, ClassLessonsMemory, classLessons } from './class-lessons.js';

/**
 * A class's lessons are remembered by each server process (class-lessons.ts). Every page read
 * after a change to them, made by this process, another one or by hand, shows the change.
 */

const NOW = new Date('2026-11-22T20:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const LESSON = `query ($id: Int!) { lessonPage(lessonId: $id) { assignments { assignment { id status } problemSet { title } } } }`;
const DASHBOARD = `{ dashboard { active { classes { classroomId overdueCount } } } }`;

let t: TestServer;
let built: BuiltClassroom;
let student: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  student = await signedInStudent(db, NOW);
  built = await buildClassroom(db, {
    classroom: { code: 'CL-MEM', status: 'OPENED', teachingStyle: 'CLASSROOM', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [{ order: 1, title: 'Ratios', startOn: ago(10), sets: [{ title: 'Rates', kind: 'HOMEWORK', assignment: { dueOn: ago(3) } }] }],
  });
  await enroll(db, student.student.id, built.classroom.id);
});
afterAll(() => t.close());

interface LessonCards {
  lessonPage: { assignments: { assignment: { id: number; status: string }; problemSet: { title: string } }[] };
}

async function lessonCards() {
  const result = await t.gql<LessonCards>(LESSON, { id: built.lessons[0]!.lesson.id }, { token: student.token });
  return result.data!.lessonPage.assignments;
}

async function overdue() {
  const result = await t.gql<{ dashboard: { active: { classes: { classroomId: number; overdueCount: number }[] }[] } }>(
    DASHBOARD,
    {},
    { token: student.token },
  );
  return result.data!.dashboard.active.flatMap((section) => section.classes).find((card) => card.classroomId === built.classroom.id)!
    .overdueCount;
}

describe("a class's remembered lessons", () => {
  it('show a set renamed and an assignment added after the lesson page was read', async () => {
    expect((await lessonCards()).map((card) => card.problemSet.title)).toEqual(['Rates']);
    const set = built.lessons[0]!.assignments[0]!;
    await t.services.db.update(problemSets).set({ title: 'Rates, again' }).where(eq(problemSets.id, set.problemSetId));
    const extra = await createProblemSet(t.services.db, {
      lessonPlanId: built.lessons[0]!.plan.id,
      order: 2,
      title: 'Unit prices',
      kind: 'HOMEWORK',
    });
    await createAssignment(t.services.db, { lessonId: built.lessons[0]!.lesson.id, problemSetId: extra.id, dueOn: ago(2) });
    expect((await lessonCards()).map((card) => card.problemSet.title)).toEqual(['Rates, again', 'Unit prices']);
  });

  it('follow a due date moved after the dashboard was read, in the overdue count', async () => {
    const before = await overdue();
    expect(before).toBeGreaterThan(0);
    const [first] = built.lessons[0]!.assignments;
    await t.services.db
      .update(assignments)
      .set({ dueOn: new Date(NOW.getTime() + 3 * DAY) })
      .where(eq(assignments.id, first!.id));
    expect(await overdue()).toBe(before - 1);
  });

  it('show a change made through another server process on the next read', async () => {
    await lessonCards();
    const [first] = built.lessons[0]!.assignments;
    const second = await openSecondInstance(t);
    try {
      await second.services.db.update(assignments).set({ status: 'NOT_ASSIGNED' }).where(eq(assignments.id, first!.id));
    } finally {
      await second.close();
    }
    const card = (await lessonCards()).find((entry) => entry.assignment.id === first!.id);
    expect(card?.assignment.status).toBe('NOT_ASSIGNED');
  });
});

describe('the memory of class lessons', () => {
  it('is bounded by the bytes the lessons take, not by the number of classes', async () => {
    const lessons = (await classLessons(t.services.db, [built.classroom.id], null)).get(built.classroom.id)!;
    const bytes = approximateBytes(lessons);
    // At least the text it holds, two bytes a character.
    expect(bytes).toBeGreaterThan(JSON.stringify(lessons).length);
    const budget = bytes * 20;
    const memory = new ClassLessonsMemory({ maxBytes: budget, ttlMs: 60_000 });
    for (let classroomId = 1; classroomId <= 100; classroomId++) memory.keep(classroomId, lessons, '1');
    expect(memory.bytes).toBeLessThanOrEqual(budget);
    expect(memory.recall(100, '1')).toBe(lessons);
    expect(memory.recall(1, '1')).toBeUndefined();
    // A class several times larger takes several times the room.
    const larger = Array.from({ length: 40 }, () => lessons).flat();
    expect(approximateBytes(larger)).toBeGreaterThan(bytes * 30);
    expect(CLASS_LESSONS_MEMORY.maxBytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  });

  it('forgets a class after its time, changed or not', () => {
    let clock = 1_000;
    const memory = new ClassLessonsMemory({ ...CLASS_LESSONS_MEMORY, clock: { now: () => clock } });
    memory.keep(1, [], '1');
    expect(memory.recall(1, '1')).toEqual([]);
    clock += CLASS_LESSONS_MEMORY.ttlMs + 1;
    expect(memory.recall(1, '1')).toBeUndefined();
  });
});
