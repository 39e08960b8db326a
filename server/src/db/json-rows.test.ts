import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { rowAsArray, rowAsJson } from './json-rows.js';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { assignments, classrooms, courses, lessons, problemResponses, problems, problemSets, submissions } from './schema/index.js';
import { createClassroom, createCourse, createLesson, createLessonPlan } from './seed/factories/catalog.js';
import { createProblem, createProblemSet } from './seed/factories/content.js';
import { createAssignment, createProblemResponse, createSubmission } from './seed/factories/learning.js';
import { createStudent } from './seed/factories/people.js';

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
    const assignment = await createAssignment(db, {
      lessonId: lesson.id,
      problemSetId: set.id,
      dueOn: new Date('2026-12-01T04:59:59.123Z'),
    });
    const problem = await createProblem(db, {
      problemSetId: set.id,
      order: 1,
      problemType: 'SHORT_NUMBER_RESPONSE',
      answer: '3.5',
      approximate: true,
    });
    const student = await createStudent(db, { username: 'json-rows', passwordHash: 'x' });
    const submission = await createSubmission(db, {
      assignmentId: assignment.id,
      studentId: student.id,
      startedAt: new Date('2026-11-20T15:00:00.5Z'),
    });
    const response = await createProblemResponse(db, {
      submissionId: submission.id,
      problemId: problem.id,
      value: '3.52',
      sum: 0.5,
      sequence: 1_795_000_000_123,
    });

    const cases = [
      [classrooms, eq(classrooms.id, classroom.id)],
      [courses, eq(courses.id, course.id)],
      [lessons, eq(lessons.id, lesson.id)],
      [problemSets, eq(problemSets.id, set.id)],
      [assignments, eq(assignments.id, assignment.id)],
      [problems, eq(problems.id, problem.id)],
      [submissions, eq(submissions.id, submission.id)],
      [problemResponses, eq(problemResponses.id, response.id)],
    ] as const;
    for (const [table, where] of cases) {
      const json = rowAsJson(table);
      const [plain] = await db.select().from(table).where(where);
      const [viaJson] = await db.select({ row: json.column }).from(table).where(where);
      expect(plain).toBeDefined();
      expect(json.decode(viaJson!.row)).toStrictEqual(plain);
    }

    // As an array: the same row without the omitted columns, instants to the millisecond.
    for (const [table, where] of cases) {
      const array = rowAsArray(table, `"${getTableName(table)}"`, ['createdAt']);
      const [plain] = await db.select().from(table).where(where);
      const [viaArray] = await db.select({ row: array.column }).from(table).where(where);
      const { createdAt: _omitted, ...rest } = plain as Record<string, unknown>;
      expect(array.decode(viaArray!.row)).toStrictEqual(rest);
    }

    // The row of an outer join that found nothing is null, not a row of nulls.
    const [missing] = await db
      .select({ response: rowAsJson(problemResponses).column })
      .from(submissions)
      .leftJoin(problemResponses, and(eq(problemResponses.submissionId, submissions.id), eq(problemResponses.problemId, -1)))
      .where(eq(submissions.id, submission.id));
    expect(missing!.response).toBeNull();
  });

  it.each([
    // an instant with microseconds, stored as PostgreSQL keeps it: the Date keeps whole milliseconds, as Drizzle's does
    ['2026-11-20T15:00:00.123456Z'],
    ['2026-11-20T15:00:00.999999Z'],
    ['1969-12-31T23:59:59.999500Z'],
    ['1950-06-01T08:30:00.000001Z'],
  ])('sends the instant %s as the Date a plain select returns', async (stamp) => {
    const db = t.services.db;
    const course = await createCourse(db, { code: `JSON-${stamp.slice(0, 4)}-${stamp.slice(-8, -1)}` });
    const classroom = await createClassroom(db, { courseId: course.id, code: `JSONA-${stamp.slice(-8, -1)}-${stamp.slice(0, 4)}` });
    const plan = await createLessonPlan(db, { courseId: course.id, order: 1 });
    const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
    await db.execute(sql`update lessons set preview_on = ${stamp}::timestamptz where id = ${lesson.id}`);
    const array = rowAsArray(lessons, '"lessons"');
    const [plain] = await db.select().from(lessons).where(eq(lessons.id, lesson.id));
    const [viaArray] = await db.select({ row: array.column }).from(lessons).where(eq(lessons.id, lesson.id));
    expect(array.decode(viaArray!.row).previewOn).toStrictEqual(plain!.previewOn);
    expect(plain!.previewOn!.toISOString()).toBe(`${stamp.slice(0, 23)}Z`);
  });
});
