import { messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issues, outboxMessages, students } from '../../db/schema/index.js';
import { createIssue } from '../../db/seed/factories/messages.js';
import { createFamily } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, type BuiltClassroom, enroll, signedInEmployee, signedInStudent, teach } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const MINE = `query ($id: Int) { studentMessages(classroomId: $id) { unreadCount asOf items { id issueType typeLabel issueStatus isRead description resolution lapCode from dateResolved } } }`;
const UNREAD = `{ unreadMessageCount }`;
const SEND = `mutation ($id: Int!, $type: IssueType!, $text: String!, $assignmentId: Int) {
  sendIssue(classroomId: $id, issueType: $type, description: $text, assignmentId: $assignmentId) { id issueStatus lapCode isRead } }`;
const INBOX = `query ($id: Int, $type: IssueType, $status: IssueStatus) { staffInbox(classroomId: $id, issueType: $type, issueStatus: $status) {
  total items { id description from } classrooms { id openCount } } }`;
const DETAIL = `query ($id: Int!) { issueDetail(issueId: $id) { issue { id isRead } chat { author text } } }`;
const REPLY = `mutation ($id: Int!, $text: String!) { replyToIssue(issueId: $id, resolution: $text) { issueStatus isRead resolution dateResolved responder } }`;
const READ = `mutation ($id: Int!, $seen: DateTime) { markIssueRead(issueId: $id, seenResolvedAt: $seen) { isRead } }`;
const READ_ALL = `mutation ($id: Int!, $asOf: DateTime!) { markAllIssuesRead(classroomId: $id, asOf: $asOf) }`;

let t: TestServer;
let room: BuiltClassroom;
let otherRoom: BuiltClassroom;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classmate: Awaited<ReturnType<typeof signedInStudent>>;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let otherTeacher: Awaited<ReturnType<typeof signedInEmployee>>;
let admin: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  const spec = { classroom: { startDate: '2026-11-01', endDate: '2026-12-20' }, firstLessonAt: new Date('2026-11-01T00:00:00Z') };
  room = await buildClassroom(db, { ...spec, lessons: [{ order: 3, sets: [{ kind: 'HOMEWORK' }, { kind: 'QUIZ' }] }] });
  otherRoom = await buildClassroom(db, { ...spec, lessons: [{ order: 1, sets: [{ kind: 'HOMEWORK' }] }] });
  student = await signedInStudent(db, NOW);
  classmate = await signedInStudent(db, NOW);
  const { family } = await createFamily(db, { phoneNumber: '+15550001111', email: 'parent-issues@solve.test' });
  await db.update(students).set({ familyAccountId: family.id }).where(eq(students.id, student.student.id));
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  otherTeacher = await signedInEmployee(db, NOW, { isTeacher: true });
  admin = await signedInEmployee(db, NOW, { isAdminOfSolve: true });
  await enroll(db, student.student.id, room.classroom.id);
  await enroll(db, classmate.student.id, room.classroom.id);
  await teach(db, teacher.employee.id, room.classroom.id);
  await teach(db, otherTeacher.employee.id, otherRoom.classroom.id);
}, 120_000);

afterAll(() => t.close());

type Mine = {
  studentMessages: {
    unreadCount: number;
    asOf: string;
    items: { id: number; isRead: boolean; lapCode: string | null; dateResolved: string | null }[];
  };
};

async function send(text: string, assignmentId: number | null = null) {
  const sent = await t.gql<{ sendIssue: { id: number; lapCode: string | null } }>(
    SEND,
    { id: room.classroom.id, type: 'REPORT_PROBLEM', text, assignmentId },
    { token: student.token },
  );
  expect(sent.errors).toBeUndefined();
  return sent.data!.sendIssue;
}

describe('messages', () => {
  it('a student reports a problem about an assignment: LL-AA-PP, no unread badge for their own words', async () => {
    const issue = await send('Problem 3 has two right answers.', room.lessons[0]!.assignments[1]!.id);
    expect(issue.lapCode).toBe('03-02-00');
    const mine = await t.gql<Mine>(MINE, { id: room.classroom.id }, { token: student.token });
    expect(mine.data!.studentMessages.items[0]).toMatchObject({ id: issue.id, isRead: true });
    expect(mine.data!.studentMessages.unreadCount).toBe(0);
  });

  it('refuses help requests and attendance corrections here with the spec text, and empty descriptions', async () => {
    const help = await t.gql(SEND, { id: room.classroom.id, type: 'NEED_HELP', text: 'help' }, { token: student.token });
    expect(help.errors?.[0]?.message).toBe(messages.INVALID_ISSUE_TYPE);
    const empty = await t.gql(SEND, { id: room.classroom.id, type: 'MESSAGE', text: '   ' }, { token: student.token });
    expect(empty.errors?.[0]?.message).toBe('Please write your message.');
    expect(errorCode(await t.gql(SEND, { id: otherRoom.classroom.id, type: 'MESSAGE', text: 'hi' }, { token: student.token }))).toBe(
      'NOT_ENROLLED',
    );
    expect(
      errorCode(
        await t.gql(
          SEND,
          { id: room.classroom.id, type: 'MESSAGE', text: 'hi', assignmentId: otherRoom.lessons[0]!.assignments[0]!.id },
          { token: student.token },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('names the field and its limit when a message, a report or a reply is too long', async () => {
    const sent = (type: string, text: string) => t.gql(SEND, { id: room.classroom.id, type, text }, { token: student.token });
    expect((await sent('MESSAGE', 'm'.repeat(5_001))).errors?.[0]?.message).toBe('The message is too long: at most 5,000 characters.');
    expect((await sent('REPORT_PROBLEM', 'r'.repeat(5_001))).errors?.[0]?.message).toBe(
      'The report is too long: at most 5,000 characters.',
    );
    // The figure itself, with the spaces around it that are not kept.
    expect((await sent('REPORT_PROBLEM', ` ${'r'.repeat(5_000)} `)).errors).toBeUndefined();
    const issue = await send('How long may a reply be?');
    const long = await t.gql(REPLY, { id: issue.id, text: 'y'.repeat(5_001) }, { token: teacher.token });
    expect(long.errors?.[0]?.message).toBe('The reply is too long: at most 5,000 characters.');
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'TEXT_TOO_LONG', field: 'REPLY', max: 5_000 });
  });

  it('the inbox lists open issues of the classes taught, oldest first; admins see all', async () => {
    const older = await createIssue(t.services.db, {
      studentId: classmate.student.id,
      classroomId: room.classroom.id,
      issueType: 'MESSAGE',
      description: 'Older question',
      dateAssigned: new Date(NOW.getTime() - 86_400_000),
    });
    const inbox = await t.gql<{ staffInbox: { total: number; items: { id: number }[]; classrooms: { id: number; openCount: number }[] } }>(
      INBOX,
      { status: 'INITIATED' },
      { token: teacher.token },
    );
    expect(inbox.data!.staffInbox.items[0]!.id).toBe(older.id);
    expect(inbox.data!.staffInbox.classrooms).toEqual([{ id: room.classroom.id, openCount: inbox.data!.staffInbox.total }]);
    const other = await t.gql<{ staffInbox: { total: number } }>(INBOX, {}, { token: otherTeacher.token });
    expect(other.data!.staffInbox.total).toBe(0);
    const byType = await t.gql<{ staffInbox: { items: { id: number }[] } }>(
      INBOX,
      { type: 'MESSAGE', id: room.classroom.id },
      { token: admin.token },
    );
    expect(byType.data!.staffInbox.items.map((i) => i.id)).toEqual([older.id]);
    expect(errorCode(await t.gql(INBOX, {}, { token: student.token }))).toBe('FORBIDDEN');
  });

  it('a reply resolves the issue unread, mails the family, and only the student reading it marks it read', async () => {
    const issue = await send('Is the quiz timed?');
    expect(errorCode(await t.gql(REPLY, { id: issue.id, text: 'No' }, { token: otherTeacher.token }))).toBe('NOT_TEACHING');
    expect(errorCode(await t.gql(REPLY, { id: issue.id, text: 'No' }, { token: student.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(REPLY, { id: issue.id, text: ' ' }, { token: teacher.token }))).toBe('REPLY_REQUIRED');
    const reply = await t.gql<{ replyToIssue: { issueStatus: string; isRead: boolean; dateResolved: string; responder: string } }>(
      REPLY,
      { id: issue.id, text: 'Yes: 20 minutes.' },
      { token: teacher.token },
    );
    expect(reply.data!.replyToIssue).toMatchObject({ issueStatus: 'RESOLVED', isRead: false, responder: 'Sam Staff' });
    expect((await t.gql<{ unreadMessageCount: number }>(UNREAD, {}, { token: student.token })).data!.unreadMessageCount).toBe(1);
    await t.runJobs();
    const mail = await t.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'parent-issues@solve.test'));
    expect(mail[0]?.body).toContain('Yes: 20 minutes.');

    await t.gql(READ, { id: issue.id, seen: reply.data!.replyToIssue.dateResolved }, { token: teacher.token });
    expect(
      (await t.gql<{ issueDetail: { issue: { isRead: boolean } } }>(DETAIL, { id: issue.id }, { token: teacher.token })).data!.issueDetail
        .issue.isRead,
    ).toBe(false);
    expect(errorCode(await t.gql(DETAIL, { id: issue.id }, { token: classmate.token }))).toBe('ISSUE_NOT_YOURS');
    expect(errorCode(await t.gql(READ, { id: issue.id }, { token: classmate.token }))).toBe('ISSUE_NOT_YOURS');

    const read = await t.gql<{ markIssueRead: { isRead: boolean } }>(
      READ,
      { id: issue.id, seen: reply.data!.replyToIssue.dateResolved },
      { token: student.token },
    );
    expect(read.data!.markIssueRead.isRead).toBe(true);
    const detail = await t.gql<{ issueDetail: { chat: { author: string; text: string }[] } }>(
      DETAIL,
      { id: issue.id },
      { token: student.token },
    );
    expect(detail.data!.issueDetail.chat).toEqual([
      { author: 'STUDENT', text: 'Is the quiz timed?' },
      { author: 'STAFF', text: 'Yes: 20 minutes.' },
    ]);
  });

  it('a read of an earlier reply leaves a newer reply unread', async () => {
    const issue = await send('Where is the notes page?');
    const first = await t.gql<{ replyToIssue: { dateResolved: string } }>(
      REPLY,
      { id: issue.id, text: 'Lesson 3.' },
      { token: teacher.token },
    );
    await t.gql(REPLY, { id: issue.id, text: 'Also in the syllabus.' }, { token: admin.token });
    await t.gql(READ, { id: issue.id, seen: first.data!.replyToIssue.dateResolved }, { token: student.token });
    const [row] = await t.services.db.select({ isRead: issues.isRead }).from(issues).where(eq(issues.id, issue.id));
    expect(row!.isRead).toBe(false);
  });

  it('a reply racing a read is never lost', async () => {
    for (let round = 0; round < 5; round++) {
      const issue = await send(`Race ${round}`);
      const first = await t.gql<{ replyToIssue: { dateResolved: string } }>(
        REPLY,
        { id: issue.id, text: 'First answer' },
        { token: teacher.token },
      );
      await Promise.all([
        t.gql(READ, { id: issue.id, seen: first.data!.replyToIssue.dateResolved }, { token: student.token }),
        t.gql(REPLY, { id: issue.id, text: 'Second answer' }, { token: teacher.token }),
      ]);
      const [row] = await t.services.db
        .select({ isRead: issues.isRead, resolution: issues.resolution })
        .from(issues)
        .where(eq(issues.id, issue.id));
      expect(row).toEqual({ isRead: false, resolution: 'Second answer' });
    }
  });

  it('Mark All As Read marks the replies the student saw, not one that arrived after', async () => {
    const seen = await send('Seen before');
    await t.gql(REPLY, { id: seen.id, text: 'Answer one' }, { token: teacher.token });
    t.clock.now = new Date(NOW.getTime() + 30_000);
    const list = await t.gql<Mine>(MINE, { id: room.classroom.id }, { token: student.token });
    expect(list.data!.studentMessages.unreadCount).toBeGreaterThan(0);
    const late = await send('Sent later');
    t.clock.now = new Date(NOW.getTime() + 60_000);
    try {
      await t.gql(REPLY, { id: late.id, text: 'Answer two' }, { token: teacher.token });
      const left = await t.gql<{ markAllIssuesRead: number }>(
        READ_ALL,
        { id: room.classroom.id, asOf: list.data!.studentMessages.asOf },
        { token: student.token },
      );
      expect(left.data!.markAllIssuesRead).toBe(1);
    } finally {
      t.clock.now = NOW;
    }
    expect(errorCode(await t.gql(READ_ALL, { id: room.classroom.id, asOf: NOW.toISOString() }, { token: teacher.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('students never read another student’s messages', async () => {
    const theirs = await t.gql<Mine>(MINE, { id: room.classroom.id }, { token: classmate.token });
    expect(theirs.data!.studentMessages.items.every((i) => i.id !== undefined)).toBe(true);
    const ids = (await t.gql<Mine>(MINE, { id: room.classroom.id }, { token: student.token })).data!.studentMessages.items.map((i) => i.id);
    expect(theirs.data!.studentMessages.items.some((i) => ids.includes(i.id))).toBe(false);
    expect(errorCode(await t.gql(MINE, { id: room.classroom.id }, { token: teacher.token }))).toBe('FORBIDDEN');
  });
});
