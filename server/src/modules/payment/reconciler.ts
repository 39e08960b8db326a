import { formatMessage } from '@solve/core';
import { and, asc, eq, lt } from 'drizzle-orm';
import { chargeAttempts, withdrawals } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { closeAttempt, finish } from './charge.service.js';
import { deliverDueReceipts } from './receipt.js';
import { failWithdrawal, finishRefund } from './withdraw.service.js';

/** Attempts younger than this may still be waiting for the gateway's answer in their request. */
export const RECONCILE_AFTER_MS = 90_000;
const BATCH = 50;

/**
 * Finishes payments a crash left PENDING: asks the gateway about each attempt's charge (by its
 * unique invoice number) and completes it once when it was approved, or closes it as not charged.
 * Safe to run in every process at once: completing takes the attempt's row lock and skips an
 * attempt another process finished.
 */
export async function reconcileChargeAttempts(services: Services, olderThanMs = RECONCILE_AFTER_MS): Promise<number> {
  const stale = await services.db
    .select()
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.status, 'PENDING'), lt(chargeAttempts.createdAt, new Date(services.now().getTime() - olderThanMs))))
    .orderBy(asc(chargeAttempts.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const attempt of stale) {
    try {
      if (attempt.amountCents === 0) {
        await finish(services, attempt, null);
      } else {
        const found = await services.payments.findByInvoiceNumber(attempt.gatewayInvoiceNumber);
        const approved = found.find((tx) => tx.status === 'approved' && tx.card);
        if (approved) {
          await finish(services, attempt, {
            transactionId: approved.transactionId,
            authCode: approved.authCode,
            card: approved.card!,
            savedProfile: null,
          });
        } else {
          await closeAttempt(services, attempt.id, 'FAILED', {
            success: false,
            message: formatMessage('PAYMENT_GATEWAY_UNAVAILABLE'),
            code: 'PAYMENT_GATEWAY_UNAVAILABLE',
            transactionId: null,
            authCode: null,
          });
        }
      }
      settled++;
    } catch (error) {
      services.logger.warn({ err: error, attemptId: attempt.id }, 'a pending payment could not be reconciled yet');
    }
  }
  if (settled) services.logger.info({ settled }, 'reconciled pending payments');
  return settled;
}

/**
 * Finishes refunds a crash left PENDING: the gateway is asked by the withdrawal's own invoice
 * number; a refund it made is committed once, anything else closes the withdrawal as not refunded
 * (the enrolment stays, and the admin can withdraw again).
 */
export async function reconcileWithdrawals(services: Services, olderThanMs = RECONCILE_AFTER_MS): Promise<number> {
  const stale = await services.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'PENDING'), lt(withdrawals.createdAt, new Date(services.now().getTime() - olderThanMs))))
    .orderBy(asc(withdrawals.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const withdrawal of stale) {
    try {
      const found = await services.payments.findByInvoiceNumber(withdrawal.gatewayInvoiceNumber);
      const made = found.find((tx) => tx.status === 'refunded');
      if (made) await finishRefund(services, withdrawal, made.transactionId);
      else await failWithdrawal(services, withdrawal.id, formatMessage('PAYMENT_GATEWAY_UNAVAILABLE'), 'PAYMENT_GATEWAY_UNAVAILABLE');
      settled++;
    } catch (error) {
      services.logger.warn({ err: error, withdrawalId: withdrawal.id }, 'a pending refund could not be reconciled yet');
    }
  }
  if (settled) services.logger.info({ settled }, 'reconciled pending refunds');
  return settled;
}

/** One pass: unfinished payments, then unfinished refunds, then receipts still owed. */
export async function reconcileAll(services: Services): Promise<void> {
  await reconcileChargeAttempts(services);
  await reconcileWithdrawals(services);
  const sent = await deliverDueReceipts(services);
  if (sent) services.logger.info({ sent }, 'sent receipts still owed');
}
