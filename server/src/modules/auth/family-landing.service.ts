import { TZDate } from '@date-fns/tz';
import { subMonths } from 'date-fns';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, students } from '../../db/schema/index.js';

export type FamilyLandingPage = 'POSTS' | 'DASHBOARD';

/** The same instant one calendar month earlier (UTC), clamped to the month's last day. */
export function oneMonthBefore(now: Date): Date {
  return new Date(subMonths(new TZDate(now, 'UTC'), 1).getTime());
}

/**
 * Where a parent lands after signing in (family-catalog-payment.md §4): the news posts when the
 * family has no students yet or was issued a PAID invoice within the last month, otherwise the
 * dashboard.
 */
export async function familyLandingPage(db: Db, familyAccountId: number, now: Date): Promise<FamilyLandingPage> {
  const [kids] = await db.select({ n: count() }).from(students).where(eq(students.familyAccountId, familyAccountId));
  if (!kids || kids.n === 0) return 'POSTS';
  const [recentlyPaid] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.familyAccountId, familyAccountId), eq(invoices.status, 'PAID'), gte(invoices.issueDate, oneMonthBefore(now))))
    .limit(1);
  return recentlyPaid ? 'POSTS' : 'DASHBOARD';
}
