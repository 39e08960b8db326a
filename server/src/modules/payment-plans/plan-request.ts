import { sql } from 'drizzle-orm';
import type { ChargeRequestRecord } from '../../db/schema/index.js';

/**
 * What a charge attempt records beside the card when it belongs to a payment plan: the deposit of
 * a new plan (its terms and the amount the plan covers), or one instalment of an existing plan.
 * Kept in the attempt's request, so the commit (and a reconciler after a crash) knows what the
 * charge was for without asking the browser again.
 */
export interface PlanChargeRecord {
  plan?: { depositPercent: number; instalments: number; coveredCents: number; today: string };
  instalment?: {
    id: number;
    /** Charged by the scheduled job (a refusal counts toward the retries), not by the family's Pay now. */
    scheduled: boolean;
  };
}

export type PlanChargeRequest = ChargeRequestRecord & PlanChargeRecord;

/** The plan part of an attempt's request (none for an ordinary payment). */
export const planPartOf = (request: ChargeRequestRecord): PlanChargeRecord => request as PlanChargeRequest;

/** An invoice with a payment plan is paid by its instalments (FINANCE), so it is never the family's cart. */
export const NOT_ON_A_PLAN = sql`not exists (select 1 from payment_plans plan where plan.invoice_id = invoices.id)`;

/**
 * What one successful attempt took from the family (its card and credits): an instalment its
 * amount, a plan's deposit the credits spent and the deposit, any other payment the whole order.
 */
export function amountPaidBy(
  attempt: { request: ChargeRequestRecord; amountCents: number; balanceCents: number },
  orderCents: number,
): number {
  const part = planPartOf(attempt.request);
  if (part.instalment) return attempt.amountCents;
  if (part.plan) return attempt.balanceCents - part.plan.coveredCents + attempt.amountCents;
  return orderCents;
}
