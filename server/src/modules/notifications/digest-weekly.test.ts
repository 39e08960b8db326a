import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyMembers, jobs, notificationAcademyOff, notifications, outboxMessages, weeklyDigests } from '../../db/schema/index.js';
import { createAttendee } from '../../db/seed/factories/attendance.js';
import { createClassroom, createCourse, createLesson, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { createAssignment, createEnrollment, createSubmission } from '../../db/seed/factories/learning.js';
import { createNews } from '../../db/seed/factories/messages.js';
import { createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { JOB_HANDLERS } from '../../jobs/job-kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { runDueJobs } from '../../jobs/runner.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { notificationPeople } from '../../test/notification-kit.js';
import type { NotifyMailPayload } from './delivery-jobs.js';
import { sendWeeklyDigests } from './digest-weekly.js';
import { setNotificationPreference } from './preferences.service.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

// Sunday 29 November 2026, 19:00 in the academy's zone (America/Los_Angeles): the week of 23–29 November is due.
const SUNDAY_EVENING = new Date('2026-11-30T03:00:00Z');
const WEDNESDAY = new Date('2026-12-02T20:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestServer;
let people: Awaited<ReturnType<typeof notificationPeople>>;

beforeAll(async () => {
  t = await startTestServer({ now: SUNDAY_EVENING });
  await createSettings(t.services.db, { name: 'Solve Academy', supportEmail: 'office@solve.test' });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = SUNDAY_EVENING;
  people = await notificationPeople(db(), SUNDAY_EVENING);
});

const db = () => t.services.db;
const eventKey = (familyId: number) => `digest:2026-11-29:${familyId}`;
const bellsOf = (familyId: number) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, eventKey(familyId)));
const mailsOf = async (familyId: number) =>
  (
    await db()
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `notify:${eventKey(familyId)}:%`))
  ).map((job) => ({ kind: job.kind, payload: job.payload as NotifyMailPayload }));

/** A class of the student's with two lessons this week (the first attended, the second missed). */
async function weekOfClass(studentId: number, title = 'Pre-Algebra') {
  const course = await createCourse(db());
  const classroom = await createClassroom(db(), { courseId: course.id, title: `MA6: ${title}` });
  const plans = await Promise.all([1, 2].map((order) => createLessonPlan(db(), { courseId: course.id, order, title: `Ratios ${order}` })));
  const tuesday = await createLesson(db(), { classroomId: classroom.id, lessonPlanId: plans[0]!.id, startOn: at('2026-11-25T00:00:00Z') });
  const thursday = await createLesson(db(), { classroomId: classroom.id, lessonPlanId: plans[1]!.id, startOn: at('2026-11-27T00:00:00Z') });
  await createEnrollment(db(), { studentId, classroomId: classroom.id });
  await createAttendee(db(), { lessonId: tuesday.id, studentId, status: 'ONTIME' });
  await createAttendee(db(), { lessonId: thursday.id, studentId, status: 'ABSENT' });
  return { classroom, tuesday, thursday };
}

describe('the weekly digest', () => {
  it('tells each student’s attendance, sets completed with grades, what is due next week and the news, in text and HTML', async () => {
    const { classroom, tuesday, thursday } = await weekOfClass(people.student.id);
    const done = await createAssignment(db(), {
      lessonId: tuesday.id,
      problemSetId: (await createProblemSet(db(), { title: 'Unit rates' })).id,
      dueOn: at('2026-11-26T05:00:00Z'),
    });
    await createSubmission(db(), {
      assignmentId: done.id,
      studentId: people.student.id,
      submittedAt: at('2026-11-25T20:00:00Z'),
      overallGrade: 88,
    });
    await createAssignment(db(), {
      lessonId: thursday.id,
      problemSetId: (await createProblemSet(db(), { title: 'Ratio tables' })).id,
      dueOn: at('2026-12-02T05:00:00Z'), // Tuesday 1 December, 9:00 PM here
    });
    await createAssignment(db(), {
      lessonId: thursday.id,
      problemSetId: (await createProblemSet(db(), { title: 'Far away' })).id,
      dueOn: at('2026-12-20T05:00:00Z'),
    });
    await createNews(db(), { classroomId: classroom.id, subject: 'Quiz on Thursday', announceDateTime: at('2026-11-24T18:00:00Z') });
    await createNews(db(), { classroomId: classroom.id, subject: 'Last week', announceDateTime: at('2026-11-20T18:00:00Z') });

    await sendWeeklyDigests(t.services);

    const [bell, ...moreBells] = await bellsOf(people.family.id);
    expect(moreBells).toHaveLength(0);
    expect(bell).toMatchObject({ kind: 'WEEKLY_DIGEST', recipientId: people.parent.id, link: '/reports' });
    expect(bell!.title).toBe('Your week at Solve Academy, November 23–29, 2026');
    expect(bell!.body).toBe(`${people.student.firstName}: 1 of 2 lessons attended, 1 set completed, 1 due next week`);

    const [mail, ...moreMails] = await mailsOf(people.family.id);
    expect(moreMails).toHaveLength(0);
    expect(mail!.kind).toBe('notify-mail');
    const { payload } = mail!;
    expect(payload.to).toBe(people.parent.email);
    expect(payload.subject).toBe('Solve Academy: your week, November 23–29, 2026');
    expect(payload.replyTo).toBe('office@solve.test');
    for (const [lead, rest] of [
      ['Present', 'Pre-Algebra, Lesson 1: Ratios 1 (Tue, Nov 24)'],
      ['Absent', 'Pre-Algebra, Lesson 2: Ratios 2 (Thu, Nov 26)'],
      ['88%', 'Unit rates in Pre-Algebra'],
      ['Tue, Dec 1, 9:00 PM', 'Ratio tables in Pre-Algebra'],
      ['Tue, Nov 24', 'Pre-Algebra: Quiz on Thursday'],
    ]) {
      expect(payload.text).toContain(`${lead} — ${rest}`);
      expect(payload.html).toContain(`${lead}</strong> — ${rest}`);
    }
    expect(payload.text).not.toContain('Far away');
    expect(payload.text).not.toContain('Last week');
    expect(payload.text).toContain(`${t.services.config.publicUrl}/reports`);
  });

  it('carries the one-click unsubscribe headers, naming the recipient and the digest', async () => {
    await weekOfClass(people.student.id);
    await sendWeeklyDigests(t.services);
    const [mail] = await mailsOf(people.family.id);
    const payload = mail!.payload;
    expect(payload.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(payload.headers['List-Unsubscribe']!)![1]!;
    expect(payload.text).toContain(link);
    expect(payload.html).toContain(link);
    const token = new URL(link).searchParams.get('token')!;
    expect(readUnsubscribeToken(t.services.config.secretKey, token)).toEqual({
      recipient: people.recipients.parent,
      kind: 'WEEKLY_DIGEST',
    });
  });

  it('sends one digest per family per week, with every student, to each member with their own link; a repeat adds nothing', async () => {
    const sister = await createStudent(db(), {
      username: `sister${people.student.id}`,
      passwordHash: 'x',
      firstName: 'Zoe',
      familyAccountId: people.family.id,
    });
    await weekOfClass(people.student.id);
    await weekOfClass(sister.id, 'Geometry');
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

    // Two instances at once, then again: each member is told once.
    await Promise.all([sendWeeklyDigests(t.services), sendWeeklyDigests(t.services)]);
    await sendWeeklyDigests(t.services);

    const bells = await bellsOf(people.family.id);
    expect(bells.map((b) => b.recipientId).sort()).toEqual([people.parent.id, second!.id].sort());
    const mails = await mailsOf(people.family.id);
    expect(mails.map((m) => m.payload.to).sort()).toEqual([people.parent.email, second!.email].sort());
    for (const { payload } of mails) {
      expect(payload.text).toContain('Pre-Algebra');
      expect(payload.text).toContain('Geometry');
      expect(payload.text).toContain('Zoe Dent\n========\n1 of 2 lessons attended');
    }
    expect(mails[0]!.payload.headers['List-Unsubscribe']).not.toBe(mails[1]!.payload.headers['List-Unsubscribe']);
    expect(await db().select().from(weeklyDigests).where(eq(weeklyDigests.familyAccountId, people.family.id))).toEqual([
      expect.objectContaining({ week: '2026-11-29' }),
    ]);
  });

  it('a member who turned the digest off gets neither the mail nor the bell', async () => {
    await weekOfClass(people.student.id);
    await setNotificationPreference(t.services, people.recipients.parent, 'WEEKLY_DIGEST', 'EMAIL', false);
    await sendWeeklyDigests(t.services);
    expect(await bellsOf(people.family.id)).toHaveLength(0);
    expect(await mailsOf(people.family.id)).toHaveLength(0);
  });

  it('sends nothing while the academy has turned the digest off', async () => {
    await weekOfClass(people.student.id);
    await db().insert(notificationAcademyOff).values({ kind: 'WEEKLY_DIGEST' });
    try {
      expect(await sendWeeklyDigests(t.services)).toMatchObject({ families: 0, mails: 0 });
      expect(await bellsOf(people.family.id)).toHaveLength(0);
    } finally {
      await db().delete(notificationAcademyOff).where(eq(notificationAcademyOff.kind, 'WEEKLY_DIGEST'));
    }
  });

  it('does nothing outside Sunday evening, nor for a family without a class this week or next', async () => {
    t.clock.now = WEDNESDAY;
    await weekOfClass(people.student.id);
    expect(await sendWeeklyDigests(t.services)).toMatchObject({ week: null, families: 0 });
    t.clock.now = SUNDAY_EVENING;
    const idle = await notificationPeople(db(), SUNDAY_EVENING);
    await sendWeeklyDigests(t.services);
    expect(await bellsOf(people.family.id)).toHaveLength(1);
    expect(await bellsOf(idle.family.id)).toHaveLength(0);
  });

  it('runs as its recurring job, and the mail reaches the outbox with its HTML part and Reply-To', async () => {
    await weekOfClass(people.student.id);
    await enqueueJob(db(), { kind: 'notify-digest', dedupeKey: `notify-digest:test:${people.family.id}`, maxAttempts: 2 });
    const run = () => runDueJobs(t.services, JOB_HANDLERS, { owner: 'test', limit: 50, now: () => t.clock.now });
    await run();
    await run();
    const [digestJob] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `notify-digest:test:${people.family.id}`));
    expect(digestJob!.status).toBe('DONE');
    const [sent] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, people.parent.email), like(outboxMessages.subject, '%your week%')));
    expect(sent!.html).toContain('<!doctype html>');
    expect(sent!.replyTo).toBe('office@solve.test');
    expect(sent!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
