import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, notificationAcademyOff, notificationDeliveries, notifications, outboxMessages } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import type { Mailer } from '../../integrations/mail/mail.js';
import { JOB_HANDLERS } from '../../jobs/job-kinds.js';
import { runDueJobs } from '../../jobs/runner.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { absentEvent, notificationPeople } from '../../test/notification-kit.js';
import { notify } from './notify.service.js';
import { setNotificationPreference } from './preferences.service.js';

// Noon in the academy's zone (America/Los_Angeles).
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
  await t.services.db.delete(jobs);
  await t.services.db.delete(notificationAcademyOff);
  people = await notificationPeople(t.services.db, NOON);
});

const db = () => t.services.db;
const rowsOf = (key: string) => db().select().from(notifications).where(eq(notifications.eventKey, key));
const jobsOf = (key: string) =>
  db()
    .select()
    .from(jobs)
    .then((rows) => rows.filter((job) => job.dedupeKey?.startsWith(`notify:${key}:`)));
const deliveriesOf = (notificationId: number) =>
  db().select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));
const outboxTo = (recipient: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
const at = (iso: string) => () => new Date(iso);

describe('notify', () => {
  it('one event gives each recipient one in-app row and one job per channel they want', async () => {
    const { parent, recipients } = people;
    const result = await notify(t.services, absentEvent('absent:1', [recipients.parent], people.student.id));
    expect(result.notified).toEqual([recipients.parent]);
    const [row, ...more] = await rowsOf('absent:1');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      recipientType: 'FAMILY_MEMBER',
      recipientId: parent.id,
      kind: 'ABSENT',
      link: '/family/attendance',
      readAt: null,
    });
    // ABSENT is on by mail and text before a parent chooses.
    const queued = await jobsOf('absent:1');
    expect(queued.map((job) => job.kind).sort()).toEqual(['notify-mail', 'notify-sms']);
    expect(queued.map((job) => job.dedupeKey).sort()).toEqual([
      `notify:absent:1:FAMILY_MEMBER:${parent.id}:EMAIL`,
      `notify:absent:1:FAMILY_MEMBER:${parent.id}:SMS`,
    ]);
    const deliveries = await deliveriesOf(row!.id);
    expect(deliveries.map((d) => [d.channel, d.address, d.status]).sort()).toEqual([
      ['EMAIL', parent.email, 'QUEUED'],
      ['SMS', parent.phoneNumber, 'QUEUED'],
    ]);
    expect(deliveries.every((d) => queued.some((job) => job.id === d.jobId))).toBe(true);
  });

  it('the same event again adds nothing', async () => {
    const event = absentEvent('absent:2', [people.recipients.parent], people.student.id);
    await notify(t.services, event);
    const again = await notify(t.services, event);
    expect(again).toMatchObject({ notified: [], queued: 0 });
    expect(await rowsOf('absent:2')).toHaveLength(1);
    expect(await jobsOf('absent:2')).toHaveLength(2);
  });

  it('a channel the recipient turned off gets no job; the bell still shows it', async () => {
    await setNotificationPreference(t.services, people.recipients.parent, 'ABSENT', 'SMS', false);
    await notify(t.services, absentEvent('absent:3', [people.recipients.parent], people.student.id));
    expect(await rowsOf('absent:3')).toHaveLength(1);
    expect((await jobsOf('absent:3')).map((job) => job.kind)).toEqual(['notify-mail']);
  });

  it('a kind the academy turned off sends nothing by mail or text', async () => {
    await db().insert(notificationAcademyOff).values({ kind: 'ABSENT' });
    await notify(t.services, absentEvent('absent:4', [people.recipients.parent], people.student.id));
    expect(await rowsOf('absent:4')).toHaveLength(1);
    expect(await jobsOf('absent:4')).toHaveLength(0);
  });

  it('a recipient without an address by a channel gets no job for it (a student has no phone)', async () => {
    await setNotificationPreference(t.services, people.recipients.student, 'CLASS_NEWS', 'EMAIL', true);
    await notify(t.services, { ...absentEvent('news:5', [people.recipients.student], people.student.id), message: 'CLASS_NEWS' });
    expect((await jobsOf('news:5')).map((job) => job.kind)).toEqual(['notify-mail']);
  });

  it('a text asked for at 23:00 in the academy is held until 08:00', async () => {
    t.clock.now = new Date('2026-11-23T07:00:00Z'); // 23:00 on the 22nd in Los Angeles
    await notify(t.services, absentEvent('absent:6', [people.recipients.parent], people.student.id));
    const [row] = await rowsOf('absent:6');
    const sms = (await jobsOf('absent:6')).find((job) => job.kind === 'notify-sms')!;
    const morning = new Date('2026-11-23T16:00:00Z'); // 08:00 on the 23rd
    expect(sms.runAt).toEqual(morning);
    const held = (await deliveriesOf(row!.id)).find((d) => d.channel === 'SMS')!;
    expect(held).toMatchObject({ status: 'HELD', sendAt: morning });
    // The mail goes at once; the text not before the morning.
    await runDueJobs(t.services, JOB_HANDLERS, { owner: 'test', limit: 10, now: at('2026-11-23T15:59:00Z') });
    expect(await outboxTo(people.parent.email)).toHaveLength(1);
    expect(await outboxTo(people.parent.phoneNumber)).toHaveLength(0);
    await runDueJobs(t.services, JOB_HANDLERS, { owner: 'test', limit: 10, now: at('2026-11-23T16:00:00Z') });
    const [text] = await outboxTo(people.parent.phoneNumber);
    expect(text).toMatchObject({ kind: 'SMS' });
    expect(text!.body).toMatch(/^Solve Academy: Alice Williams was absent for Pre-Algebra, lesson 3\./);
    expect(text!.body).toMatch(/http:\/\/localhost:3000\/family\/attendance$/);
    expect((await deliveriesOf(row!.id)).find((d) => d.channel === 'SMS')).toMatchObject({ status: 'SENT' });
  });

  it('a held text is not sent once the parent turned texts of that kind off overnight', async () => {
    t.clock.now = new Date('2026-11-23T07:00:00Z'); // 23:00 in Los Angeles
    await notify(t.services, absentEvent('absent:11', [people.recipients.parent], people.student.id));
    await setNotificationPreference(t.services, people.recipients.parent, 'ABSENT', 'SMS', false);
    await runDueJobs(t.services, JOB_HANDLERS, { owner: 'test', limit: 10, now: at('2026-11-23T16:00:00Z') });
    expect(await outboxTo(people.parent.phoneNumber)).toHaveLength(0);
    expect(await outboxTo(people.parent.email)).toHaveLength(1);
    const [row] = await rowsOf('absent:11');
    const statuses = (await deliveriesOf(row!.id)).map((d) => [d.channel, d.status]).sort();
    expect(statuses).toEqual([
      ['EMAIL', 'SENT'],
      ['SMS', 'CANCELLED'],
    ]);
    expect((await jobsOf('absent:11')).every((job) => job.status === 'DONE')).toBe(true);
  });

  it('the mail job sends with one-click unsubscribe headers and logs SENT', async () => {
    await notify(t.services, absentEvent('absent:7', [people.recipients.parent], people.student.id));
    await t.runJobs();
    const [mail, ...more] = await outboxTo(people.parent.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'MAIL', subject: 'Alice was absent today' });
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.body).toContain('http://localhost:3000/unsubscribe?token=');
    const [row] = await rowsOf('absent:7');
    expect((await deliveriesOf(row!.id)).every((d) => d.status === 'SENT' && d.sentAt !== null)).toBe(true);
  });

  it('a mail server that fails is logged FAILED with its error, and the job is retried', async () => {
    await setNotificationPreference(t.services, people.recipients.parent, 'ABSENT', 'SMS', false);
    await notify(t.services, absentEvent('absent:8', [people.recipients.parent], people.student.id));
    const real = t.services.mailAdapter;
    const down: Mailer = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    t.services.mailAdapter = down;
    try {
      await runDueJobs(t.services, JOB_HANDLERS, { owner: 'test', limit: 10 });
    } finally {
      t.services.mailAdapter = real;
    }
    const [row] = await rowsOf('absent:8');
    expect(await deliveriesOf(row!.id)).toEqual([
      expect.objectContaining({ status: 'FAILED', error: 'connect ECONNREFUSED 127.0.0.1:25' }),
    ]);
    expect((await jobsOf('absent:8'))[0]).toMatchObject({ status: 'QUEUED', attempts: 1 });
  });

  it('a link that is not a path of the app is refused and records nothing', async () => {
    for (const link of ['https://elsewhere.example/x', '//elsewhere.example/x', 'family']) {
      await expect(notify(t.services, { ...absentEvent('absent:10', [people.recipients.parent], null), link })).rejects.toThrow(
        /path of the app/,
      );
    }
    expect(await rowsOf('absent:10')).toHaveLength(0);
  });

  it("in the caller's transaction: nothing exists when it rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await notify(t.services, absentEvent('absent:9', [people.recipients.parent], people.student.id), tx);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await rowsOf('absent:9')).toHaveLength(0);
    expect(await jobsOf('absent:9')).toHaveLength(0);
    const committed = await db().transaction((tx) =>
      notify(t.services, absentEvent('absent:9', [people.recipients.parent], people.student.id), tx),
    );
    await committed.announce();
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.eventKey, 'absent:9'), eq(notifications.recipientId, people.parent.id))),
    ).toHaveLength(1);
  });
});
