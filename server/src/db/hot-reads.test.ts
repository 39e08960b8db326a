import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutClassStatement, checkoutInstructorsJsonSchema, checkoutLessonsJsonSchema } from '../modules/catalog/catalog.service.js';
import { cardJsonSchema, studentDashboardsStatement } from '../modules/classroom/dashboard.service.js';
import { workArraySchema } from '../modules/classroom/work.service.js';
import { bestOfStudent, gradebookCommentsSchema } from '../modules/gradebook/gradebook.service.js';
import { choicesJsonSchema, loadAnswerContext } from '../modules/player/player.repository.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import type { Db } from './client.js';
import { idList } from './id-list.js';
import { assignments, choices, classrooms, enrollments, problems, students, submissions } from './schema/index.js';
import { seedDemoAcademy } from './seed/demo.js';

const NOW = new Date('2026-11-22T18:00:00Z');

/**
 * Parses every value a hot read built in JSON with the read's schema: the reads assert their types
 * and are not parsed at run time, so a column renamed, added or retyped in their SQL fails here.
 * Returns how many values were parsed, so a test also sees that the demo academy exercised the read.
 */
function parseAll<T>(schema: z.ZodType<T>, values: readonly unknown[]): number {
  for (const value of values) schema.parse(value);
  return values.length;
}

describe('the JSON of the hot reads, on the demo academy', () => {
  let t: TestServer;
  let db: Db;

  beforeAll(async () => {
    t = await startTestServer({ now: NOW });
    db = t.services.db;
    await seedDemoAcademy(db, NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("matches the dashboard's class cards and work", async () => {
    const studentIds = (await db.select({ id: students.id }).from(students)).map((row) => row.id);
    const rows = await studentDashboardsStatement(db).execute({ studentIds: idList(studentIds) });
    expect(rows).toHaveLength(studentIds.length);
    expect(
      parseAll(
        z.array(cardJsonSchema),
        rows.map((row) => row.cards),
      ),
    ).toBeGreaterThan(0);
    expect(rows.flatMap((row) => row.cards).length).toBeGreaterThan(0);
    expect(
      parseAll(
        z.array(workArraySchema),
        rows.map((row) => row.work),
      ),
    ).toBeGreaterThan(0);
    expect(rows.flatMap((row) => row.work).length).toBeGreaterThan(0);
  });

  it("matches the gradebook's comments on a student's best attempts", async () => {
    const enrolled = await db
      .selectDistinct({ classroomId: enrollments.classroomId, studentId: enrollments.studentId })
      .from(enrollments)
      .where(isNull(enrollments.withdrawnAt));
    const comments = (await Promise.all(enrolled.map((key) => bestOfStudent(db).execute(key)))).flat().map((row) => row.comments);
    expect(parseAll(gradebookCommentsSchema, comments)).toBeGreaterThan(0);
    expect(comments.some((list) => list !== null && list.length > 0)).toBe(true);
  });

  it("matches the checkout page's instructors and lessons", async () => {
    const classes = await db.select({ id: classrooms.id }).from(classrooms);
    const rows = (await Promise.all(classes.map(({ id }) => checkoutClassStatement(db).execute({ classroomId: id })))).flat();
    expect(rows).toHaveLength(classes.length);
    expect(
      parseAll(
        checkoutInstructorsJsonSchema,
        rows.map((row) => row.instructors),
      ),
    ).toBeGreaterThan(0);
    expect(
      parseAll(
        checkoutLessonsJsonSchema,
        rows.map((row) => row.lessons),
      ),
    ).toBeGreaterThan(0);
    expect(rows.some((row) => row.instructors.length > 0 && row.lessons.some((lesson) => lesson.startOn !== null))).toBe(true);
  });

  it("matches the choices of the player's answer context", async () => {
    // A submitted attempt at each problem set whose problems have choices, with one such problem.
    const targets = await db
      .selectDistinctOn([problems.problemSetId], { submissionId: submissions.id, problemId: problems.id })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(problems, eq(problems.problemSetId, assignments.problemSetId))
      .innerJoin(choices, eq(choices.problemId, problems.id))
      .where(isNotNull(submissions.submittedAt));
    const contexts = await Promise.all(targets.map((target) => loadAnswerContext(db, target)));
    const choiceLists = contexts.map((context) => context?.problem?.choices);
    expect(parseAll(choicesJsonSchema, choiceLists)).toBeGreaterThan(0);
    expect(choiceLists.every((list) => list !== undefined && list.length > 0)).toBe(true);
  });
});
