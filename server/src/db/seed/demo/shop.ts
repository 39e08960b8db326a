import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { academySettings, paymentProfiles, sandboxPaymentProfiles } from '../../schema/index.js';
import { addDays, localDate } from './calendar.js';
import type { DemoPeople } from './people.js';

/**
 * What the shop of the demo academy needs to be tried: the catalog term's early-bird deadline
 * three weeks ahead (so early-bird prices show), and the Williams family's saved Visa known to the
 * sandbox card service (so paying with it works).
 */
export async function seedShop(db: Db, people: DemoPeople, savedCard: typeof paymentProfiles.$inferSelect, now: Date) {
  const { settings } = people;
  const today = localDate(now, settings.timeZone);
  await db
    .update(academySettings)
    .set({ earlyBirdDeadlines: { ...settings.earlyBirdDeadlines, [settings.catalogQuarter]: addDays(today, 21) } })
    .where(eq(academySettings.id, 1));
  const [profile] = await db
    .insert(sandboxPaymentProfiles)
    .values({
      customerProfileId: savedCard.gatewayCustomerProfileId,
      cardBrand: savedCard.cardBrand,
      last4: savedCard.last4,
      expiration: '12/30',
      behaviour: { declineZip: false },
    })
    .returning({ id: sandboxPaymentProfiles.id });
  await db
    .update(paymentProfiles)
    .set({ gatewayPaymentProfileId: String(profile!.id), expiration: '12/30' })
    .where(eq(paymentProfiles.id, savedCard.id));
}
