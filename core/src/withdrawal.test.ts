import { describe, expect, it } from 'vitest';
import { planWithdrawal } from './withdrawal.js';

describe('planWithdrawal', () => {
  it.each([
    // paid, today, start, mode, card refundable → amount, fee, window, refund, credit
    [30_000, '2026-01-01', '2026-01-08', 'REFUND', 30_000, 25_000, 5_000, true, 25_000, 0],
    [30_000, '2026-01-01', '2026-01-07', 'REFUND', 30_000, 0, 0, false, 0, 0],
    [30_000, '2026-01-01', '2026-03-01', 'CREDIT', 30_000, 25_000, 5_000, true, 0, 25_000],
    // Paid only with credits: asked as a refund, it comes back as a credit.
    [30_000, '2026-01-01', '2026-03-01', 'REFUND', 0, 25_000, 5_000, true, 0, 25_000],
    // Part by card: the card gets what it paid, the rest is a credit.
    [30_000, '2026-01-01', '2026-03-01', 'REFUND', 10_000, 25_000, 5_000, true, 10_000, 15_000],
    // A class cheaper than the fee: the fee keeps it all.
    [4_000, '2026-01-01', '2026-03-01', 'REFUND', 4_000, 0, 4_000, true, 0, 0],
  ] as const)(
    'paid %i on %s for a class from %s as %s (card %i)',
    (paidCents, today, startDate, mode, cardRefundableCents, amountCents, feeCents, inRefundWindow, refundCents, creditCents) => {
      expect(planWithdrawal({ paidCents, today, startDate, mode, cardRefundableCents })).toEqual({
        amountCents,
        feeCents,
        inRefundWindow,
        refundCents,
        creditCents,
      });
    },
  );
});
