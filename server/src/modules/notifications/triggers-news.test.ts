import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, students } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, type BuiltClassroom, enroll, signedInEmployee, signedInStudent, teach } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { setNotificationPreference } from './preferences.service.js';
import { notifyScheduled } from './scheduled-notifications.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const CREATE = `mutation ($id: Int!, $input: NewsInput!) { createNews(classroomId: $id, input: $input) { id } }`;
const doc = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bring a ruler.' }] }] });

let t: TestServer;
let room: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let reader: Awaited<ReturnType<typeof signedInStudent>>;
let quiet: Awaited<ReturnType<typeof signedInStudent>>;
let outsider: Awaited<ReturnType<typeof signedInStudent>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db, { name: 'Solve Academy' });
  room = await buildClassroom(db, {
    classroom: { startDate: '2026-11-01', endDate: '2026-12-20', title: 'Geometry' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [{ order: 1 }],
  });
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  await teach(db, teacher.employee.id, room.classroom.id);
  reader = await signedInStudent(db, NOW);
  quiet = await signedInStudent(db, NOW);
  outsider = await signedInStudent(db, NOW);
  for (const s of [reader, quiet, outsider]) {
    await db
      .update(students)
      .set({ email: `news${s.student.id}@example.com` })
      .where(eq(students.id, s.student.id));
  }
  await enroll(db, reader.student.id, room.classroom.id);
  await enroll(db, quiet.student.id, room.classroom.id);
  // News mail is on before a student chooses: one turns it off.
  await setNotificationPreference(t.services, { type: 'STUDENT', id: quiet.student.id }, 'CLASS_NEWS', 'EMAIL', false);
}, 120_000);
afterAll(() => t.close());

const bellOf = (studentId: number) =>
  t.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientType, 'STUDENT'), eq(notifications.recipientId, studentId), eq(notifications.kind, 'CLASS_NEWS')));
const mailJobsOf = (newsId: number) =>
  t.services.db
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `notify:news:${newsId}:%`));

describe('news posted in a class', () => {
  it("reaches each student of the class once in the bell, by mail all but who turned it off; not other classes' students", async () => {
    const result = await t.gql<{ createNews: { id: number } }>(
      CREATE,
      { id: room.classroom.id, input: { subject: 'Ruler day', message: doc, headline: false } },
      { token: teacher.token },
    );
    expect(result.errors).toBeUndefined();
    const newsId = result.data!.createNews.id;
    const [row, ...more] = await bellOf(reader.student.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      eventKey: `news:${newsId}`,
      link: `/lessons?classroomId=${room.classroom.id}`,
      body: 'Your teacher posted news in Geometry: Ruler day',
    });
    expect(row!.title).toContain('Geometry');
    expect(await bellOf(quiet.student.id)).toHaveLength(1);
    expect(await bellOf(outsider.student.id)).toHaveLength(0);
    const queued = await mailJobsOf(newsId);
    expect(queued.map((job) => job.dedupeKey)).toEqual([`notify:news:${newsId}:STUDENT:${reader.student.id}:EMAIL`]);
  });

  it('news scheduled for later tells no one yet', async () => {
    const before = (await bellOf(reader.student.id)).length;
    const later = new Date(NOW.getTime() + 86_400_000).toISOString();
    const result = await t.gql(
      CREATE,
      { id: room.classroom.id, input: { subject: 'Next week', message: doc, headline: false, announceDateTime: later } },
      { token: teacher.token },
    );
    expect(result.errors).toBeUndefined();
    expect(await bellOf(reader.student.id)).toHaveLength(before);
  });

  it('news scheduled for later is told by the hourly scan once its time has come, once', async () => {
    t.clock.now = NOW;
    const before = (await bellOf(reader.student.id)).length;
    const at = new Date(NOW.getTime() + 3 * 3_600_000);
    const result = await t.gql<{ createNews: { id: number } }>(
      CREATE,
      { id: room.classroom.id, input: { subject: 'Quiz Thursday', message: doc, headline: false, announceDateTime: at.toISOString() } },
      { token: teacher.token },
    );
    expect(result.errors).toBeUndefined();
    const newsId = result.data!.createNews.id;
    try {
      expect((await notifyScheduled(t.services)).publishedNews).toBe(0);
      t.clock.now = new Date(at.getTime() + 60_000);
      expect((await notifyScheduled(t.services)).publishedNews).toBe(1);
      const told = (await bellOf(reader.student.id)).filter((row) => row.eventKey === `news:${newsId}`);
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe('News in Geometry: Quiz Thursday');
      expect(await bellOf(outsider.student.id)).toHaveLength(0);
      expect((await mailJobsOf(newsId)).map((job) => job.dedupeKey)).toEqual([`notify:news:${newsId}:STUDENT:${reader.student.id}:EMAIL`]);
      expect((await notifyScheduled(t.services)).publishedNews).toBe(0);
      expect(await bellOf(reader.student.id)).toHaveLength(before + 1);
    } finally {
      t.clock.now = NOW;
    }
  });
});
