import type { Db } from '../client.js';
import { academySettings } from '../schema/index.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { seedPeople } from './demo/people.js';

/** The password of every demo sign-in (README). */
export const DEMO_PASSWORD = 'solve-demo-2026';

/**
 * The demo academy: the same data every time, dated around `now` so lessons, webinars and
 * invoices look current. Built in one transaction with the factories the tests use.
 */
export async function seedDemoAcademy(db: Db, _now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const people = await seedPeople(tx, passwordHash);
    return { people };
  });
}

export type DemoAcademy = Awaited<ReturnType<typeof seedDemoAcademy>>;

/** Seeds on the first start only: an academy that has settings is left alone. */
export async function seedDemoAcademyIfEmpty(db: Db, now: Date): Promise<boolean> {
  const existing = await db.select({ id: academySettings.id }).from(academySettings).limit(1);
  if (existing.length > 0) return false;
  await seedDemoAcademy(db, now);
  return true;
}
