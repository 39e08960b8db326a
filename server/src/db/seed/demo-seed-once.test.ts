import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { openSecondInstance, type SecondInstance } from '../../test/second-instance.js';
import { academySettings, students } from '../schema/index.js';
import { seedDemoAcademyIfEmpty } from './demo.js';

/**
 * Instances that start together on one empty database (SEED_DEMO) seed the demo academy once:
 * on PostgreSQL two instances with their own connections, on PGlite two starts in one process.
 */
let t: TestServer;
let second: SecondInstance;

beforeAll(async () => {
  t = await startTestServer();
  second = await openSecondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('seeding the demo academy', () => {
  it('happens once when two instances find the database empty at the same moment', async () => {
    const now = new Date('2026-03-02T18:00:00Z');
    const seeded = await Promise.all([seedDemoAcademyIfEmpty(t.services.db, now), seedDemoAcademyIfEmpty(second.services.db, now)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [settings] = await t.services.db.select({ n: count() }).from(academySettings);
    expect(settings!.n).toBe(1);
    const studentsAfterOne = (await t.services.db.select({ n: count() }).from(students))[0]!.n;
    expect(await seedDemoAcademyIfEmpty(t.services.db, now)).toBe(false);
    expect((await t.services.db.select({ n: count() }).from(students))[0]!.n).toBe(studentsAfterOne);
  });
});
