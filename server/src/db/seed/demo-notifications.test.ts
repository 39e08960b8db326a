import { NOTIFICATION_KIND_NAMES } from '@solve/core/notification-kinds';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPage, unreadNotificationCount } from '../../modules/notifications/inbox.service.js';
import { notifyScheduled } from '../../modules/notifications/scheduled-notifications.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { notifications } from '../schema/index.js';
import { type DemoAcademy, seedDemoAcademy } from './demo.js';

const NOW = new Date('2026-11-22T18:00:00Z');
const WEEK = 7 * 86_400_000;

describe('the demo academy notifications', () => {
  let t: TestServer;
  let demo: DemoAcademy;

  beforeAll(async () => {
    t = await startTestServer({ now: NOW });
    demo = await seedDemoAcademy(t.services.db, NOW);
  });
  afterAll(() => t?.close());

  it('the demo parent and Alice find a week of notifications of many kinds, some read', async () => {
    const { parent, alice } = demo.people.williams;
    const rows = await t.services.db.select().from(notifications).orderBy(asc(notifications.id));
    expect(rows.length).toBe(demo.notifications.count);
    expect(rows.every((row) => row.createdAt.getTime() <= NOW.getTime() && row.createdAt.getTime() > NOW.getTime() - WEEK)).toBe(true);
    expect(rows.every((row) => NOTIFICATION_KIND_NAMES.includes(row.kind as (typeof NOTIFICATION_KIND_NAMES)[number]))).toBe(true);
    expect(new Set(rows.map((row) => row.kind)).size).toBeGreaterThanOrEqual(8);

    const parentBell = await notificationPage(t.services, { type: 'FAMILY_MEMBER', id: parent.id }, 50, null);
    expect(parentBell.nodes.length).toBeGreaterThanOrEqual(7);
    expect(parentBell.nodes.some((row) => row.readAt)).toBe(true);
    expect(await unreadNotificationCount(t.services, { type: 'FAMILY_MEMBER', id: parent.id })).toBeGreaterThan(0);
    expect(await unreadNotificationCount(t.services, { type: 'STUDENT', id: alice.id })).toBeGreaterThan(0);
  });

  it('the scheduled scans find homework due tomorrow and late in the demo academy, once', async () => {
    const counts = await notifyScheduled(t.services);
    expect(counts.homeworkDue).toBeGreaterThan(0);
    expect(counts.homeworkLate).toBeGreaterThan(0);
    // A second run tells no one anything new.
    expect(await notifyScheduled(t.services)).toEqual({
      homeworkDue: 0,
      homeworkLate: 0,
      classStarting: 0,
      newAssignments: 0,
      publishedNews: 0,
      staffDaily: 0,
    });
  });
});
