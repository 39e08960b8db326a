import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, classrooms, students } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { parentOf, pupilOf, threeSections } from '../../test/attendance-kit.js';
import type { BuiltClassroom } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const STATE = `query ($student: Int!) { calendarFeed(studentId: $student) { active createdAt } }`;
const CREATE = `mutation ($student: Int!) { createCalendarFeed(studentId: $student) { url createdAt } }`;
const REVOKE = `mutation ($student: Int!) { revokeCalendarFeed(studentId: $student) }`;
const SCHEDULE = `mutation ($from: Int!, $to: Int, $absent: Boolean, $student: Int) {
  scheduleMakeup(fromLessonId: $from, toLessonId: $to, markAbsent: $absent, studentId: $student) { id } }`;

let t: TestServer;
let home: BuiltClassroom;
let other: BuiltClassroom;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db, { name: 'Solve Academy', timeZone: 'America/Los_Angeles' });
  ({ home, other } = await threeSections(t.services.db, NOW));
}, 120_000);

afterAll(() => t.close());

async function family() {
  const s = await pupilOf(t.services.db, NOW, home.classroom.id);
  const parent = await parentOf(t.services.db, NOW, s.student.id);
  return { s, ...parent };
}

/** The feed as a calendar app fetches it: plain GET of the address, no session. */
async function fetchFeed(path: string, method = 'GET') {
  const { port } = t.app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function newFeed(token: string, studentId: number) {
  const made = await t.gql<{ createCalendarFeed: { url: string } }>(CREATE, { student: studentId }, { token });
  expect(made.errors).toBeUndefined();
  const url = made.data!.createCalendarFeed.url;
  return { url, path: new URL(url).pathname };
}

/** The VEVENT blocks of a calendar, unfolded (RFC 5545 §3.1). */
function events(text: string): string[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => block.split('END:VEVENT')[0]!);
}
const field = (event: string, name: string) => new RegExp(`^${name}(;[^:]*)?:(.*)$`, 'm').exec(event)?.[2];

describe('the calendar feed address', () => {
  it('is made by a parent, carries a random token, and only its hash is stored', async () => {
    const { s, token } = await family();
    expect((await t.gql(STATE, { student: s.student.id }, { token })).data).toEqual({ calendarFeed: { active: false, createdAt: null } });
    const { url } = await newFeed(token, s.student.id);
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const [stored] = await t.services.db.select().from(calendarFeeds).where(eq(calendarFeeds.studentId, s.student.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await t.gql(STATE, { student: s.student.id }, { token })).data).toEqual({
      calendarFeed: { active: true, createdAt: NOW.toISOString() },
    });
  });

  it("is refused to students, the signed out and another family's parent", async () => {
    const { s } = await family();
    const stranger = await family();
    expect(errorCode(await t.gql(CREATE, { student: s.student.id }, { token: s.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { student: s.student.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(REVOKE, { student: s.student.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CREATE, { student: s.student.id }))).toBe('NOT_SIGNED_IN');
    expect(await t.services.db.select().from(calendarFeeds).where(eq(calendarFeeds.studentId, s.student.id))).toEqual([]);
  });

  it('stops answering once revoked, and a new address replaces the old one', async () => {
    const { s, token } = await family();
    const first = await newFeed(token, s.student.id);
    expect((await fetchFeed(first.path)).status).toBe(200);
    expect((await t.gql(REVOKE, { student: s.student.id }, { token })).data).toEqual({ revokeCalendarFeed: true });
    expect((await fetchFeed(first.path)).status).toBe(404);
    expect((await t.gql(REVOKE, { student: s.student.id }, { token })).data).toEqual({ revokeCalendarFeed: false });

    const second = await newFeed(token, s.student.id);
    const third = await newFeed(token, s.student.id);
    expect((await fetchFeed(second.path)).status).toBe(404);
    expect((await fetchFeed(third.path)).status).toBe(200);
    expect((await fetchFeed(first.path)).status).toBe(404);
  });

  it('stops answering when the student leaves the family that made it', async () => {
    const { s, token } = await family();
    const feed = await newFeed(token, s.student.id);
    const elsewhere = await family();
    await t.services.db.update(students).set({ familyAccountId: elsewhere.familyAccountId }).where(eq(students.id, s.student.id));
    expect((await fetchFeed(feed.path)).status).toBe(404);
  });

  it.each([
    '/calendar/',
    '/calendar/nothing.ics',
    `/calendar/${'A'.repeat(43)}.ics`,
    `/calendar/${'A'.repeat(43)}`,
    '/calendar/%ZZ.ics',
    `/calendar/${'A'.repeat(5000)}.ics`,
    '/calendar/../health.ics',
  ])('answers %s with 404', async (path) => {
    await t.gql('{ appVersion }');
    expect((await fetchFeed(path)).status).toBe(404);
  });

  it('answers other methods with 405', async () => {
    const { s, token } = await family();
    const feed = await newFeed(token, s.student.id);
    expect((await fetchFeed(feed.path, 'POST')).status).toBe(405);
    expect((await fetchFeed(feed.path, 'DELETE')).status).toBe(405);
  });
});

describe('the calendar', () => {
  it("holds the student's lessons and makeups in UTC, with the academy's zone and stable UIDs", async () => {
    const { s, token } = await family();
    const [first, second] = home.lessons.map(({ lesson }) => lesson);
    const target = other.lessons[1]!.lesson;
    expect((await t.gql(SCHEDULE, { from: second!.id, to: target.id, student: s.student.id }, { token })).errors).toBeUndefined();
    const { path } = await newFeed(token, s.student.id);

    const feed = await fetchFeed(path);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.text).toContain('X-WR-TIMEZONE:America/Los_Angeles');
    expect(feed.text).toMatch(/X-WR-CALNAME:Pupil\d+'s classes · Solve Academy/);
    for (const line of feed.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const list = events(feed.text);
    expect(list).toHaveLength(3);
    const byUid = new Map(list.map((event) => [field(event, 'UID')!, event]));
    const lesson = byUid.get(`lesson-${first!.id}-student-${s.student.id}@localhost`)!;
    expect(field(lesson, 'SUMMARY')).toBe('Home class');
    expect(field(lesson, 'DTSTART')).toBe(
      first!
        .startOn!.toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    );
    expect(field(lesson, 'DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(field(lesson, 'STATUS')).toBe('CONFIRMED');

    const moved = byUid.get(`lesson-${second!.id}-student-${s.student.id}@localhost`)!;
    expect(field(moved, 'STATUS')).toBe('CANCELLED');
    expect(field(moved, 'DESCRIPTION')).toBe('Moved to a makeup lesson.');

    const makeup = byUid.get(`makeup-${target.id}-student-${s.student.id}@localhost`)!;
    expect(field(makeup, 'SUMMARY')).toBe('Make up lesson: Home class');
    expect(field(makeup, 'DESCRIPTION')).toBe('Taught in Other class.');
    expect(field(makeup, 'STATUS')).toBe('CONFIRMED');

    const again = await fetchFeed(path);
    expect(events(again.text).map((event) => field(event, 'UID'))).toEqual(list.map((event) => field(event, 'UID')));
  });

  it('escapes commas, semicolons and new lines of titles and folds long lines', async () => {
    const { s, token } = await family();
    const title = 'MA6-A: Ratios, rates; and\nproportions for the very curious young mathematician of the academy';
    await t.services.db.update(classrooms).set({ title }).where(eq(classrooms.id, home.classroom.id));
    try {
      const { path } = await newFeed(token, s.student.id);
      const feed = await fetchFeed(path);
      expect(feed.text).toContain('SUMMARY:MA6-A: Ratios\\, rates\\; and\\nproportions');
      const summary = events(feed.text).map((event) => field(event, 'SUMMARY'));
      expect(summary[0]).toBe('MA6-A: Ratios\\, rates\\; and\\nproportions for the very curious young mathematician of the academy');
    } finally {
      await t.services.db.update(classrooms).set({ title: 'Home class' }).where(eq(classrooms.id, home.classroom.id));
    }
  });

  it('marks a lesson the parent marked absent as cancelled', async () => {
    const { s, token } = await family();
    const second = home.lessons[1]!.lesson;
    expect((await t.gql(SCHEDULE, { from: second.id, absent: true, student: s.student.id }, { token })).errors).toBeUndefined();
    const { path } = await newFeed(token, s.student.id);
    const missed = events((await fetchFeed(path)).text).find((event) => field(event, 'UID')!.startsWith(`lesson-${second.id}-`))!;
    expect(field(missed, 'STATUS')).toBe('CANCELLED');
    expect(field(missed, 'DESCRIPTION')).toBe('Marked absent.');
  });
});
