import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponUses, invoiceItems } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { classLinesOf } from '../cart/order-discounts.js';
import { COUPON_PROBLEM_CODES, couponProblemFor, liveCoupon } from './coupon-rules.js';

/**
 * Counts an order's coupon use, in the transaction that records the payment attempt and before the
 * card is charged: the coupon's row is locked, so orders paying at once at the limit are counted
 * one after the other, and the code is checked again with the uses counted so far. A code that no
 * longer holds refuses the payment with its message (the transaction rolls back: nothing is
 * charged). A declined or failed attempt loses its use (a trigger); a refund gives it back.
 */
export async function claimCouponUse(
  tx: Db,
  order: { invoiceId: number; familyAccountId: number; couponCode: string | null; attemptId: number; today: string },
): Promise<void> {
  if (!order.couponCode) return;
  const coupon = await liveCoupon(tx, order.couponCode, { lock: true });
  const { lines } = await classLinesOf(tx, order.invoiceId);
  const problem = await couponProblemFor(tx, coupon, { familyAccountId: order.familyAccountId, today: order.today, lines });
  if (problem || !coupon) throw new DomainError(COUPON_PROBLEM_CODES[problem ?? 'UNKNOWN']);
  const [taken] = await tx
    .select({ cents: sql<number>`coalesce(sum(${invoiceItems.priceCents}), 0)::int` })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, order.invoiceId), eq(invoiceItems.discountKind, 'COUPON'), isNull(invoiceItems.archivedOn)));
  await tx.insert(couponUses).values({
    couponId: coupon.id,
    familyAccountId: order.familyAccountId,
    invoiceId: order.invoiceId,
    chargeAttemptId: order.attemptId,
    amountCents: taken?.cents ?? 0,
  });
}

/** Whether an error is a payment refused because its code no longer holds. */
export const isCouponRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && (Object.values(COUPON_PROBLEM_CODES) as string[]).includes(error.code);

/**
 * Gives an order's coupon use back once none of its classes is left: every paid class of the
 * invoice has been withdrawn (refunded or credited). Call in the withdrawal's transaction.
 */
export async function returnCouponUseIfOrderWithdrawn(tx: Db, invoiceId: number, now: Date): Promise<void> {
  const [left] = await tx
    .select({ id: invoiceItems.id })
    .from(invoiceItems)
    .where(
      and(
        eq(invoiceItems.invoiceId, invoiceId),
        eq(invoiceItems.itemType, 'CLASSROOM'),
        eq(invoiceItems.withdrawal, false),
        isNull(invoiceItems.archivedOn),
      ),
    )
    .limit(1);
  if (left) return;
  await tx
    .update(couponUses)
    .set({ returnedAt: now })
    .where(and(eq(couponUses.invoiceId, invoiceId), isNull(couponUses.returnedAt)));
}
