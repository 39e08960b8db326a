import { formatMessage } from '@solve/core';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, jobs, notifications, outboxMessages, students } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, type BuiltClassroom, enroll, signedInEmployee, signedInStudent, teach } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { parentOf } from '../../test/attendance-kit.js';
import { setNotificationPreference } from './preferences.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SEND = `mutation ($id: Int!, $text: String!) { sendIssue(classroomId: $id, issueType: REPORT_PROBLEM, description: $text) { id } }`;
const REPLY = `mutation ($id: Int!, $text: String!) { replyToIssue(issueId: $id, resolution: $text) { issueStatus } }`;

let t: TestServer;
let room: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db, { name: 'Solve Academy' });
  room = await buildClassroom(t.services.db, {
    classroom: { startDate: '2026-11-01', endDate: '2026-12-20', title: 'Algebra' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [{ order: 1 }],
  });
  teacher = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
  await teach(t.services.db, teacher.employee.id, room.classroom.id);
}, 120_000);
afterAll(() => t.close());

/** A student of the class with an e-mail and a parent, who sends a message. */
async function asked() {
  const db = t.services.db;
  const student = await signedInStudent(db, NOW);
  await db
    .update(students)
    .set({ email: `asker${student.student.id}@example.com` })
    .where(eq(students.id, student.student.id));
  await enroll(db, student.student.id, room.classroom.id);
  const parent = await parentOf(db, NOW, student.student.id);
  const sent = await t.gql<{ sendIssue: { id: number } }>(
    SEND,
    { id: room.classroom.id, text: 'Is the quiz timed?' },
    { token: student.token },
  );
  expect(sent.errors).toBeUndefined();
  return { studentId: student.student.id, parentId: parent.parentId, issueId: sent.data!.sendIssue.id };
}
const reply = async (issueId: number, text: string) =>
  expect((await t.gql(REPLY, { id: issueId, text }, { token: teacher.token })).errors).toBeUndefined();
const bell = (type: 'STUDENT' | 'FAMILY_MEMBER', id: number) =>
  t.services.db
    .select()
    .from(notifications)
    .then((rows) => rows.filter((row) => row.recipientType === type && row.recipientId === id));

describe("staff reply to a student's message", () => {
  it('tells the student (STUDENT_REPLY) and the parent (STAFF_REPLY) once each, by one mail each', async () => {
    const { studentId, parentId, issueId } = await asked();
    await reply(issueId, 'Yes: 20 minutes.');
    const [mine, ...moreMine] = await bell('STUDENT', studentId);
    const [theirs, ...moreTheirs] = await bell('FAMILY_MEMBER', parentId);
    expect([moreMine, moreTheirs]).toEqual([[], []]);
    expect(mine).toMatchObject({ kind: 'STUDENT_REPLY', studentId, link: `/lessons?classroomId=${room.classroom.id}` });
    expect(theirs).toMatchObject({ kind: 'STAFF_REPLY', studentId, eventKey: mine!.eventKey });
    await t.runJobs();
    const [parent] = await t.services.db.select().from(familyMembers).where(eq(familyMembers.id, parentId));
    const parentMail = await t.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, parent!.email));
    const studentMail = await t.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `asker${studentId}@example.com`));
    // One mail each: the notification is the reply's only mail.
    expect(studentMail).toHaveLength(1);
    // The spec's reply subject.
    expect(studentMail[0]!.subject).toBe(formatMessage('REPLY_MAIL_SUBJECT', { classroom: room.classroom.title }));
    expect(studentMail[0]!.body).toContain('Yes: 20 minutes.');
    expect(studentMail[0]!.body).toContain('Is the quiz timed?');
    expect(parentMail).toHaveLength(1);
    // The job ran once: told again (a retried job run) nothing more is sent.
    await t.runJobs();
    expect(
      await t.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, `asker${studentId}@example.com`)),
    ).toHaveLength(1);
  });

  it('a second reply is a new event; a parent who turned reply mail off still sees it in the bell', async () => {
    const { parentId, issueId } = await asked();
    await setNotificationPreference(t.services, { type: 'FAMILY_MEMBER', id: parentId }, 'STAFF_REPLY', 'EMAIL', false);
    await reply(issueId, 'Yes.');
    await reply(issueId, 'And bring a calculator.');
    expect(await bell('FAMILY_MEMBER', parentId)).toHaveLength(2);
    const parentJobs = await t.services.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `notify:reply:%:FAMILY_MEMBER:${parentId}:EMAIL`));
    expect(parentJobs).toHaveLength(0);
  });
});
