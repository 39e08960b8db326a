import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { NotifyMailPayload } from '../../modules/notifications/delivery-jobs.js';
import { jobs } from '../schema/index.js';
import { type DemoAcademy, seedDemoAcademy } from './demo.js';
import { sendDemoDigest } from './demo/digest.js';

// Wednesday 25 November 2026: the demo's digest is the week of 16–22 November.
const NOW = new Date('2026-11-25T18:00:00Z');

describe('the demo academy’s weekly digest', () => {
  let t: TestServer;
  let demo: DemoAcademy;

  beforeAll(async () => {
    t = await startTestServer({ now: NOW });
    demo = await seedDemoAcademy(t.services.db, NOW);
  });
  afterAll(() => t?.close());

  it('queues the Williams family’s digest of last week, with each child’s week, once', async () => {
    const first = await sendDemoDigest(t.services);
    expect(first.week).toBe('2026-11-22');
    expect(first.families).toBeGreaterThan(0);
    expect((await sendDemoDigest(t.services)).families).toBe(0);

    const { parent, alice } = demo.people.williams;
    const mails = await t.services.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `notify:digest:2026-11-22:${parent.familyAccountId}:%`));
    const payload = mails.map((job) => job.payload as NotifyMailPayload).find((p) => p.to === parent.email);
    expect(payload?.subject).toContain('your week, November 16–22, 2026');
    expect(payload?.text).toContain(`${alice.firstName} ${alice.lastName}`);
    expect(payload?.html).toContain('<!doctype html>');
    expect(payload?.text).toMatch(/Present|Absent|Late/);
  });
});
