import { NOTIFICATION_KIND_NAMES } from '@solve/core/notification-kinds';
import { NOTIFICATION_MESSAGE_NAMES, NOTIFICATION_MESSAGES } from '@solve/core/notification-wording';
import { smsSize } from '@solve/core/sms-segments';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  jobs,
  notificationAcademyOff,
  notificationDeliveries,
  notifications,
  notificationTemplates,
} from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { absentEvent, notificationPeople } from '../../test/notification-kit.js';
import { notify } from './notify.service.js';

const NOON = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let admin: string;
let auditMark = 0;
/** Audit entries written by the test running (the log is append-only). */
const auditedSince = () => db().select().from(auditLog).where(gt(auditLog.id, auditMark));
let people: Awaited<ReturnType<typeof notificationPeople>>;

const SWITCHES = `{ notificationKindSwitches { kind label audience channels on } }`;
const SET_ON = `mutation ($kind: NotificationKind!, $on: Boolean!) { setNotificationKindOn(kind: $kind, on: $on) { kind on } }`;
const TEMPLATE_FIELDS = `message kind label customized variables { name description } defaults { subject text sms } saved { subject text sms }`;
const TEMPLATES = `{ notificationTemplates { ${TEMPLATE_FIELDS} } }`;
const SAVE = `mutation ($message: NotificationMessage!, $subject: String!, $text: String!, $sms: String!) {
  saveNotificationTemplate(message: $message, subject: $subject, text: $text, sms: $sms) { ${TEMPLATE_FIELDS} }
}`;
const RESET = `mutation ($message: NotificationMessage!) { resetNotificationTemplate(message: $message) { ${TEMPLATE_FIELDS} } }`;
const PREVIEW = `query ($message: NotificationMessage!, $subject: String!, $text: String!, $sms: String!) {
  notificationTemplatePreview(message: $message, subject: $subject, text: $text, sms: $sms) { subject text sms smsSegments smsEncoding problems { part message } }
}`;
const LOG = `query ($status: NotificationDeliveryStatus, $kind: NotificationKind, $channel: NotificationChannel, $first: Int, $after: Int) {
  notificationDeliveryLog(status: $status, kind: $kind, channel: $channel, first: $first, after: $after) {
    hasMore endCursor
    nodes { id createdAt recipientType recipientId recipientName address kind title channel status error sendAt sentAt }
    statusCounts { status count }
  }
}`;

interface Template {
  message: string;
  kind: string;
  label: string;
  customized: boolean;
  variables: { name: string; description: string }[];
  defaults: { subject: string; text: string; sms: string };
  saved: { subject: string | null; text: string | null; sms: string | null };
}
interface LogAnswer {
  notificationDeliveryLog: {
    hasMore: boolean;
    endCursor: number | null;
    nodes: {
      id: number;
      recipientName: string | null;
      recipientType: string;
      address: string;
      kind: string;
      channel: string;
      status: string;
      error: string | null;
    }[];
    statusCounts: { status: string; count: number }[];
  };
}

const db = () => t.services.db;
const ABSENT = NOTIFICATION_MESSAGES.ABSENT.template;

beforeAll(async () => {
  t = await startTestServer({ now: NOON });
  await createSettings(t.services.db, { name: 'Solve Academy' });
  admin = (await signedInEmployee(t.services.db, NOON, { isAdminOfSolve: true })).token;
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await db().delete(jobs);
  await db().delete(notificationDeliveries);
  await db().delete(notifications);
  await db().delete(notificationAcademyOff);
  await db().delete(notificationTemplates);
  auditMark =
    (
      await db()
        .select({ id: max(auditLog.id) })
        .from(auditLog)
    )[0]?.id ?? 0;
  people = await notificationPeople(db(), NOON);
});

describe('the Notifications page is for admins', () => {
  const calls: [string, Record<string, unknown>][] = [
    [SWITCHES, {}],
    [SET_ON, { kind: 'ABSENT', on: false }],
    [TEMPLATES, {}],
    [SAVE, { message: 'ABSENT', ...ABSENT }],
    [RESET, { message: 'ABSENT' }],
    [PREVIEW, { message: 'ABSENT', ...ABSENT }],
    [LOG, {}],
  ];
  it('refuses a parent, a student and a teacher, and changes nothing', async () => {
    await db().insert(notificationTemplates).values({ message: 'ABSENT', subject: 'Ours: {{student}}' });
    for (const who of ['parent', 'student', 'staff'] as const) {
      for (const [document, variables] of calls) {
        const result = await t.gql(document, variables, { token: people.tokens[who] });
        expect(errorCode(result), `${who}: ${document.slice(0, 40)}`).toBe('FORBIDDEN');
      }
    }
    expect(await db().select().from(notificationAcademyOff)).toEqual([]);
    expect((await db().select().from(notificationTemplates))[0]?.subject).toBe('Ours: {{student}}');
  });
});

describe("the academy's switches", () => {
  it('lists every kind with its label and audience, on until turned off', async () => {
    const { data } = await t.gql<{ notificationKindSwitches: { kind: string; audience: string; on: boolean; channels: string[] }[] }>(
      SWITCHES,
      {},
      { token: admin },
    );
    expect(data!.notificationKindSwitches.map((row) => row.kind)).toEqual(NOTIFICATION_KIND_NAMES);
    expect(data!.notificationKindSwitches.every((row) => row.on)).toBe(true);
    expect(data!.notificationKindSwitches.find((row) => row.kind === 'STAFF_DAILY')).toMatchObject({
      audience: 'STAFF',
      channels: ['EMAIL'],
    });
  });

  it('a kind turned off is sent by no channel; turned on again it is; setting twice is one change', async () => {
    for (let i = 0; i < 2; i++) {
      const { data, errors } = await t.gql(SET_ON, { kind: 'ABSENT', on: false }, { token: admin });
      expect(errors).toBeUndefined();
      expect(data).toEqual({ setNotificationKindOn: { kind: 'ABSENT', on: false } });
    }
    expect(await db().select({ kind: notificationAcademyOff.kind }).from(notificationAcademyOff)).toEqual([{ kind: 'ABSENT' }]);
    expect((await auditedSince()).filter((row) => row.action === 'notification-kind.switch')).toHaveLength(1);

    const off = await notify(t.services, absentEvent('absent:off', [people.recipients.parent], people.student.id));
    expect(off.queued).toBe(0);

    await t.gql(SET_ON, { kind: 'ABSENT', on: true }, { token: admin });
    const on = await notify(t.services, absentEvent('absent:on', [people.recipients.parent], people.student.id));
    expect(on.queued).toBe(2);
    const switches = await t.gql<{ notificationKindSwitches: { kind: string; on: boolean }[] }>(SWITCHES, {}, { token: admin });
    expect(switches.data!.notificationKindSwitches.find((row) => row.kind === 'ABSENT')?.on).toBe(true);
  });
});

describe('templates', () => {
  it('lists every message with its variables (the academy included), defaults and no saved parts', async () => {
    const { data } = await t.gql<{ notificationTemplates: Template[] }>(TEMPLATES, {}, { token: admin });
    expect(data!.notificationTemplates.map((row) => row.message)).toEqual(NOTIFICATION_MESSAGE_NAMES);
    const absent = data!.notificationTemplates[0]!;
    expect(absent).toMatchObject({ kind: 'ABSENT', label: 'Absent or late', customized: false, defaults: ABSENT });
    expect(absent.saved).toEqual({ subject: null, text: null, sms: null });
    expect(absent.variables).toContainEqual({ name: 'academy', description: "The academy's name" });
    expect(absent.variables).toContainEqual({ name: 'makeup', description: 'How to make it up (when absent)' });
  });

  it('refuses a part naming a variable the message does not offer, in words naming it, and saves nothing', async () => {
    await db().insert(notificationTemplates).values({ message: 'ABSENT', sms: 'Before: {{student}}' });
    const result = await t.gql(SAVE, { message: 'ABSENT', ...ABSENT, text: 'Hello {{studnet}}' }, { token: admin });
    expect(errorCode(result)).toBe('NOTIFICATION_TEMPLATE_INVALID');
    expect(result.errors![0]!.message).toBe('The e-mail text names {{studnet}}, which this message does not offer.');
    expect(result.errors![0]!.extensions?.field).toBe('text');
    const empty = await t.gql(SAVE, { message: 'ABSENT', ...ABSENT, subject: '  ' }, { token: admin });
    expect(empty.errors![0]!.message).toBe('The subject cannot be empty.');
    expect(await db().select().from(notificationTemplates)).toMatchObject([
      { message: 'ABSENT', subject: null, text: null, sms: 'Before: {{student}}' },
    ]);
    expect(await auditedSince()).toEqual([]);
  });

  it('saves the parts that differ from the default, keeps the others as the default, and resets', async () => {
    const subject = '{{academy}}: {{firstName}} was {{status}}';
    const { data, errors } = await t.gql<{ saveNotificationTemplate: Template }>(
      SAVE,
      { message: 'ABSENT', ...ABSENT, subject },
      { token: admin },
    );
    expect(errors).toBeUndefined();
    expect(data!.saveNotificationTemplate).toMatchObject({ customized: true, saved: { subject, text: null, sms: null } });
    expect(await db().select().from(notificationTemplates)).toMatchObject([{ message: 'ABSENT', subject, text: null, sms: null }]);

    // Saving the defaults again leaves nothing customized.
    const back = await t.gql<{ saveNotificationTemplate: Template }>(SAVE, { message: 'ABSENT', ...ABSENT }, { token: admin });
    expect(back.data!.saveNotificationTemplate.customized).toBe(false);
    expect(await db().select().from(notificationTemplates)).toEqual([]);

    await t.gql(SAVE, { message: 'GRADED', ...NOTIFICATION_MESSAGES.GRADED.template, sms: 'Graded: {{grade}}%' }, { token: admin });
    const reset = await t.gql<{ resetNotificationTemplate: Template }>(RESET, { message: 'GRADED' }, { token: admin });
    expect(reset.data!.resetNotificationTemplate).toMatchObject({ customized: false, saved: { subject: null, text: null, sms: null } });
    expect(await db().select().from(notificationTemplates)).toEqual([]);
    const audited = await auditedSince();
    expect(audited.map((row) => row.action).sort()).toEqual([
      'notification-template.reset',
      'notification-template.save',
      'notification-template.save',
      'notification-template.save',
    ]);
  });

  it('what an academy saves is what notify() sends', async () => {
    const subject = '{{academy}}: {{firstName}} was {{status}} ({{class}})';
    await t.gql(SAVE, { message: 'ABSENT', ...ABSENT, subject }, { token: admin });
    await notify(t.services, absentEvent('absent:worded', [people.recipients.parent], people.student.id));
    const [row] = await db().select().from(notifications).where(eq(notifications.eventKey, 'absent:worded'));
    expect(row?.title).toBe('Solve Academy: Alice was absent (Pre-Algebra)');
  });

  it('previews given parts with the sample values and the academy, the text as sent and its segments', async () => {
    const { data } = await t.gql<{
      notificationTemplatePreview: {
        subject: string;
        text: string;
        sms: string;
        smsSegments: number;
        smsEncoding: string;
        problems: unknown[];
      };
    }>(
      PREVIEW,
      { message: 'ABSENT', subject: '{{academy}}: {{firstName}} was {{status}}', text: ABSENT.text, sms: ABSENT.sms },
      { token: admin },
    );
    const preview = data!.notificationTemplatePreview;
    expect(preview.subject).toBe('Solve Academy: Maya was absent');
    expect(preview.text).toBe(
      'Maya Chen was absent for Algebra 1 (Fall), lesson 4. You can schedule a makeup lesson on the family schedule.',
    );
    expect(preview.sms).toBe('Solve Academy: Maya Chen was absent for Algebra 1 (Fall), lesson 4. http://localhost:3000/notifications');
    expect(preview).toMatchObject({ smsSegments: 1, smsEncoding: 'GSM-7', problems: [] });
    // Nothing is saved by a preview.
    expect(await db().select().from(notificationTemplates)).toEqual([]);
  });

  it('a preview lists each part that could not be saved and counts the segments of a long text', async () => {
    const long = `{{student}} ${'жж '.repeat(60)}`;
    const { data } = await t.gql<{
      notificationTemplatePreview: { sms: string; smsSegments: number; smsEncoding: string; problems: { part: string; message: string }[] };
    }>(PREVIEW, { message: 'ABSENT', subject: '{{nope}}', text: ABSENT.text, sms: long }, { token: admin });
    const preview = data!.notificationTemplatePreview;
    expect(preview.problems).toEqual([{ part: 'subject', message: 'The subject names {{nope}}, which this message does not offer.' }]);
    expect(preview.smsEncoding).toBe('UCS-2');
    expect(preview.smsSegments).toBe(smsSize(preview.sms).segments);
    expect(preview.sms).toMatch(/\.\.\. http:\/\/localhost:3000\/notifications$/);
  });
});

describe('the delivery log', () => {
  async function seedLog() {
    // Three events to the parent (mail and text each) and one to the student (mail): seven deliveries.
    for (const key of ['absent:a', 'absent:b', 'absent:c'])
      await notify(t.services, absentEvent(key, [people.recipients.parent], people.student.id));
    await notify(t.services, {
      ...absentEvent('news:1', [people.recipients.student], people.student.id),
      message: 'CLASS_NEWS',
      values: { class: 'Algebra', news: 'Quiz on Thursday' },
    });
    await t.services.db
      .update(notificationDeliveries)
      .set({ status: 'FAILED', error: `550 no mailbox ${people.parent.email}` })
      .where(eq(notificationDeliveries.channel, 'EMAIL'));
  }

  it('lists deliveries newest first with who, where, what and how it went; counts each status', async () => {
    await seedLog();
    const { data, errors } = await t.gql<LogAnswer>(LOG, {}, { token: admin });
    expect(errors).toBeUndefined();
    const log = data!.notificationDeliveryLog;
    expect(log.nodes).toHaveLength(7);
    expect(log.nodes.map((row) => row.id)).toEqual([...log.nodes.map((row) => row.id)].sort((a, b) => b - a));
    expect(log.nodes[0]).toMatchObject({
      recipientType: 'STUDENT',
      recipientName: `${people.student.firstName} ${people.student.lastName}`,
      kind: 'CLASS_NEWS',
      channel: 'EMAIL',
      status: 'FAILED',
      error: '550 no mailbox [address]',
    });
    expect(log.nodes.find((row) => row.channel === 'SMS')).toMatchObject({
      recipientType: 'FAMILY_MEMBER',
      recipientName: `${people.parent.firstName} ${people.parent.lastName}`,
      address: people.parent.phoneNumber,
      status: 'QUEUED',
    });
    expect(log.statusCounts).toEqual([
      { status: 'QUEUED', count: 3 },
      { status: 'HELD', count: 0 },
      { status: 'SENT', count: 0 },
      { status: 'FAILED', count: 4 },
      { status: 'CANCELLED', count: 0 },
    ]);
  });

  it('filters by status, kind and channel (the counts follow kind and channel) and pages', async () => {
    await seedLog();
    const failed = await t.gql<LogAnswer>(LOG, { status: 'FAILED', kind: 'ABSENT' }, { token: admin });
    expect(failed.data!.notificationDeliveryLog.nodes.map((row) => [row.status, row.kind, row.channel])).toEqual(
      Array.from({ length: 3 }, () => ['FAILED', 'ABSENT', 'EMAIL']),
    );
    expect(failed.data!.notificationDeliveryLog.statusCounts.filter((row) => row.count)).toEqual([
      { status: 'QUEUED', count: 3 },
      { status: 'FAILED', count: 3 },
    ]);
    const texts = await t.gql<LogAnswer>(LOG, { channel: 'SMS' }, { token: admin });
    expect(texts.data!.notificationDeliveryLog.nodes.every((row) => row.channel === 'SMS')).toBe(true);
    expect(texts.data!.notificationDeliveryLog.statusCounts.find((row) => row.status === 'FAILED')?.count).toBe(0);

    const seen: number[] = [];
    let after: number | null = null;
    for (let page = 0; page < 4; page++) {
      const result: Awaited<ReturnType<typeof t.gql<LogAnswer>>> = await t.gql<LogAnswer>(LOG, { first: 3, after }, { token: admin });
      const log = result.data!.notificationDeliveryLog;
      seen.push(...log.nodes.map((row) => row.id));
      after = log.endCursor;
      if (!log.hasMore) break;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(after).toBeNull();
  });

  it('refuses a page larger than the bound', async () => {
    expect(errorCode(await t.gql(LOG, { first: 101 }, { token: admin }))).toBe('INVALID_INPUT');
    expect(errorCode(await t.gql(LOG, { first: 0 }, { token: admin }))).toBe('INVALID_INPUT');
  });
});
