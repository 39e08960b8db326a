import { TZDate } from '@date-fns/tz';
import { subMonths } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyAccounts } from '../../db/schema/index.js';

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
  // One statement: both questions are asked of the family's rows at once.
  const [family] = await db
    .select({
      hasStudents: sql<boolean>`exists (select 1 from students s where s.family_account_id = ${familyAccountId})`,
      recentlyPaid: sql<boolean>`exists (select 1 from invoices i where i.family_account_id = ${familyAccountId}
        and i.status = 'PAID' and i.issue_date >= ${oneMonthBefore(now).toISOString()}::timestamptz)`,
    })
    .from(familyAccounts)
    .where(eq(familyAccounts.id, familyAccountId));
  if (!family?.hasStudents) return 'POSTS';
  return family.recentlyPaid ? 'POSTS' : 'DASHBOARD';
}
