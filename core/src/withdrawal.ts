import { inRefundWindow, WITHDRAWAL_FEE_CENTS, withdrawalRefund } from './pricing.js';

/**
 * What a withdrawal from a paid class gives back (family-catalog-payment.md §9 refund policy): the
 * tuition paid less the $50 processing fee a week or more before the first class, nothing after.
 * Asked as a refund, it goes to the card up to what the card paid and is not yet refunded; the
 * part paid with credits (or all of it, when no card paid) comes back as a credit. Asked as a
 * credit, all of it is a credit.
 */
export interface WithdrawalPlan {
  /** What the policy gives back in all. */
  amountCents: number;
  /** The fee kept (0 when nothing comes back). */
  feeCents: number;
  /** False when the class starts in less than a week: nothing comes back. */
  inRefundWindow: boolean;
  refundCents: number;
  creditCents: number;
}

export function planWithdrawal(input: {
  paidCents: number;
  today: string;
  startDate: string;
  mode: 'REFUND' | 'CREDIT';
  /** What the invoice's card charge can still give back. */
  cardRefundableCents: number;
}): WithdrawalPlan {
  const amountCents = withdrawalRefund(input.paidCents, input.today, input.startDate);
  const inWindow = inRefundWindow(input.today, input.startDate);
  const feeCents = inWindow ? Math.min(input.paidCents, WITHDRAWAL_FEE_CENTS) : 0;
  const refundCents = input.mode === 'REFUND' ? Math.min(amountCents, Math.max(0, input.cardRefundableCents)) : 0;
  return { amountCents, feeCents, inRefundWindow: inWindow, refundCents, creditCents: amountCents - refundCents };
}
