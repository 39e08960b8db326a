import { MAKEUP_ENTRY_TITLE, messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeups } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { parentOf, pupilOf, threeSections } from '../../test/attendance-kit.js';
import { type BuiltClassroom, DAY } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SCHEDULE = `mutation ($from: Int!, $to: Int, $absent: Boolean, $notes: String, $student: Int) {
  scheduleMakeup(fromLessonId: $from, toLessonId: $to, markAbsent: $absent, notes: $notes, studentId: $student) { id undoable } }`;
const UNDO = `mutation ($id: Int!, $student: Int) { undoMakeup(makeupId: $id, studentId: $student) }`;
const WEEK = `query ($student: Int, $date: String) { familyWeek(studentId: $student, date: $date) { entries {
  lessonId title classroomTitle hostClassroomTitle absent makeup status makeupRecord { id status notes toClassroomTitle undoable } } } }`;
const TAB = `query ($id: Int!) { attendance(classroomId: $id) { rows { lessonId status makeup { id undoable toStatus fromStartOn } } } }`;

type Entry = {
  lessonId: number;
  title: string;
  classroomTitle: string;
  hostClassroomTitle: string;
  absent: boolean;
  makeup: boolean;
  status: string;
  makeupRecord: { id: number; status: string; notes: string; toClassroomTitle: string | null; undoable: boolean } | null;
};

let t: TestServer;
let home: BuiltClassroom;
let other: BuiltClassroom;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  ({ home, other } = await threeSections(t.services.db, NOW));
}, 120_000);

afterEach(() => {
  t.clock.now = NOW;
});
afterAll(() => t.close());

const future = () => home.lessons[1]!.lesson;
const target = () => other.lessons[1]!.lesson;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

async function family() {
  const s = await pupilOf(t.services.db, NOW, home.classroom.id);
  const { token } = await parentOf(t.services.db, NOW, s.student.id);
  return { s, token };
}

async function week(token: string, studentId: number, on: Date): Promise<Entry[]> {
  const result = await t.gql<{ familyWeek: { entries: Entry[] } }>(WEEK, { student: studentId, date: dayOf(on) }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.familyWeek.entries;
}

describe('a makeup on the family week', () => {
  it("reads 'Make up lesson' under the original class's title, and both entries name the makeup", async () => {
    const { s, token } = await family();
    const made = await t.gql<{ scheduleMakeup: { id: number } }>(
      SCHEDULE,
      { from: future().id, to: target().id, notes: 'Recital', student: s.student.id },
      { token },
    );
    const id = made.data!.scheduleMakeup.id;
    const there = (await week(token, s.student.id, target().startOn!)).find((entry) => entry.lessonId === target().id);
    expect(there).toMatchObject({
      title: MAKEUP_ENTRY_TITLE,
      classroomTitle: 'Home class',
      hostClassroomTitle: 'Other class',
      makeup: true,
      makeupRecord: { id, status: 'SCHEDULED', notes: 'Recital', toClassroomTitle: 'Other class', undoable: true },
    });
    const left = (await week(token, s.student.id, future().startOn!)).find((entry) => entry.lessonId === future().id);
    expect(left).toMatchObject({ title: 'Home class', absent: true, makeupRecord: { id, undoable: true } });
  });
});

describe('undoing a makeup later', () => {
  it('works a day after it was scheduled, from the week, and puts the student back in the lesson', async () => {
    const { s, token } = await family();
    await t.gql(SCHEDULE, { from: future().id, to: target().id, student: s.student.id }, { token });
    t.clock.now = new Date(NOW.getTime() + DAY);
    const left = (await week(token, s.student.id, future().startOn!)).find((entry) => entry.lessonId === future().id)!;
    expect((await t.gql(UNDO, { id: left.makeupRecord!.id, student: s.student.id }, { token })).data).toEqual({ undoMakeup: true });
    const back = (await week(token, s.student.id, future().startOn!)).find((entry) => entry.lessonId === future().id);
    expect(back).toMatchObject({ absent: false, makeupRecord: null });
    expect((await week(token, s.student.id, target().startOn!)).find((entry) => entry.lessonId === target().id)).toBeUndefined();
  });

  it('is refused once a lesson of the makeup has started, and the makeup stays', async () => {
    const { s, token } = await family();
    const made = await t.gql<{ scheduleMakeup: { id: number; undoable: boolean } }>(
      SCHEDULE,
      { from: future().id, to: target().id, student: s.student.id },
      { token },
    );
    expect(made.data!.scheduleMakeup.undoable).toBe(true);
    t.clock.now = new Date(future().startOn!.getTime() + 60_000);
    const tab = await t.gql<{ attendance: { rows: { lessonId: number; makeup: { id: number; undoable: boolean } | null }[] } }>(
      TAB,
      { id: home.classroom.id },
      { token: s.token },
    );
    expect(tab.data!.attendance.rows.find((row) => row.lessonId === future().id)!.makeup).toMatchObject({ undoable: false });
    const refused = await t.gql(UNDO, { id: made.data!.scheduleMakeup.id, student: s.student.id }, { token });
    expect(errorCode(refused)).toBe('MAKEUP_UNDO_STARTED');
    expect(refused.errors?.[0]?.message).toBe(messages.MAKEUP_UNDO_STARTED);
    expect(await t.services.db.select().from(makeups).where(eq(makeups.id, made.data!.scheduleMakeup.id))).toHaveLength(1);
  });

  it("lets the student undo their own makeup later from the Attendance tab's details", async () => {
    const { s } = await family();
    const made = await t.gql<{ scheduleMakeup: { id: number } }>(SCHEDULE, { from: future().id, to: target().id }, { token: s.token });
    t.clock.now = new Date(NOW.getTime() + 2 * DAY);
    const tab = await t.gql<{ attendance: { rows: { lessonId: number; makeup: { id: number; undoable: boolean } | null }[] } }>(
      TAB,
      { id: home.classroom.id },
      { token: s.token },
    );
    expect(tab.data!.attendance.rows.find((row) => row.lessonId === future().id)!.makeup).toMatchObject({
      id: made.data!.scheduleMakeup.id,
      undoable: true,
    });
    expect((await t.gql(UNDO, { id: made.data!.scheduleMakeup.id }, { token: s.token })).data).toEqual({ undoMakeup: true });
  });

  it('undoes a marked absence later: the class is no longer struck through and its status is UNKNOWN again', async () => {
    const { s, token } = await family();
    const made = await t.gql<{ scheduleMakeup: { id: number } }>(
      SCHEDULE,
      { from: future().id, absent: true, notes: 'Flu', student: s.student.id },
      { token },
    );
    const struck = (await week(token, s.student.id, future().startOn!)).find((entry) => entry.lessonId === future().id);
    expect(struck).toMatchObject({ absent: true, status: 'ABSENT', makeupRecord: { status: 'ABSENT', notes: 'Flu', undoable: true } });
    t.clock.now = new Date(NOW.getTime() + DAY);
    expect((await t.gql(UNDO, { id: made.data!.scheduleMakeup.id, student: s.student.id }, { token })).data).toEqual({
      undoMakeup: true,
    });
    const back = (await week(token, s.student.id, future().startOn!)).find((entry) => entry.lessonId === future().id);
    expect(back).toMatchObject({ absent: false, status: 'UNKNOWN', makeupRecord: null });
  });
});
