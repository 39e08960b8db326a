import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyMembers, jobs, notifications } from '../../db/schema/index.js';
import { createClassroom, createCourse, createLesson, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { createAssignment, createEnrollment, createSubmission } from '../../db/seed/factories/learning.js';
import { createLocation } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { JOB_HANDLERS } from '../../jobs/job-kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { runDueJobs } from '../../jobs/runner.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { notificationPeople } from '../../test/notification-kit.js';
import { setNotificationPreference } from './preferences.service.js';
import { notifyScheduled } from './scheduled-notifications.js';

// Noon on 22 November in the academy's zone (America/Los_Angeles).
const NOON = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let people: Awaited<ReturnType<typeof notificationPeople>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOON });
  await createSettings(t.services.db, { name: 'Solve Academy' });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = NOON;
  people = await notificationPeople(t.services.db, NOON);
});

const db = () => t.services.db;

/** A class the test's student is enrolled in, with one lesson. */
async function enrolledClass(values: { startDate?: string; centerLocationId?: number; webinarUrl?: string } = {}) {
  const course = await createCourse(db());
  const classroom = await createClassroom(db(), {
    courseId: course.id,
    ...(values.startDate ? { startDate: values.startDate, endDate: '2027-03-01' } : {}),
    centerLocationId: values.centerLocationId ?? null,
  });
  const plan = await createLessonPlan(db(), { courseId: course.id, order: 1 });
  const lesson = await createLesson(db(), { classroomId: classroom.id, lessonPlanId: plan.id, webinarUrl: values.webinarUrl ?? null });
  await createEnrollment(db(), { studentId: people.student.id, classroomId: classroom.id });
  return { classroom, lesson };
}

/** Homework of the test's student due at an instant. */
async function homeworkDue(dueOn: Date) {
  const { lesson } = await enrolledClass();
  const set = await createProblemSet(db(), { title: 'Ratios and Rates' });
  return createAssignment(db(), { lessonId: lesson.id, problemSetId: set.id, dueOn });
}

const rowsOf = (key: string) => db().select().from(notifications).where(eq(notifications.eventKey, key));
const mailJobsOf = (key: string) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `notify:${key}:%`));
const dueKey = (assignmentId: number) => `homework-due:${assignmentId}:${people.student.id}`;
const lateKey = (assignmentId: number) => `homework-late:${assignmentId}:${people.student.id}`;

describe('homework due tomorrow', () => {
  it('tells the family once of homework due tomorrow and not started; a second run adds nothing', async () => {
    const assignment = await homeworkDue(new Date('2026-11-23T20:00:00Z')); // noon tomorrow
    await notifyScheduled(t.services);
    const [row, ...more] = await rowsOf(dueKey(assignment.id));
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      kind: 'HOMEWORK_DUE',
      recipientType: 'FAMILY_MEMBER',
      recipientId: people.parent.id,
      studentId: people.student.id,
    });
    expect(row!.title).toContain(people.student.firstName);
    // By mail (its default), not by text; the mail names the student, and the academy in its footer.
    const [mail, ...others] = await mailJobsOf(dueKey(assignment.id));
    expect(others).toHaveLength(0);
    expect(mail!.kind).toBe('notify-mail');
    const payload = mail!.payload as { subject: string; text: string };
    expect(payload.subject).toBe(`${people.student.firstName}'s homework is due tomorrow`);
    expect(payload.text).toContain('Solve Academy');

    await notifyScheduled(t.services);
    expect(await rowsOf(dueKey(assignment.id))).toHaveLength(1);
    expect(await mailJobsOf(dueKey(assignment.id))).toHaveLength(1);
  });

  it('reads "tomorrow" in the academy zone, not in UTC, near midnight', async () => {
    t.clock.now = new Date('2026-11-23T07:30:00Z'); // 23:30 on the 22nd in Los Angeles, already the 23rd in UTC
    const tomorrowHere = await homeworkDue(new Date('2026-11-23T20:00:00Z')); // the 23rd here, "today" in UTC
    const tomorrowInUtc = await homeworkDue(new Date('2026-11-24T09:00:00Z')); // 01:00 on the 24th here
    await notifyScheduled(t.services);
    expect(await rowsOf(dueKey(tomorrowHere.id))).toHaveLength(1);
    expect(await rowsOf(dueKey(tomorrowInUtc.id))).toHaveLength(0);
  });

  it('skips homework the student has started', async () => {
    const assignment = await homeworkDue(new Date('2026-11-23T20:00:00Z'));
    await createSubmission(db(), {
      assignmentId: assignment.id,
      studentId: people.student.id,
      startedAt: new Date('2026-11-22T18:00:00Z'),
    });
    await notifyScheduled(t.services);
    expect(await rowsOf(dueKey(assignment.id))).toHaveLength(0);
  });

  it('a parent who turned its e-mail off gets the bell and no mail', async () => {
    await setNotificationPreference(t.services, people.recipients.parent, 'HOMEWORK_DUE', 'EMAIL', false);
    const assignment = await homeworkDue(new Date('2026-11-23T20:00:00Z'));
    await notifyScheduled(t.services);
    expect(await rowsOf(dueKey(assignment.id))).toHaveLength(1);
    expect(await mailJobsOf(dueKey(assignment.id))).toHaveLength(0);
  });
});

describe('homework late', () => {
  it('tells the family once of homework past due and not submitted, not of work submitted', async () => {
    const late = await homeworkDue(new Date('2026-11-21T20:00:00Z')); // yesterday
    const inProgress = await homeworkDue(new Date('2026-11-21T20:00:00Z'));
    const submitted = await homeworkDue(new Date('2026-11-21T20:00:00Z'));
    const notYetDue = await homeworkDue(new Date('2026-11-22T21:00:00Z')); // in an hour
    await createSubmission(db(), {
      assignmentId: inProgress.id,
      studentId: people.student.id,
      startedAt: new Date('2026-11-20T18:00:00Z'),
    });
    await createSubmission(db(), {
      assignmentId: submitted.id,
      studentId: people.student.id,
      submittedAt: new Date('2026-11-21T19:00:00Z'),
    });
    await notifyScheduled(t.services);
    await notifyScheduled(t.services);
    const [row, ...more] = await rowsOf(lateKey(late.id));
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ kind: 'HOMEWORK_LATE', recipientId: people.parent.id });
    expect(await rowsOf(lateKey(inProgress.id))).toHaveLength(1);
    expect(await rowsOf(lateKey(submitted.id))).toHaveLength(0);
    expect(await rowsOf(lateKey(notYetDue.id))).toHaveLength(0);
  });

  it('a parent who turned its e-mail off gets no mail', async () => {
    await setNotificationPreference(t.services, people.recipients.parent, 'HOMEWORK_LATE', 'EMAIL', false);
    const late = await homeworkDue(new Date('2026-11-21T20:00:00Z'));
    await notifyScheduled(t.services);
    expect(await rowsOf(lateKey(late.id))).toHaveLength(1);
    expect(await mailJobsOf(lateKey(late.id))).toHaveLength(0);
  });
});

describe('class starting in 3 days', () => {
  it('tells every member of the family once, with where and how to join', async () => {
    const [second] = await db()
      .insert(familyMembers)
      .values({
        firstName: 'Sam',
        lastName: 'Parent',
        relation: 'FATHER',
        phoneNumber: `+1650555${String(people.parent.id).padStart(4, '0')}`,
        email: `second${people.parent.id}@example.com`,
        familyAccountId: people.family.id,
      })
      .returning();
    const center = await createLocation(db(), {
      name: 'Cupertino Center',
      street: '1 Main St',
      city: 'Cupertino',
      state: 'CA',
      isCenter: true,
    });
    const { classroom } = await enrolledClass({
      startDate: '2026-11-25',
      centerLocationId: center.id,
      webinarUrl: 'https://meet.example.com/abc',
    });
    const later = await enrolledClass({ startDate: '2026-11-26' });
    await notifyScheduled(t.services);
    await notifyScheduled(t.services);
    const key = `class-starting:${classroom.id}:${people.student.id}`;
    const rows = await rowsOf(key);
    expect(rows.map((row) => row.recipientId).sort((a, b) => a - b)).toEqual([people.parent.id, second!.id].sort((a, b) => a - b));
    expect(rows[0]!.body).toContain('Cupertino Center');
    expect(rows[0]!.body).toContain('https://meet.example.com/abc');
    expect(rows[0]!.title).toContain(people.student.firstName);
    // On by mail and text before a parent chooses: two of each, one per parent.
    expect((await mailJobsOf(key)).map((job) => job.kind).sort()).toEqual(['notify-mail', 'notify-mail', 'notify-sms', 'notify-sms']);
    expect(await rowsOf(`class-starting:${later.classroom.id}:${people.student.id}`)).toHaveLength(0);
  });

  it('a parent who turned texts off gets the mail only', async () => {
    await setNotificationPreference(t.services, people.recipients.parent, 'CLASS_STARTING', 'SMS', false);
    const { classroom } = await enrolledClass({ startDate: '2026-11-25' });
    await notifyScheduled(t.services);
    const key = `class-starting:${classroom.id}:${people.student.id}`;
    expect((await rowsOf(key))[0]!.body).toContain('online');
    expect((await mailJobsOf(key)).map((job) => job.kind)).toEqual(['notify-mail']);
  });
});

describe('the notify-scheduled job', () => {
  it('runs the scans as a job', async () => {
    const assignment = await homeworkDue(new Date('2026-11-23T20:00:00Z'));
    await enqueueJob(db(), { kind: 'notify-scheduled', dedupeKey: `notify-scheduled:test:${assignment.id}`, maxAttempts: 2 });
    await runDueJobs(t.services, JOB_HANDLERS, { owner: 'test', limit: 10, now: () => new Date() });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'notify-scheduled'), eq(jobs.dedupeKey, `notify-scheduled:test:${assignment.id}`)));
    expect(job!.status).toBe('DONE');
    expect(await rowsOf(dueKey(assignment.id))).toHaveLength(1);
  });
});
