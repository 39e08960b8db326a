import { messages } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, auditLog, enrollments, issues, makeups } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { parentOf, pupilOf, threeSections } from '../../test/attendance-kit.js';
import type { BuiltClassroom } from '../../test/classroom-fixtures.js';
import { signedInEmployee, teach } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const ROLL = `query ($lesson: Int!) { lessonRoll(lessonId: $lesson) { lessonId classroomTitle lessonNumber started
  students { studentId name status note makeup makeupFromClassroomTitle markedAbsentByFamily recordedAt }
  away { studentId toClassroomTitle } corrections { issueId studentId description status } } }`;
const SAVE = `mutation ($lesson: Int!, $entries: [RollEntryInput!]!) { saveRoll(lessonId: $lesson, entries: $entries) {
  students { studentId status note } } }`;
const RESOLVE = `mutation ($issue: Int!, $status: AttendeeStatus, $reply: String!) {
  resolveAttendanceCorrection(issueId: $issue, status: $status, reply: $reply) { corrections { issueId } students { studentId status } } }`;
const TAB = `query ($id: Int!) { attendance(classroomId: $id) { rows { lessonId status note canScheduleMakeup } } }`;
const WEEK = `query ($student: Int, $date: String) { familyWeek(studentId: $student, date: $date) { entries { lessonId status absent } } }`;
const CORRECT = `mutation ($id: Int!, $text: String!) { requestAttendanceCorrection(attendeeId: $id, description: $text) }`;
const MINE = `{ studentMessages { unreadCount items { issueType issueStatus resolution } } }`;

type RollStudent = {
  studentId: number;
  name: string;
  status: string;
  note: string;
  makeup: boolean;
  makeupFromClassroomTitle: string | null;
  markedAbsentByFamily: boolean;
  recordedAt: string | null;
};
type Roll = {
  lessonRoll: {
    started: boolean;
    students: RollStudent[];
    away: { studentId: number; toClassroomTitle: string }[];
    corrections: { issueId: number; studentId: number; description: string; status: string }[];
  };
};

let t: TestServer;
let home: BuiltClassroom;
let other: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let stranger: Awaited<ReturnType<typeof signedInEmployee>>;
let admin: Awaited<ReturnType<typeof signedInEmployee>>;
let office: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  ({ home, other } = await threeSections(db, NOW));
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  stranger = await signedInEmployee(db, NOW, { isTeacher: true });
  admin = await signedInEmployee(db, NOW, { isAdminOfSolve: true });
  office = await signedInEmployee(db, NOW, {});
  await teach(db, teacher.employee.id, home.classroom.id);
  await teach(db, stranger.employee.id, other.classroom.id);
}, 120_000);

afterAll(() => t.close());

/** A fresh lesson pair of the home class is shared: each test works with students of its own. */
const past = () => home.lessons[0]!.lesson.id;
const future = () => home.lessons[1]!.lesson.id;
const pupil = () => pupilOf(t.services.db, NOW, home.classroom.id);
const roll = async (lesson: number, token = teacher.token) => (await t.gql<Roll>(ROLL, { lesson }, { token })).data!.lessonRoll;
const entry = (list: RollStudent[], studentId: number) => list.find((row) => row.studentId === studentId);

describe('who takes the roll', () => {
  it('is the instructors of the class and admins; other staff are told they do not teach it', async () => {
    expect((await t.gql(ROLL, { lesson: past() }, { token: teacher.token })).errors).toBeUndefined();
    expect((await t.gql(ROLL, { lesson: past() }, { token: admin.token })).errors).toBeUndefined();
    const refused = await t.gql(ROLL, { lesson: past() }, { token: stranger.token });
    expect(errorCode(refused)).toBe('NOT_TEACHING');
    expect(refused.errors?.[0]?.message).toBe(messages.NOT_TEACHING);
    expect(errorCode(await t.gql(ROLL, { lesson: past() }, { token: office.token }))).toBe('NOT_TEACHING');
    expect(errorCode(await t.gql(SAVE, { lesson: past(), entries: [] }, { token: stranger.token }))).toBe('NOT_TEACHING');
  });

  it('refuses students, parents and the signed out, and answers an unknown lesson with NOT_FOUND', async () => {
    const s = await pupil();
    const { token } = await parentOf(t.services.db, NOW, s.student.id);
    expect(errorCode(await t.gql(ROLL, { lesson: past() }, { token: s.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ROLL, { lesson: past() }, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ROLL, { lesson: past() }))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await t.gql(ROLL, { lesson: 999_999 }, { token: admin.token }))).toBe('NOT_FOUND');
  });
});

describe('the students a lesson expects', () => {
  it('are the enrolled students, plus makeups in, minus makeups out, without the withdrawn', async () => {
    const db = t.services.db;
    const stays = await pupil();
    const leaves = await pupil();
    const withdrawn = await pupil();
    const visitor = await pupilOf(db, NOW, other.classroom.id);
    await db.update(enrollments).set({ withdrawnAt: NOW }).where(eq(enrollments.studentId, withdrawn.student.id));
    // Moves recorded as the makeup dialog leaves them (the lessons are past, so straight into the tables).
    await db.insert(makeups).values([
      { studentId: leaves.student.id, fromLessonId: past(), toLessonId: other.lessons[0]!.lesson.id, status: 'SCHEDULED' },
      { studentId: visitor.student.id, fromLessonId: other.lessons[1]!.lesson.id, toLessonId: future(), status: 'SCHEDULED' },
    ]);
    await db.insert(attendees).values({ lessonId: future(), studentId: visitor.student.id, isMakeup: true });

    const first = await roll(past());
    expect(entry(first.students, stays.student.id)).toMatchObject({ status: 'UNKNOWN', makeup: false });
    expect(entry(first.students, leaves.student.id)).toBeUndefined();
    expect(entry(first.students, withdrawn.student.id)).toBeUndefined();
    expect(first.away).toContainEqual({ studentId: leaves.student.id, toClassroomTitle: 'Other class' });

    const second = await roll(future());
    expect(entry(second.students, visitor.student.id)).toMatchObject({ makeup: true, makeupFromClassroomTitle: 'Other class' });
    expect(entry(second.students, leaves.student.id)).toMatchObject({ makeup: false });
    const theirs = await roll(other.lessons[1]!.lesson.id, admin.token);
    expect(entry(theirs.students, visitor.student.id)).toBeUndefined();
  });

  it("shows a parent's marked absence on the roll", async () => {
    const s = await pupil();
    const { token } = await parentOf(t.services.db, NOW, s.student.id);
    const marked = await t.gql(
      `mutation ($from: Int!, $student: Int) { scheduleMakeup(fromLessonId: $from, markAbsent: true, notes: "Dentist", studentId: $student) { id } }`,
      { from: future(), student: s.student.id },
      { token },
    );
    expect(marked.errors).toBeUndefined();
    expect(entry((await roll(future())).students, s.student.id)).toMatchObject({
      status: 'ABSENT',
      note: 'Dentist',
      markedAbsentByFamily: true,
    });
  });
});

describe('saving the roll', () => {
  it('records statuses and notes that the student and the parent see at once, with who took them', async () => {
    const db = t.services.db;
    const late = await pupil();
    const there = await pupil();
    const { token: parent } = await parentOf(db, NOW, late.student.id);
    const saved = await t.gql<{ saveRoll: { students: { studentId: number; status: string; note: string }[] } }>(
      SAVE,
      {
        lesson: past(),
        entries: [
          { studentId: late.student.id, status: 'LATE', note: '  Bus was late  ' },
          { studentId: there.student.id, status: 'ONTIME' },
        ],
      },
      { token: teacher.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveRoll.students.find((row) => row.studentId === late.student.id)).toMatchObject({
      status: 'LATE',
      note: 'Bus was late',
    });

    const tab = await t.gql<{ attendance: { rows: { lessonId: number; status: string; note: string }[] } }>(
      TAB,
      { id: home.classroom.id },
      { token: late.token },
    );
    expect(tab.data!.attendance.rows.find((row) => row.lessonId === past())).toMatchObject({ status: 'LATE', note: 'Bus was late' });
    const day = home.lessons[0]!.lesson.startOn!.toISOString().slice(0, 10);
    const week = await t.gql<{ familyWeek: { entries: { lessonId: number; status: string; absent: boolean }[] } }>(
      WEEK,
      { student: late.student.id, date: day },
      { token: parent },
    );
    expect(week.data!.familyWeek.entries.find((e) => e.lessonId === past())).toMatchObject({ status: 'LATE', absent: false });

    const [row] = await db
      .select()
      .from(attendees)
      .where(and(eq(attendees.lessonId, past()), eq(attendees.studentId, late.student.id)));
    expect(row).toMatchObject({ recordedByEmployeeId: teacher.employee.id, recordedAt: NOW });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance.roll'), eq(auditLog.entityId, String(past()))));
    expect(audits.at(-1)).toMatchObject({ employeeId: teacher.employee.id });
    expect(audits.at(-1)!.after).toEqual(expect.arrayContaining([{ studentId: late.student.id, status: 'LATE', note: 'Bus was late' }]));
  });

  it('lets an admin change a status later, and writes nothing when nothing changed', async () => {
    const db = t.services.db;
    const s = await pupil();
    const entries = [{ studentId: s.student.id, status: 'ABSENT', note: '' }];
    await t.gql(SAVE, { lesson: past(), entries }, { token: teacher.token });
    const count = async () => (await db.select().from(auditLog).where(eq(auditLog.action, 'attendance.roll'))).length;
    const before = await count();
    await t.gql(SAVE, { lesson: past(), entries }, { token: admin.token });
    expect(await count()).toBe(before);
    await t.gql(
      SAVE,
      { lesson: past(), entries: [{ studentId: s.student.id, status: 'EXCUSED', note: 'Doctor' }] },
      { token: admin.token },
    );
    expect(entry((await roll(past())).students, s.student.id)).toMatchObject({ status: 'EXCUSED', note: 'Doctor' });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a student the lesson does not expect, and saves nothing of that roll', async () => {
    const db = t.services.db;
    const s = await pupil();
    const outsider = await pupilOf(db, NOW, other.classroom.id);
    const result = await t.gql(
      SAVE,
      {
        lesson: past(),
        entries: [
          { studentId: s.student.id, status: 'ONTIME' },
          { studentId: outsider.student.id, status: 'ONTIME' },
        ],
      },
      { token: teacher.token },
    );
    expect(errorCode(result)).toBe('ROLL_NOT_EXPECTED');
    expect(result.errors?.[0]?.message).toBe(messages.ROLL_NOT_EXPECTED);
    expect(await db.select().from(attendees).where(eq(attendees.studentId, s.student.id))).toEqual([]);
  });

  it('takes only absences before the lesson starts; an excused student can still make the lesson up', async () => {
    const s = await pupil();
    const early = await t.gql(
      SAVE,
      { lesson: future(), entries: [{ studentId: s.student.id, status: 'ONTIME' }] },
      { token: teacher.token },
    );
    expect(errorCode(early)).toBe('ROLL_NOT_STARTED');
    expect((await roll(future())).started).toBe(false);
    const excused = await t.gql(
      SAVE,
      { lesson: future(), entries: [{ studentId: s.student.id, status: 'EXCUSED', note: 'Family wedding' }] },
      { token: teacher.token },
    );
    expect(excused.errors).toBeUndefined();
    const tab = await t.gql<{ attendance: { rows: { lessonId: number; status: string; canScheduleMakeup: boolean }[] } }>(
      TAB,
      { id: home.classroom.id },
      { token: s.token },
    );
    expect(tab.data!.attendance.rows.find((row) => row.lessonId === future())).toMatchObject({
      status: 'EXCUSED',
      canScheduleMakeup: true,
    });
  });

  it('refuses notes longer than 500 characters and unknown statuses', async () => {
    const s = await pupil();
    const long = await t.gql(
      SAVE,
      { lesson: past(), entries: [{ studentId: s.student.id, status: 'LATE', note: 'x'.repeat(501) }] },
      { token: teacher.token },
    );
    expect(errorCode(long)).toBe('TEXT_TOO_LONG');
    expect(long.errors?.[0]?.message).toBe('The note is too long: at most 500 characters.');
    const odd = await t.gql(SAVE, { lesson: past(), entries: [{ studentId: s.student.id, status: 'HERE' }] }, { token: teacher.token });
    expect(odd.errors).toBeDefined();
  });
});

describe('attendance corrections on the roll', () => {
  async function requested(status: 'ABSENT' | 'LATE') {
    const s = await pupil();
    await t.gql(SAVE, { lesson: past(), entries: [{ studentId: s.student.id, status }] }, { token: teacher.token });
    const [mark] = await t.services.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.lessonId, past()), eq(attendees.studentId, s.student.id)));
    const sent = await t.gql<{ requestAttendanceCorrection: number }>(
      CORRECT,
      { id: mark!.id, text: 'I was there on time' },
      { token: s.token },
    );
    return { s, issueId: sent.data!.requestAttendanceCorrection };
  }

  it('lists open corrections of the lesson; resolving one sets the status and answers the student', async () => {
    const { s, issueId } = await requested('ABSENT');
    const listed = (await roll(past())).corrections.find((c) => c.issueId === issueId);
    expect(listed).toMatchObject({ studentId: s.student.id, description: 'I was there on time', status: 'ABSENT' });

    const resolved = await t.gql<{ resolveAttendanceCorrection: { corrections: { issueId: number }[]; students: RollStudent[] } }>(
      RESOLVE,
      { issue: issueId, status: 'ONTIME', reply: 'Corrected to Present.' },
      { token: teacher.token },
    );
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolveAttendanceCorrection.corrections.map((c) => c.issueId)).not.toContain(issueId);
    expect(entry(resolved.data!.resolveAttendanceCorrection.students, s.student.id)).toMatchObject({ status: 'ONTIME' });
    const mine = await t.gql<{ studentMessages: { unreadCount: number; items: { issueStatus: string; resolution: string }[] } }>(
      MINE,
      {},
      { token: s.token },
    );
    expect(mine.data!.studentMessages.items).toEqual([
      { issueType: 'ATTENDANCE', issueStatus: 'RESOLVED', resolution: 'Corrected to Present.' },
    ]);
    expect(mine.data!.studentMessages.unreadCount).toBe(1);

    const again = await t.gql(RESOLVE, { issue: issueId, status: 'LATE', reply: 'Again' }, { token: admin.token });
    expect(errorCode(again)).toBe('CORRECTION_NOT_OPEN');
    expect(entry((await roll(past())).students, s.student.id)).toMatchObject({ status: 'ONTIME' });
  });

  it('keeps the status when the teacher only answers, and refuses staff of other classes and an empty reply', async () => {
    const { s, issueId } = await requested('LATE');
    expect(errorCode(await t.gql(RESOLVE, { issue: issueId, status: 'ONTIME', reply: 'Yes' }, { token: stranger.token }))).toBe(
      'NOT_TEACHING',
    );
    expect(errorCode(await t.gql(RESOLVE, { issue: issueId, status: 'ONTIME', reply: '  ' }, { token: teacher.token }))).toBe(
      'REPLY_REQUIRED',
    );
    expect(errorCode(await t.gql(RESOLVE, { issue: issueId, status: 'ONTIME', reply: 'Yes' }, { token: s.token }))).toBe('FORBIDDEN');
    const [open] = await t.services.db.select().from(issues).where(eq(issues.id, issueId));
    expect(open!.issueStatus).toBe('INITIATED');

    const kept = await t.gql(RESOLVE, { issue: issueId, reply: 'You arrived at 4:10 by our sheet.' }, { token: teacher.token });
    expect(kept.errors).toBeUndefined();
    expect(entry((await roll(past())).students, s.student.id)).toMatchObject({ status: 'LATE' });
  });

  it('resolves a correction once when two staff resolve it at the same moment', async () => {
    const { s, issueId } = await requested('ABSENT');
    const results = await Promise.all([
      t.gql(RESOLVE, { issue: issueId, status: 'ONTIME', reply: 'Present' }, { token: teacher.token }),
      t.gql(RESOLVE, { issue: issueId, status: 'LATE', reply: 'Late' }, { token: admin.token }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'CORRECTION_NOT_OPEN')).toHaveLength(1);
    const [issue] = await t.services.db.select().from(issues).where(eq(issues.id, issueId));
    const status = entry((await roll(past())).students, s.student.id)!.status;
    expect(issue!.resolution === 'Present' ? 'ONTIME' : 'LATE').toBe(status);
  });
});
