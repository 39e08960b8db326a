import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { academyHolidays, academySettings, academyTerms } from '../../schema/index.js';
import { addDays, localDate, mondayOf } from './calendar.js';

/**
 * The academy's terms and holidays, dated around `now` so the back office shows a current term,
 * the next one, and holidays that generated lessons skip; with the promotions and refund texts.
 */
export async function seedTerms(db: Db, now: Date) {
  const [settings] = await db.select().from(academySettings).where(eq(academySettings.id, 1)).limit(1);
  if (!settings) throw new Error('the demo academy has no settings');
  const thisMonday = mondayOf(localDate(now, settings.timeZone));
  const termStart = addDays(thisMonday, -14);
  const nextStart = addDays(thisMonday, 12 * 7);
  const terms = await db
    .insert(academyTerms)
    .values([
      {
        year: settings.catalogYear,
        quarter: settings.catalogQuarter,
        session: 'Winter',
        startDate: termStart,
        endDate: addDays(termStart, 11 * 7 - 3),
      },
      {
        year: settings.nextYear,
        quarter: settings.nextQuarter,
        session: 'Spring',
        startDate: nextStart,
        endDate: addDays(nextStart, 11 * 7 - 3),
      },
    ])
    .returning();
  const holidays = await db
    .insert(academyHolidays)
    .values([
      { date: addDays(thisMonday, 3 * 7), name: 'Staff training day' },
      { date: addDays(nextStart, 4 * 7 + 2), name: 'Spring break' },
    ])
    .returning();
  await db
    .update(academySettings)
    .set({
      promotionsText: 'Early-bird tuition: $50 off each class when you enrol before the deadline of its session.',
      refundText: 'Withdraw before the second lesson for a full refund as credit, or a refund to your card.',
    })
    .where(eq(academySettings.id, 1));
  return { terms, holidays };
}
