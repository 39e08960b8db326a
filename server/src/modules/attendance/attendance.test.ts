import { calendarDate, messages } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, issues, makeups } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { type BuiltClassroom, signedInEmployee, signedInStudent, teach } from '../../test/classroom-fixtures.js';
import { parentOf, pupilOf, threeSections } from '../../test/attendance-kit.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const TAB = `query ($id: Int!) { attendance(classroomId: $id) { tutored sessions { status order location }
  rows { lessonId lessonNumber status attendeeId location canScheduleMakeup canRequestCorrection correctionRequested makeup { id status toLessonId toClassroomTitle } } } }`;
const OFFERED = `query ($lesson: Int!, $student: Int) { availableMakeupLessons(lessonId: $lesson, studentId: $student) { lessonId classroomTitle seatsLeft } }`;
const SCHEDULE = `mutation ($from: Int!, $to: Int, $absent: Boolean, $notes: String, $student: Int) {
  scheduleMakeup(fromLessonId: $from, toLessonId: $to, markAbsent: $absent, notes: $notes, studentId: $student) { id status toLessonId notes } }`;
const UNDO = `mutation ($id: Int!, $student: Int) { undoMakeup(makeupId: $id, studentId: $student) }`;
const CORRECT = `mutation ($id: Int!, $text: String!) { requestAttendanceCorrection(attendeeId: $id, description: $text) }`;
const MINE = `{ studentMessages { items { issueType description } } }`;

let t: TestServer;
let home: BuiltClassroom;
let other: BuiltClassroom;
let full: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;

/** Classes of one course: lesson 1 is past, lesson 2 next week; `other` and `full` teach the same lessons. */
beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  ({ home, other, full } = await threeSections(db, NOW, { firstLessonAt: new Date('2026-11-14T18:00:00Z') }));
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  await teach(db, teacher.employee.id, home.classroom.id);
}, 120_000);

afterAll(() => t.close());

const pupil = () => pupilOf(t.services.db, NOW, home.classroom.id);

const parentToken = async (studentId: number) => (await parentOf(t.services.db, NOW, studentId)).token;

type Tab = {
  attendance: {
    rows: {
      lessonId: number;
      status: string;
      attendeeId: number | null;
      canScheduleMakeup: boolean;
      canRequestCorrection: boolean;
      correctionRequested: boolean;
      makeup: { id: number; status: string } | null;
    }[];
  };
};
const past = () => home.lessons[0]!.lesson.id;
const future = () => home.lessons[1]!.lesson.id;

describe('the Attendance tab', () => {
  it('lists each lesson with its status and offers makeups for future lessons and corrections for past ones with an attendee', async () => {
    const s = await pupil();
    await t.services.db.insert(attendees).values({ lessonId: past(), studentId: s.student.id, status: 'LATE' });
    const result = await t.gql<Tab>(TAB, { id: home.classroom.id }, { token: s.token });
    const [first, second] = result.data!.attendance.rows;
    expect(first).toMatchObject({ status: 'LATE', canScheduleMakeup: false, canRequestCorrection: true });
    expect(second).toMatchObject({ status: 'UNKNOWN', canScheduleMakeup: true, canRequestCorrection: false, makeup: null });
  });

  it('tells instructors that attendance is not supported', async () => {
    const result = await t.gql(TAB, { id: home.classroom.id }, { token: teacher.token });
    expect(errorCode(result)).toBe('ATTENDANCE_INSTRUCTOR');
    expect(result.errors?.[0]?.message).toBe(messages.ATTENDANCE_INSTRUCTOR);
  });

  it('refuses a class the student is not in', async () => {
    const s = await signedInStudent(t.services.db, NOW);
    expect(errorCode(await t.gql(TAB, { id: home.classroom.id }, { token: s.token }))).toBe('NOT_ENROLLED');
  });
});

describe('makeups', () => {
  it('offers the same lesson in other classes of the course, in the future, with seats', async () => {
    const s = await pupil();
    const result = await t.gql<{ availableMakeupLessons: { lessonId: number; classroomTitle: string }[] }>(
      OFFERED,
      { lesson: future() },
      { token: s.token },
    );
    expect(result.data!.availableMakeupLessons.map((l) => l.classroomTitle).sort()).toEqual(['Full class', 'Other class']);
    expect(result.data!.availableMakeupLessons.map((l) => l.lessonId)).not.toContain(future());
  });

  it('needs a chosen lesson', async () => {
    const s = await pupil();
    const result = await t.gql(SCHEDULE, { from: future() }, { token: s.token });
    expect(result.errors?.[0]?.message).toBe(messages.SELECT_MAKEUP_LESSON);
  });

  it('refuses a reason longer than its limit, naming it, rather than cutting it', async () => {
    const s = await pupil();
    const long = await t.gql(SCHEDULE, { from: future(), to: other.lessons[1]!.lesson.id, notes: 'x'.repeat(2_001) }, { token: s.token });
    expect(long.errors?.[0]?.message).toBe('The reason is too long: at most 2,000 characters.');
  });

  it('schedules a makeup into another class and undoes it', async () => {
    const s = await pupil();
    const to = other.lessons[1]!.lesson.id;
    const made = await t.gql<{ scheduleMakeup: { id: number; status: string } }>(
      SCHEDULE,
      { from: future(), to, notes: 'Trip' },
      { token: s.token },
    );
    expect(made.data!.scheduleMakeup.status).toBe('SCHEDULED');
    const [place] = await t.services.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.lessonId, to), eq(attendees.studentId, s.student.id)));
    expect(place).toMatchObject({ isMakeup: true });
    const tab = await t.gql<Tab>(TAB, { id: home.classroom.id }, { token: s.token });
    expect(tab.data!.attendance.rows[1]).toMatchObject({ canScheduleMakeup: false, makeup: { status: 'SCHEDULED' } });
    expect(errorCode(await t.gql(SCHEDULE, { from: future(), to }, { token: s.token }))).toBe('MAKEUP_EXISTS');

    expect((await t.gql(UNDO, { id: made.data!.scheduleMakeup.id }, { token: s.token })).data).toEqual({ undoMakeup: true });
    expect(await t.services.db.select().from(makeups).where(eq(makeups.studentId, s.student.id))).toEqual([]);
    expect(
      await t.services.db
        .select()
        .from(attendees)
        .where(and(eq(attendees.lessonId, to), eq(attendees.studentId, s.student.id))),
    ).toEqual([]);
  });

  it('refuses past lessons and lessons that are not offered', async () => {
    const s = await pupil();
    expect(errorCode(await t.gql(SCHEDULE, { from: past(), to: other.lessons[0]!.lesson.id }, { token: s.token }))).toBe(
      'MAKEUP_PAST_LESSON',
    );
    expect(errorCode(await t.gql(SCHEDULE, { from: future(), to: other.lessons[0]!.lesson.id }, { token: s.token }))).toBe(
      'MAKEUP_NOT_OFFERED',
    );
    expect(await t.services.db.select().from(makeups).where(eq(makeups.studentId, s.student.id))).toEqual([]);
  });

  it('lets only parents mark a student absent, and undo resets the attendee to UNKNOWN with an empty note', async () => {
    const s = await pupil();
    expect(errorCode(await t.gql(SCHEDULE, { from: future(), absent: true }, { token: s.token }))).toBe('MARK_ABSENT_PARENTS_ONLY');
    const parent = await parentToken(s.student.id);
    const made = await t.gql<{ scheduleMakeup: { id: number; status: string } }>(
      SCHEDULE,
      { from: future(), absent: true, notes: 'Sick', student: s.student.id },
      { token: parent },
    );
    expect(made.data!.scheduleMakeup.status).toBe('ABSENT');
    const [absent] = await t.services.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.lessonId, future()), eq(attendees.studentId, s.student.id)));
    expect(absent).toMatchObject({ status: 'ABSENT', note: 'Sick' });
    await t.gql(UNDO, { id: made.data!.scheduleMakeup.id, student: s.student.id }, { token: parent });
    const [reset] = await t.services.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.lessonId, future()), eq(attendees.studentId, s.student.id)));
    expect(reset).toMatchObject({ status: 'UNKNOWN', note: '' });
  });

  it("keeps parents to their own family's students and students to themselves", async () => {
    const s = await pupil();
    const stranger = await pupil();
    const parent = await parentToken(s.student.id);
    expect(errorCode(await t.gql(SCHEDULE, { from: future(), absent: true, student: stranger.student.id }, { token: parent }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(
        await t.gql(SCHEDULE, { from: future(), to: other.lessons[1]!.lesson.id, student: stranger.student.id }, { token: s.token }),
      ),
    ).toBe('FORBIDDEN');
    const made = await t.gql<{ scheduleMakeup: { id: number } }>(
      SCHEDULE,
      { from: future(), to: other.lessons[1]!.lesson.id },
      { token: stranger.token },
    );
    expect(errorCode(await t.gql(UNDO, { id: made.data!.scheduleMakeup.id }, { token: s.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SCHEDULE, { from: future(), to: other.lessons[1]!.lesson.id }, { token: teacher.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('gives the last seat of a makeup lesson to one of ten students racing for it', async () => {
    const racers = await Promise.all(Array.from({ length: 10 }, () => pupil()));
    const to = full.lessons[1]!.lesson.id;
    const results = await Promise.all(racers.map((s) => t.gql(SCHEDULE, { from: future(), to }, { token: s.token })));
    const won = results.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'MAKEUP_FULL')).toHaveLength(9);
    expect(await t.services.db.select().from(makeups).where(eq(makeups.toLessonId, to))).toHaveLength(1);
    const offered = await t.gql<{ availableMakeupLessons: { classroomTitle: string }[] }>(
      OFFERED,
      { lesson: future() },
      { token: racers[0]!.token },
    );
    expect(offered.data!.availableMakeupLessons.map((l) => l.classroomTitle)).toEqual(['Other class']);
  });
});

describe('attendance corrections', () => {
  it('opens one ATTENDANCE issue per past attendee, shown in Messages', async () => {
    const s = await pupil();
    const [attendee] = await t.services.db
      .insert(attendees)
      .values({ lessonId: past(), studentId: s.student.id, status: 'ABSENT' })
      .returning();
    const sent = await t.gql(CORRECT, { id: attendee!.id, text: 'I was there on time' }, { token: s.token });
    expect(sent.errors).toBeUndefined();
    const again = await t.gql(CORRECT, { id: attendee!.id, text: 'Again' }, { token: s.token });
    expect(again.errors?.[0]?.message).toBe(messages.DUPLICATE_ATTENDANCE_ISSUE);
    expect(await t.services.db.select().from(issues).where(eq(issues.studentId, s.student.id))).toHaveLength(1);
    const mine = await t.gql<{ studentMessages: { items: { issueType: string; description: string }[] } }>(MINE, {}, { token: s.token });
    expect(mine.data!.studentMessages.items).toEqual([{ issueType: 'ATTENDANCE', description: 'I was there on time' }]);
    const tab = await t.gql<Tab>(TAB, { id: home.classroom.id }, { token: s.token });
    expect(tab.data!.attendance.rows[0]).toMatchObject({ correctionRequested: true });
  });

  it('refuses future lessons, empty or too long text and other students', async () => {
    const s = await pupil();
    const other = await pupil();
    const [future_] = await t.services.db.insert(attendees).values({ lessonId: future(), studentId: s.student.id }).returning();
    expect(errorCode(await t.gql(CORRECT, { id: future_!.id, text: 'x' }, { token: s.token }))).toBe('CORRECTION_PAST_ONLY');
    const [done] = await t.services.db.insert(attendees).values({ lessonId: past(), studentId: s.student.id }).returning();
    expect(errorCode(await t.gql(CORRECT, { id: done!.id, text: '  ' }, { token: s.token }))).toBe('CORRECTION_REQUIRED');
    expect((await t.gql(CORRECT, { id: done!.id, text: 'x'.repeat(4_001) }, { token: s.token })).errors?.[0]?.message).toBe(
      'The correction request is too long: at most 4,000 characters.',
    );
    expect(errorCode(await t.gql(CORRECT, { id: done!.id, text: 'mine' }, { token: other.token }))).toBe('NOT_FOUND');
  });
});

describe("the family's week", () => {
  const WEEK = `query ($student: Int, $date: String) { familyWeek(studentId: $student, date: $date) { weekStart entries { lessonId title absent makeup past } } }`;
  type Week = {
    familyWeek: { weekStart: string; entries: { lessonId: number; title: string; absent: boolean; makeup: boolean; past: boolean }[] };
  };
  const dayOf = (instant: Date) => calendarDate(instant, 'America/Los_Angeles');

  it("shows a parent the student's lessons of a week, a makeup as 'Make up lesson' and the lesson it replaces struck through", async () => {
    const s = await pupil();
    const token = await parentToken(s.student.id);
    const [first, second] = home.lessons.map(({ lesson }) => lesson);
    const week = async (date: string) => (await t.gql<Week>(WEEK, { student: s.student.id, date }, { token })).data!.familyWeek;

    const firstWeek = await week(dayOf(first!.startOn!));
    expect(firstWeek.entries).toEqual([{ lessonId: first!.id, title: 'Home class', absent: false, makeup: false, past: true }]);

    const target = other.lessons[1]!.lesson;
    const scheduled = await t.gql(SCHEDULE, { from: second!.id, to: target.id, student: s.student.id }, { token });
    expect(scheduled.errors).toBeUndefined();
    const later = await week(dayOf(target.startOn!));
    expect(later.entries.find((entry) => entry.lessonId === target.id)).toMatchObject({
      title: 'Make up lesson',
      makeup: true,
      absent: false,
    });
    const replaced = (await week(dayOf(second!.startOn!))).entries.find((entry) => entry.lessonId === second!.id);
    expect(replaced).toMatchObject({ title: 'Home class', absent: true });
  });

  it('starts weeks on Monday, answers an empty week, and refuses another family, staff and a bad date', async () => {
    const s = await pupil();
    const token = await parentToken(s.student.id);
    const empty = await t.gql<Week>(WEEK, { student: s.student.id, date: '2030-01-02' }, { token });
    expect(empty.data!.familyWeek).toEqual({ weekStart: '2029-12-31', entries: [] });
    const stranger = await pupil();
    expect(errorCode(await t.gql(WEEK, { student: stranger.student.id }, { token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(WEEK, { student: s.student.id }, { token: teacher.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(WEEK, { student: s.student.id, date: '2026-02-30' }, { token }))).toBe('INVALID_DATE');
    const own = await t.gql<Week>(WEEK, {}, { token: s.token });
    expect(own.errors).toBeUndefined();
  });
});
