import { planOffered, planSchedule, type PlanTerms } from '@solve/core/payment-plans';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, paymentPlans, planInstalments } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { ChargeInput } from '../payment/charge-types.js';
import type { AcademySettings } from '../settings/settings.service.js';
import { recomputeInvoiceTotals } from '../cart/invoice-totals.js';
import type { PlanChargeRecord } from './plan-request.js';

type Invoice = typeof invoices.$inferSelect;

/** The academy's plan terms, or null when it offers no plans. */
export function academyPlanTerms(settings: AcademySettings): (PlanTerms & { thresholdCents: number }) | null {
  if (settings.paymentPlanThresholdCents === null) return null;
  return {
    thresholdCents: settings.paymentPlanThresholdCents,
    depositPercent: settings.paymentPlanDepositPercent,
    instalments: settings.paymentPlanInstalments,
  };
}

/**
 * The plan an order may be paid by, or null: the order's total (before credits) is above the
 * threshold and something is left for the card once credits are spent. Credits go first, and the
 * plan covers the rest (`cardCents`).
 */
export function planFor(settings: AcademySettings, orderCents: number, cardCents: number, today: string) {
  const terms = academyPlanTerms(settings);
  if (!terms || !planOffered(orderCents, terms.thresholdCents) || cardCents <= 0) return null;
  return { terms, schedule: planSchedule(cardCents, terms, today) };
}

/**
 * What one payment request charges to the card, under the invoice's lock: the whole rest after
 * credits (an ordinary payment), a new plan's deposit, or one instalment of the invoice's plan.
 * An invoice already on a plan is paid only by its instalments.
 */
export async function chargeAmountOf(
  tx: Db,
  args: { invoice: Invoice; cardCents: number; input: ChargeInput; settings: AcademySettings; today: string },
): Promise<{ amountCents: number; record: PlanChargeRecord }> {
  const { invoice, input } = args;
  const [existing] = await tx.select().from(paymentPlans).where(eq(paymentPlans.invoiceId, invoice.id));
  const instalmentId = input.instalmentId ?? null;
  if (instalmentId !== null) {
    const [instalment] = existing
      ? await tx
          .select()
          .from(planInstalments)
          .where(
            and(
              eq(planInstalments.id, instalmentId),
              eq(planInstalments.planId, existing.id),
              inArray(planInstalments.status, ['SCHEDULED', 'FAILED']),
            ),
          )
          .for('update')
      : [];
    if (!instalment || instalment.number === 0 || existing?.status !== 'ACTIVE') throw new DomainError('INSTALMENT_NOT_OWED');
    return { amountCents: instalment.cents, record: { instalment: { id: instalment.id, scheduled: false } } };
  }
  if (existing) throw new DomainError('INVOICE_ON_PLAN');
  if (!input.plan) return { amountCents: args.cardCents, record: {} };
  const offer = planFor(args.settings, invoice.balanceCents, args.cardCents, args.today);
  if (!offer) throw new DomainError('PLAN_NOT_OFFERED');
  const { depositPercent, instalments } = offer.terms;
  return {
    amountCents: offer.schedule[0]!.cents,
    record: { plan: { depositPercent, instalments, coveredCents: args.cardCents, today: args.today } },
  };
}

/** The deposit a plan recorded at the attempt charges when the credits still leave `cardCents`; null when they changed. */
export function depositFor(plan: NonNullable<PlanChargeRecord['plan']>, cardCents: number): number | null {
  if (plan.coveredCents !== cardCents) return null;
  return planSchedule(cardCents, plan, plan.today)[0]!.cents;
}

/**
 * In the deposit's commit: the plan with its schedule (the deposit PAID with its payment, the
 * monthly instalments SCHEDULED on their days) and the invoice OPEN with the rest as its balance.
 */
export async function startPlan(
  tx: Db,
  args: {
    invoice: Invoice;
    plan: NonNullable<PlanChargeRecord['plan']>;
    paymentProfileId: number | null;
    depositPaymentId: number | null;
    now: Date;
  },
): Promise<void> {
  const { invoice, plan, now } = args;
  // The later instalments are charged to the saved card: a plan without one cannot go on.
  if (args.paymentProfileId === null) throw new DomainError('PLAN_NEEDS_SAVED_CARD');
  const [row] = await tx
    .insert(paymentPlans)
    .values({
      invoiceId: invoice.id,
      familyAccountId: invoice.familyAccountId,
      paymentProfileId: args.paymentProfileId,
      totalCents: plan.coveredCents,
      depositPercent: plan.depositPercent,
      instalments: plan.instalments,
    })
    .returning({ id: paymentPlans.id });
  const schedule = planSchedule(plan.coveredCents, plan, plan.today);
  await tx.insert(planInstalments).values(
    schedule.map((charge) =>
      charge.number === 0
        ? {
            planId: row!.id,
            number: 0,
            dueDate: charge.dueDate,
            cents: charge.cents,
            status: 'PAID' as const,
            paymentId: args.depositPaymentId,
            paidAt: now,
          }
        : { planId: row!.id, number: charge.number, dueDate: charge.dueDate, cents: charge.cents, nextAttemptOn: charge.dueDate },
    ),
  );
  const totals = await recomputeInvoiceTotals(tx, invoice.id);
  await tx
    .update(invoices)
    .set(totals.balanceCents === 0 ? { status: 'PAID', paidAt: now } : { status: 'OPEN' })
    .where(eq(invoices.id, invoice.id));
}

/** How a payment of a plan is named on the Payments page and the receipt. */
export const instalmentNote = (number: number, instalments: number) =>
  number === 0 ? 'Deposit of an instalment plan' : `Instalment ${number} of ${instalments}`;
