import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { rowAsJson } from './json-rows.js';
import { assignments, classrooms, courses, lessons, problemSets } from './schema/index.js';
import { createClassroom, createCourse, createLesson, createLessonPlan } from './seed/factories/catalog.js';
import { createProblemSet } from './seed/factories/content.js';
import { createAssignment } from './seed/factories/learning.js';

/**
 * Rows read as one JSON column must be the very rows Drizzle selects column by column: dates stay
 * 'YYYY-MM-DD' strings, instants become Dates, times, enums, booleans, nulls and numbers keep their
 * types. Pages would otherwise compare a Date with a string, or a number with its text.
 */
describe('a table row read as JSON', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('decodes to the row a plain select returns, for every column type in use', async () => {
    const db = t.services.db;
    const course = await createCourse(db, { code: 'JSON1' });
    const classroom = await createClassroom(db, {
      courseId: course.id,
      code: 'JSON1-A',
      startTime: '16:30:00',
      finalAccessDate: '2027-01-31',
      earlyBirdTuitionCents: 1999,
      externalUrl: null,
    });
    const plan = await createLessonPlan(db, { courseId: course.id, order: 1 });
    const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
    const set = await createProblemSet(db, { code: 'json-1', lessonPlanId: plan.id });
    const assignment = await createAssignment(db, { lessonId: lesson.id, problemSetId: set.id, dueOn: new Date('2026-12-01T04:59:59.123Z') });

    const cases = [
      [classrooms, eq(classrooms.id, classroom.id)],
      [courses, eq(courses.id, course.id)],
      [lessons, eq(lessons.id, lesson.id)],
      [problemSets, eq(problemSets.id, set.id)],
      [assignments, eq(assignments.id, assignment.id)],
    ] as const;
    for (const [table, where] of cases) {
      const json = rowAsJson(table);
      const [plain] = await db.select().from(table).where(where);
      const [viaJson] = await db.select({ row: json.column }).from(table).where(where);
      expect(plain).toBeDefined();
      expect(json.decode(viaJson!.row)).toStrictEqual(plain);
    }
  });
});
