import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettings } from '../../db/seed/factories/settings.js';
import { createSession } from '../auth/sessions.service.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { absentEvent, notificationPeople } from '../../test/notification-kit.js';
import { type NotificationEvent, notify } from './notify.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let me: Awaited<ReturnType<typeof notificationPeople>>;
let other: Awaited<ReturnType<typeof notificationPeople>>;

const PAGE = `query ($first: Int, $after: Int) { notifications(first: $first, after: $after) { hasMore endCursor nodes { id title link readAt kind } } }`;
interface Page {
  notifications: {
    hasMore: boolean;
    endCursor: number | null;
    nodes: { id: number; title: string; link: string; readAt: string | null; kind: string }[];
  };
}
const COUNT = `{ unreadNotificationCount }`;
const PREFERENCES = `{ notificationPreferences { gradeAlertPercent kinds { kind label offByAcademy channels { channel on } } } }`;
interface Preferences {
  notificationPreferences: {
    gradeAlertPercent: number | null;
    kinds: { kind: string; label: string; offByAcademy: boolean; channels: { channel: string; on: boolean }[] }[];
  };
}

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db, { name: 'Solve Academy' });
  me = await notificationPeople(t.services.db, NOW);
  other = await notificationPeople(t.services.db, NOW);
  for (let i = 1; i <= 5; i++) {
    await notify(t.services, named(absentEvent(`absent:${i}`, [me.recipients.parent], me.student.id), `Absent ${i}`));
  }
  await notify(t.services, named(absentEvent('absent:other', [other.recipients.parent], other.student.id), 'Not mine'));
});
afterAll(() => t.close());

/** The event with the student's first name set, which the bell's line begins with. */
const named = (event: NotificationEvent, firstName: string): NotificationEvent => ({ ...event, values: { ...event.values, firstName } });
const titled = (firstName: string) => `${firstName} was absent today`;

const count = async (token: string) =>
  (await t.gql<{ unreadNotificationCount: number }>(COUNT, {}, { token })).data!.unreadNotificationCount;

describe('the bell', () => {
  it('pages my notifications newest first, and only mine', async () => {
    const first = await t.gql<Page>(PAGE, { first: 2 }, { token: me.tokens.parent });
    expect(first.data!.notifications.nodes.map((n) => n.title)).toEqual([titled('Absent 5'), titled('Absent 4')]);
    expect(first.data!.notifications.hasMore).toBe(true);
    const second = await t.gql<Page>(PAGE, { first: 2, after: first.data!.notifications.endCursor }, { token: me.tokens.parent });
    expect(second.data!.notifications.nodes.map((n) => n.title)).toEqual([titled('Absent 3'), titled('Absent 2')]);
    const last = await t.gql<Page>(PAGE, { first: 2, after: second.data!.notifications.endCursor }, { token: me.tokens.parent });
    expect(last.data!.notifications).toMatchObject({
      hasMore: false,
      endCursor: null,
      nodes: [{ title: titled('Absent 1'), link: '/family/attendance' }],
    });
    const theirs = await t.gql<Page>(PAGE, {}, { token: other.tokens.parent });
    expect(theirs.data!.notifications.nodes.map((n) => n.title)).toEqual([titled('Not mine')]);
    expect(errorCode(await t.gql(PAGE, { first: 0 }, { token: me.tokens.parent }))).toBe('INVALID_INPUT');
    expect(errorCode(await t.gql(PAGE, { first: 51 }, { token: me.tokens.parent }))).toBe('INVALID_INPUT');
  });

  it('marks one read and all read; the count follows; another person cannot read or mark mine', async () => {
    expect(await count(me.tokens.parent)).toBe(5);
    const mine = (await t.gql<Page>(PAGE, {}, { token: me.tokens.parent })).data!.notifications.nodes;
    const MARK = `mutation ($id: Int!) { markNotificationRead(id: $id) { id readAt } }`;
    const refused = await t.gql(MARK, { id: mine[0]!.id }, { token: other.tokens.parent });
    expect(errorCode(refused)).toBe('NOTIFICATION_NOT_FOUND');
    expect(await count(me.tokens.parent)).toBe(5);
    const marked = await t.gql<{ markNotificationRead: { id: number; readAt: string | null } }>(
      MARK,
      { id: mine[0]!.id },
      { token: me.tokens.parent },
    );
    expect(marked.data!.markNotificationRead.readAt).toBe(NOW.toISOString());
    expect(await count(me.tokens.parent)).toBe(4);
    // Another person's "all read" leaves mine unread.
    expect(
      (await t.gql<{ markAllNotificationsRead: number }>(`mutation { markAllNotificationsRead }`, {}, { token: other.tokens.parent })).data,
    ).toEqual({
      markAllNotificationsRead: 1,
    });
    expect(await count(me.tokens.parent)).toBe(4);
    expect((await t.gql(`mutation { markAllNotificationsRead }`, {}, { token: me.tokens.parent })).data).toEqual({
      markAllNotificationsRead: 4,
    });
    expect(await count(me.tokens.parent)).toBe(0);
  });

  it('signed out and guest links are refused', async () => {
    expect(errorCode(await t.gql(COUNT))).toBe('NOT_SIGNED_IN');
    const { token } = await createSession(
      t.services.db,
      { userType: 'FAMILY_MEMBER', familyMemberId: me.parent.id },
      { lifetimeSeconds: 3600, now: NOW, isGuest: true },
    );
    expect(errorCode(await t.gql(COUNT, {}, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(`mutation { markAllNotificationsRead }`, {}, { token }))).toBe('FORBIDDEN');
  });
});

describe('preferences', () => {
  it("lists the kinds of each person's audience with its channels and the parent's threshold", async () => {
    const parent = (await t.gql<Preferences>(PREFERENCES, {}, { token: me.tokens.parent })).data!.notificationPreferences;
    expect(parent.gradeAlertPercent).toBe(70);
    expect(parent.kinds.find((k) => k.kind === 'ABSENT')).toEqual({
      kind: 'ABSENT',
      label: 'Absent or late',
      offByAcademy: false,
      channels: [
        { channel: 'EMAIL', on: true },
        { channel: 'SMS', on: true },
      ],
    });
    expect(parent.kinds.some((k) => k.kind === 'CLASS_NEWS')).toBe(false);
    const student = (await t.gql<Preferences>(PREFERENCES, {}, { token: me.tokens.student })).data!.notificationPreferences;
    expect(student.gradeAlertPercent).toBeNull();
    expect(student.kinds.map((k) => k.kind)).toEqual(['NEW_ASSIGNMENT', 'GRADED', 'STUDENT_REPLY', 'CLASS_NEWS']);
    const staff = (await t.gql<Preferences>(PREFERENCES, {}, { token: me.tokens.staff })).data!.notificationPreferences;
    expect(staff.kinds.map((k) => k.kind)).toEqual(['STAFF_DAILY']);
  });

  it("changes only the caller's own choice; a kind or channel not offered is refused and changes nothing", async () => {
    const SET = `mutation ($kind: NotificationKind!, $channel: NotificationChannel!, $on: Boolean!) {
      setNotificationPreference(kind: $kind, channel: $channel, on: $on) { kinds { kind channels { channel on } } }
    }`;
    await t.gql(SET, { kind: 'ABSENT', channel: 'SMS', on: false }, { token: me.tokens.parent });
    const smsOf = async (token: string) =>
      (await t.gql<Preferences>(PREFERENCES, {}, { token }))
        .data!.notificationPreferences.kinds.find((k) => k.kind === 'ABSENT')!
        .channels.find((c) => c.channel === 'SMS')!.on;
    expect(await smsOf(me.tokens.parent)).toBe(false);
    expect(await smsOf(other.tokens.parent)).toBe(true);
    const notOffered = await t.gql(SET, { kind: 'CLASS_NEWS', channel: 'EMAIL', on: true }, { token: me.tokens.parent });
    expect(errorCode(notOffered)).toBe('NOTIFICATION_KIND_NOT_OFFERED');
    const noChannel = await t.gql(SET, { kind: 'TEACHER_COMMENT', channel: 'SMS', on: true }, { token: me.tokens.parent });
    expect(errorCode(noChannel)).toBe('NOTIFICATION_CHANNEL_NOT_OFFERED');
    expect(noChannel.errors![0]!.message).toBe('That kind of notification is not sent that way.');
  });

  it('sets the grade alert threshold from 0 to 100; anything else, or anyone but a parent, is refused', async () => {
    const SET = `mutation ($percent: Int!) { setGradeAlertThreshold(percent: $percent) }`;
    expect((await t.gql(SET, { percent: 85 }, { token: me.tokens.parent })).data).toEqual({ setGradeAlertThreshold: 85 });
    for (const percent of [-1, 101]) {
      const refused = await t.gql(SET, { percent }, { token: me.tokens.parent });
      expect(errorCode(refused)).toBe('GRADE_ALERT_RANGE');
      expect(refused.errors![0]!.message).toBe('The grade alert threshold must be a whole percent from 0 to 100.');
    }
    expect(errorCode(await t.gql(SET, { percent: 50 }, { token: me.tokens.student }))).toBe('GRADE_ALERT_PARENTS_ONLY');
    const threshold = async (token: string) =>
      (await t.gql<Preferences>(PREFERENCES, {}, { token })).data!.notificationPreferences.gradeAlertPercent;
    expect(await threshold(me.tokens.parent)).toBe(85);
    expect(await threshold(other.tokens.parent)).toBe(70);
  });
});
