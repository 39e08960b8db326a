import { calendarDate } from '@solve/core';
import { normalizeCouponCode } from '@solve/core/coupons';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { classLinesOf } from '../cart/order-discounts.js';
import { repriceCart } from '../cart/new-student-offers.js';
import { getSettings } from '../settings/settings.service.js';
import { COUPON_PROBLEM_CODES, couponProblemFor, liveCoupon } from './coupon-rules.js';

/** The family's cart (its PENDING invoice), locked: every change of a cart takes this lock. */
async function lockedCart(tx: Db, familyAccountId: number, invoiceId?: number) {
  const [invoice] = await tx
    .select({ id: invoices.id, couponCode: invoices.couponCode })
    .from(invoices)
    .where(
      and(
        eq(invoices.familyAccountId, familyAccountId),
        eq(invoices.status, 'PENDING'),
        invoiceId === undefined ? undefined : eq(invoices.id, invoiceId),
      ),
    )
    .for('update');
  return invoice ?? null;
}

/** Why a code may not be used on a cart now, as a refusal in the family's words; null when it may. */
async function refusalFor(tx: Db, code: string, familyAccountId: number, invoiceId: number, now: Date) {
  const settings = await getSettings(tx);
  const [coupon, { lines }] = await Promise.all([liveCoupon(tx, code), classLinesOf(tx, invoiceId)]);
  const problem = await couponProblemFor(tx, coupon, { familyAccountId, today: calendarDate(now, settings.timeZone), lines });
  return problem ? new DomainError(COUPON_PROBLEM_CODES[problem]) : null;
}

/** The family enters a coupon code in the cart: checked (core's couponProblem), kept on the cart, and its line added. */
export async function applyCouponCode(services: Services, viewer: FamilyViewer, typed: string): Promise<number> {
  const code = normalizeCouponCode(typed);
  if (!code) throw new DomainError('COUPON_ENTER_CODE');
  return services.db.transaction(async (tx) => {
    const cart = await lockedCart(tx, viewer.familyAccountId);
    if (!cart) throw new DomainError('COUPON_CART_CLOSED');
    const refusal = await refusalFor(tx, code, viewer.familyAccountId, cart.id, services.now());
    if (refusal) throw refusal;
    await tx.update(invoices).set({ couponCode: code }).where(eq(invoices.id, cart.id));
    await repriceCart(tx, cart.id, services.now());
    return cart.id;
  });
}

/** The family takes the code off its cart: the coupon's line goes. */
export async function removeCouponCode(services: Services, viewer: FamilyViewer): Promise<number> {
  return services.db.transaction(async (tx) => {
    const cart = await lockedCart(tx, viewer.familyAccountId);
    if (!cart) throw new DomainError('COUPON_CART_CLOSED');
    if (cart.couponCode !== null) {
      await tx.update(invoices).set({ couponCode: null }).where(eq(invoices.id, cart.id));
      await repriceCart(tx, cart.id, services.now());
    }
    return cart.id;
  });
}

/** Takes a code off a cart and reprices it (a payment was refused for it: the family sees the new total). */
export async function dropCartCoupon(services: Services, familyAccountId: number, invoiceId: number): Promise<void> {
  await services.db.transaction(async (tx) => {
    const cart = await lockedCart(tx, familyAccountId, invoiceId);
    if (!cart?.couponCode) return;
    await tx.update(invoices).set({ couponCode: null }).where(eq(invoices.id, cart.id));
    await repriceCart(tx, cart.id, services.now());
  });
}
