import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, jobs, notifications } from '../../db/schema/index.js';
import { createClassroom, createCourse, createLesson, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee, teach } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { notificationPeople } from '../../test/notification-kit.js';
import { setNotificationPreference } from './preferences.service.js';
import { notifyScheduled } from './scheduled-notifications.js';

// Noon on 22 November in the academy's zone (America/Los_Angeles).
const NOON = new Date('2026-11-22T20:00:00Z');
const ADD = `mutation ($lesson: Int!, $set: Int!, $input: AssignmentInput!) { addAssignment(lessonId: $lesson, problemSetId: $set, input: $input) { id } }`;
const UPDATE = `mutation ($id: Int!, $input: AssignmentInput!) { updateAssignment(id: $id, input: $input) { id } }`;
const SET_ALL = `mutation ($id: Int!, $status: AssignmentStatus!) { setClassAssignmentsStatus(classroomId: $id, status: $status) { id } }`;

let t: TestServer;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOON });
  await createSettings(t.services.db, { name: 'Solve Academy' });
  teacher = await signedInEmployee(t.services.db, NOON, { isTeacher: true });
});
afterAll(() => t.close());

const db = () => t.services.db;

/** A class the teacher teaches with one lesson, a reader (mail on) and a quiet student (mail off) enrolled, and an outsider. */
async function classWithStudents() {
  const course = await createCourse(db());
  const classroom = await createClassroom(db(), { courseId: course.id, title: 'Geometry' });
  const plan = await createLessonPlan(db(), { courseId: course.id, order: 1 });
  const lesson = await createLesson(db(), { classroomId: classroom.id, lessonPlanId: plan.id });
  await teach(db(), teacher.employee.id, classroom.id);
  const reader = await notificationPeople(db(), NOON);
  const quiet = await notificationPeople(db(), NOON);
  const outsider = await notificationPeople(db(), NOON);
  for (const who of [reader, quiet]) await createEnrollment(db(), { studentId: who.student.id, classroomId: classroom.id });
  await setNotificationPreference(t.services, quiet.recipients.student, 'NEW_ASSIGNMENT', 'EMAIL', false);
  return { classroom, lesson, reader: reader.student.id, quiet: quiet.student.id, outsider: outsider.student.id };
}

async function add(lessonId: number, input: Record<string, unknown>) {
  const set = await createProblemSet(db(), { title: 'Triangles' });
  const result = await t.gql(ADD, { lesson: lessonId, set: set.id, input: { graded: true, ...input } }, { token: teacher.token });
  expect(result.errors).toBeUndefined();
  const [row] = await db()
    .select()
    .from(assignments)
    .where(and(eq(assignments.lessonId, lessonId), eq(assignments.problemSetId, set.id)));
  return row!;
}

const bellOf = (studentId: number) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.recipientType, 'STUDENT'), eq(notifications.recipientId, studentId), eq(notifications.kind, 'NEW_ASSIGNMENT')),
    );
const mailJobsOf = (assignmentId: number) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `notify:new-assignment:${assignmentId}:%`));

describe('a new assignment', () => {
  it('added open to students tells each enrolled student once, by mail unless turned off; an edit tells no one again', async () => {
    t.clock.now = NOON;
    const room = await classWithStudents();
    const assignment = await add(room.lesson.id, { status: 'ASSIGNED', due: { date: '2026-11-30', time: '21:00' } });
    const [row, ...more] = await bellOf(room.reader);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      eventKey: `new-assignment:${assignment.id}:${room.reader}`,
      studentId: room.reader,
      title: 'New in Geometry: Triangles',
      link: `/lessons?classroomId=${room.classroom.id}`,
    });
    expect(row!.body).toContain('Due ');
    expect(await bellOf(room.quiet)).toHaveLength(1);
    expect(await bellOf(room.outsider)).toHaveLength(0);
    expect((await mailJobsOf(assignment.id)).map((job) => job.dedupeKey)).toEqual([
      `notify:new-assignment:${assignment.id}:${room.reader}:STUDENT:${room.reader}:EMAIL`,
    ]);
    const edited = await t.gql(UPDATE, { id: assignment.id, input: { status: 'ASSIGNED', graded: false } }, { token: teacher.token });
    expect(edited.errors).toBeUndefined();
    expect(await bellOf(room.reader)).toHaveLength(1);
    expect(await mailJobsOf(assignment.id)).toHaveLength(1);
  });

  it('with a start time to come, the hourly scan tells of it once its time has passed', async () => {
    t.clock.now = NOON;
    const room = await classWithStudents();
    // 09:00 on the 23rd in Los Angeles.
    const assignment = await add(room.lesson.id, { status: 'ASSIGNED', start: { date: '2026-11-23', time: '09:00' } });
    expect(await bellOf(room.reader)).toHaveLength(0);
    expect((await notifyScheduled(t.services)).newAssignments).toBe(0);
    t.clock.now = new Date('2026-11-23T17:30:00Z'); // 09:30 there
    expect((await notifyScheduled(t.services)).newAssignments).toBe(2);
    expect((await bellOf(room.reader)).map((row) => row.eventKey)).toEqual([`new-assignment:${assignment.id}:${room.reader}`]);
    expect(await bellOf(room.quiet)).toHaveLength(1);
    expect(await mailJobsOf(assignment.id)).toHaveLength(1);
    expect((await notifyScheduled(t.services)).newAssignments).toBe(0);
    expect(await bellOf(room.reader)).toHaveLength(1);
  });

  it('not assigned tells no one; assigning the whole class tells of each assignment once', async () => {
    t.clock.now = NOON;
    const room = await classWithStudents();
    const first = await add(room.lesson.id, { status: 'NOT_ASSIGNED' });
    const second = await add(room.lesson.id, { status: 'NOT_ASSIGNED' });
    expect(await bellOf(room.reader)).toHaveLength(0);
    const assigned = await t.gql(SET_ALL, { id: room.classroom.id, status: 'ASSIGNED' }, { token: teacher.token });
    expect(assigned.errors).toBeUndefined();
    expect((await bellOf(room.reader)).map((row) => row.eventKey).sort()).toEqual(
      [`new-assignment:${first.id}:${room.reader}`, `new-assignment:${second.id}:${room.reader}`].sort(),
    );
    // Unassigned and assigned again: already told.
    await t.gql(SET_ALL, { id: room.classroom.id, status: 'NOT_ASSIGNED' }, { token: teacher.token });
    await t.gql(SET_ALL, { id: room.classroom.id, status: 'ASSIGNED' }, { token: teacher.token });
    expect(await bellOf(room.reader)).toHaveLength(2);
  });
});
