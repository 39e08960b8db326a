import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { academySettings, couponUses, coupons, invoices } from '../../schema/index.js';
import { recomputeInvoiceTotals } from '../../../modules/cart/invoice-totals.js';
import { syncOrderDiscounts } from '../../../modules/cart/order-discounts.js';
import { addDays, localDate } from './calendar.js';
import type { DemoPeople } from './people.js';

/**
 * The demo academy's discounts: 10% off a family's second and later student and $25 off a
 * student's second and later class in a term, and three coupons: WELCOME10 (live, once per
 * family), SUMMER25 (expired) and FRIEND50 (its one use taken by the Williams family's paid
 * order). The Williams cart is repriced by the cart's own rule, so it shows the sibling and
 * multi-class lines a newcomer can try.
 */
export async function seedCoupons(db: Db, people: DemoPeople, paidInvoiceId: number, cartInvoiceId: number, now: Date) {
  const today = localDate(now, people.settings.timeZone);
  await db
    .update(academySettings)
    .set({ siblingDiscount: { type: 'PERCENT', percent: 10 }, multiClassDiscount: { type: 'AMOUNT', cents: 2_500 } })
    .where(eq(academySettings.id, 1));
  const createdByEmployeeId = people.staff.admin.id;
  const [welcome, expired, friend] = await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        description: 'Open house: 10% off any class',
        amount: { type: 'PERCENT', percent: 10 },
        scope: { type: 'ALL' },
        validFrom: addDays(today, -30),
        validTo: addDays(today, 90),
        perFamilyLimit: 1,
        createdByEmployeeId,
      },
      {
        code: 'SUMMER25',
        description: "Last summer's flyer",
        amount: { type: 'AMOUNT', cents: 2_500 },
        scope: { type: 'ALL' },
        validFrom: addDays(today, -200),
        validTo: addDays(today, -100),
        createdByEmployeeId,
      },
      {
        code: 'FRIEND50',
        description: 'One family, from the raffle',
        amount: { type: 'AMOUNT', cents: 5_000 },
        scope: { type: 'ALL' },
        totalLimit: 1,
        createdByEmployeeId,
      },
    ])
    .returning();
  const [paid] = await db.select({ familyAccountId: invoices.familyAccountId }).from(invoices).where(eq(invoices.id, paidInvoiceId));
  await db
    .insert(couponUses)
    .values({ couponId: friend!.id, familyAccountId: paid!.familyAccountId, invoiceId: paidInvoiceId, amountCents: 5_000 });
  await syncOrderDiscounts(db, cartInvoiceId, now);
  await recomputeInvoiceTotals(db, cartInvoiceId);
  return { welcome: welcome!, expired: expired!, friend: friend! };
}
