import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { parentOf, pupilOf, threeSections } from '../../test/attendance-kit.js';
import type { BuiltClassroom } from '../../test/classroom-fixtures.js';
import { signedInEmployee, teach } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { setNotificationPreference } from './preferences.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SAVE = `mutation ($lesson: Int!, $entries: [RollEntryInput!]!) { saveRoll(lessonId: $lesson, entries: $entries) { lessonId } }`;

let t: TestServer;
let home: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db, { name: 'Solve Academy' });
  ({ home } = await threeSections(t.services.db, NOW));
  teacher = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
  await teach(t.services.db, teacher.employee.id, home.classroom.id);
}, 120_000);
afterAll(() => t.close());

const lessonId = () => home.lessons[0]!.lesson.id;
const save = async (studentId: number, status: string, note = '') => {
  const result = await t.gql(SAVE, { lesson: lessonId(), entries: [{ studentId, status, note }] }, { token: teacher.token });
  expect(result.errors).toBeUndefined();
};
const bellOf = (parentId: number) =>
  t.services.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.recipientType, 'FAMILY_MEMBER'), eq(notifications.recipientId, parentId), eq(notifications.kind, 'ABSENT')),
    );
const jobsOf = (parentId: number) =>
  t.services.db
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `notify:absent:%:FAMILY_MEMBER:${parentId}:%`));

/** A student of the home class with a parent on file. */
async function family() {
  const pupil = await pupilOf(t.services.db, NOW, home.classroom.id);
  const parent = await parentOf(t.services.db, NOW, pupil.student.id);
  return { studentId: pupil.student.id, parentId: parent.parentId };
}

describe('absent or late on the roll', () => {
  it('tells each parent once, with the student, the class and the makeup link; the same roll again tells no one', async () => {
    const { studentId, parentId } = await family();
    await save(studentId, 'ABSENT');
    const [row, ...more] = await bellOf(parentId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ studentId, link: '/dashboard?defaultTab=2' });
    expect(row!.body).toContain(home.classroom.title);
    expect(row!.eventKey).toBe(`absent:${home.classroom.id}:${lessonId()}:${studentId}:ABSENT`);
    expect((await jobsOf(parentId)).map((job) => job.kind).sort()).toEqual(['notify-mail', 'notify-sms']);
    // Saved again with only the note changed: still the same absence.
    await save(studentId, 'ABSENT', 'called in sick');
    expect(await bellOf(parentId)).toHaveLength(1);
    expect(await jobsOf(parentId)).toHaveLength(2);
  });

  it('absent changed to late is a new event; on time tells no one', async () => {
    const { studentId, parentId } = await family();
    await save(studentId, 'ONTIME');
    expect(await bellOf(parentId)).toHaveLength(0);
    await save(studentId, 'ABSENT');
    await save(studentId, 'LATE');
    const rows = await bellOf(parentId);
    expect(rows.map((row) => row.eventKey.split(':').at(-1)).sort()).toEqual(['ABSENT', 'LATE']);
    expect(rows.find((row) => row.eventKey.endsWith('LATE'))!.title).toMatch(/was late today$/);
  });

  it('a parent who turned texts of absences off gets the mail and the bell, no text', async () => {
    const { studentId, parentId } = await family();
    await setNotificationPreference(t.services, { type: 'FAMILY_MEMBER', id: parentId }, 'ABSENT', 'SMS', false);
    await save(studentId, 'ABSENT');
    expect(await bellOf(parentId)).toHaveLength(1);
    expect((await jobsOf(parentId)).map((job) => job.kind)).toEqual(['notify-mail']);
  });

  it('the text names the academy and the student in one segment', async () => {
    const { studentId, parentId } = await family();
    await save(studentId, 'ABSENT');
    await t.runJobs();
    const [sms] = (await jobsOf(parentId)).filter((job) => job.kind === 'notify-sms');
    const text = (sms!.payload as { text: string }).text;
    expect(text).toMatch(/^Solve Academy: \S+ \S+ was absent/);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
