import { calendarDate, splitPayment } from '@solve/core';
import { type PlanDefaultAction, planTermsProblem } from '@solve/core/payment-plans';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings, invoices, paymentPlans, planInstalments } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { EmployeeViewer, FamilyViewer } from '../auth/viewer.js';
import { openCreditsOf } from '../cart/cart.service.js';
import { getSettings } from '../settings/settings.service.js';
import { academyPlanTerms, planFor } from './plan-checkout.js';

export type InstalmentRow = typeof planInstalments.$inferSelect;
export interface FamilyPlan {
  plan: typeof paymentPlans.$inferSelect;
  invoiceNumber: string;
  instalments: InstalmentRow[];
}

/** The family's plans, newest first, each with its charges in order (the deposit first). */
export async function familyPlans(db: Db, viewer: FamilyViewer): Promise<FamilyPlan[]> {
  const plans = await db
    .select({ plan: paymentPlans, invoiceNumber: invoices.invoiceNumber })
    .from(paymentPlans)
    .innerJoin(invoices, eq(invoices.id, paymentPlans.invoiceId))
    .where(eq(paymentPlans.familyAccountId, viewer.familyAccountId))
    .orderBy(desc(paymentPlans.createdAt), desc(paymentPlans.id));
  if (plans.length === 0) return [];
  const rows = await db
    .select()
    .from(planInstalments)
    .where(
      inArray(
        planInstalments.planId,
        plans.map((row) => row.plan.id),
      ),
    )
    .orderBy(asc(planInstalments.number));
  return plans.map((row) => ({ ...row, instalments: rows.filter((instalment) => instalment.planId === row.plan.id) }));
}

/**
 * The plan the checkout may offer for the family's cart: the schedule of what credits leave
 * (credits are spent first), or null when the academy has no plans or the order is not above its
 * threshold. The payment checks it again under the invoice's lock.
 */
export async function planOffer(services: Services, viewer: FamilyViewer, invoiceId: number) {
  const settings = await getSettings(services.db);
  const [invoice] = await services.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.familyAccountId, viewer.familyAccountId), eq(invoices.status, 'PENDING')));
  if (!invoice) return null;
  const today = calendarDate(services.now(), settings.timeZone);
  const split = splitPayment(invoice.balanceCents, await openCreditsOf(services.db, viewer.familyAccountId, today));
  const offer = planFor(settings, invoice.balanceCents, split.cardCents, today);
  return offer && { ...offer.terms, creditCents: invoice.balanceCents - split.cardCents, schedule: offer.schedule };
}

export interface PlanSettings {
  /** Null: the academy offers no plans. */
  thresholdCents: number | null;
  depositPercent: number;
  instalments: number;
  defaultAction: PlanDefaultAction;
}

export async function planSettings(db: Db): Promise<PlanSettings> {
  const settings = await getSettings(db);
  return {
    thresholdCents: academyPlanTerms(settings)?.thresholdCents ?? null,
    depositPercent: settings.paymentPlanDepositPercent,
    instalments: settings.paymentPlanInstalments,
    defaultAction: settings.paymentPlanDefaultAction,
  };
}

/** Saves the plan terms after checking them in the admin's words (nothing changes when one is wrong). */
export async function updatePlanSettings(db: Db, viewer: EmployeeViewer, input: PlanSettings): Promise<PlanSettings> {
  if (
    input.thresholdCents !== null &&
    (!Number.isInteger(input.thresholdCents) || input.thresholdCents < 0 || input.thresholdCents > 10_000_000)
  ) {
    throw new DomainError('PLAN_TERMS_INVALID', {
      problem: 'The amount above which a plan is offered is a dollar amount from $0 to $100,000.',
    });
  }
  const problem = planTermsProblem(input);
  if (problem) throw new DomainError('PLAN_TERMS_INVALID', { problem });
  if (input.defaultAction !== 'KEEP' && input.defaultAction !== 'WITHDRAW') {
    throw new DomainError('PLAN_TERMS_INVALID', { problem: 'Choose whether a student is kept or withdrawn when a plan is not paid.' });
  }
  await db.transaction(async (tx) => {
    const before = await planSettings(tx);
    await tx
      .update(academySettings)
      .set({
        paymentPlanThresholdCents: input.thresholdCents,
        paymentPlanDepositPercent: input.depositPercent,
        paymentPlanInstalments: input.instalments,
        paymentPlanDefaultAction: input.defaultAction,
      })
      .where(eq(academySettings.id, 1));
    await recordAudit(tx, viewer, { action: 'academy.update', entityType: 'academy', entityId: 1, before, after: input });
  });
  return planSettings(db);
}
