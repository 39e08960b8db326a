import { CARD_BRAND_NAMES, formatMoney } from '@solve/core';
import { formatCalendarDate } from '@solve/core/calendar';
import { nextRetryDate, type PlanDefaultAction } from '@solve/core/payment-plans';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chargeAttempts, enrollments, invoiceItems, invoices, paymentPlans, payments, planInstalments } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { recomputeInvoiceTotals } from '../cart/invoice-totals.js';
import type { Approval, ChargeAttempt, Completed } from '../payment/complete-charge.js';
import { getSettings } from '../settings/settings.service.js';
import { instalmentNote } from './plan-checkout.js';
import { planPartOf } from './plan-request.js';

type Invoice = typeof invoices.$inferSelect;
const OWED = ['SCHEDULED', 'FAILED'] as const;

/**
 * The commit of an approved instalment charge (the scheduled job's or the family's Pay now), in
 * the transaction completeAttempt opened with the attempt and the invoice locked: the payment
 * named "Instalment n of m", the instalment PAID, the invoice's balance less it (PAID at zero),
 * the plan PAID with its last instalment. An instalment paid meanwhile refuses it (the charge is voided).
 */
export async function completeInstalment(
  tx: Db,
  args: { attempt: ChargeAttempt; invoice: Invoice; approval: Approval | null; instalmentId: number; now: Date },
): Promise<Completed> {
  const { attempt, invoice, approval, now } = args;
  const [row] = await tx
    .select({ instalment: planInstalments, plan: paymentPlans })
    .from(planInstalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, planInstalments.planId))
    .where(and(eq(planInstalments.id, args.instalmentId), eq(paymentPlans.invoiceId, invoice.id)))
    .for('update');
  if (!row || !OWED.includes(row.instalment.status as (typeof OWED)[number]) || !approval) throw new DomainError('INSTALMENT_NOT_OWED');
  const { instalment, plan } = row;
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      paymentProfileId: attempt.request.paymentProfileId,
      dateReceived: now,
      payee: attempt.payee,
      method: approval.card.brand,
      identification: `${CARD_BRAND_NAMES[approval.card.brand]} ending ${approval.card.last4}`,
      amountCents: attempt.amountCents,
      note: instalmentNote(instalment.number, plan.instalments),
      transactionId: approval.transactionId,
      authCode: approval.authCode,
    })
    .returning({ id: payments.id });
  await tx
    .update(planInstalments)
    .set({ status: 'PAID', paymentId: payment!.id, paidAt: now, nextAttemptOn: null, lastError: '' })
    .where(eq(planInstalments.id, instalment.id));
  const totals = await recomputeInvoiceTotals(tx, invoice.id);
  if (totals.balanceCents === 0) await tx.update(invoices).set({ status: 'PAID', paidAt: now }).where(eq(invoices.id, invoice.id));
  const unpaid = await tx
    .select({ id: planInstalments.id })
    .from(planInstalments)
    .where(and(eq(planInstalments.planId, plan.id), ne(planInstalments.status, 'PAID')));
  if (unpaid.length === 0) await tx.update(paymentPlans).set({ status: 'PAID' }).where(eq(paymentPlans.id, plan.id));
  await tx
    .update(chargeAttempts)
    .set({
      status: 'SUCCEEDED',
      receiptDueAt: now,
      transactionId: approval.transactionId,
      cardBrand: approval.card.brand,
      last4: approval.card.last4,
      outcome: {
        success: true,
        message: 'PAYMENT_SUCCESS',
        code: null,
        transactionId: approval.transactionId,
        authCode: approval.authCode,
      },
    })
    .where(eq(chargeAttempts.id, attempt.id));
  return { creditCents: 0, enrolled: [] };
}

/**
 * In the transaction that closes a scheduled instalment's charge as refused (only the call that
 * closes it): one more failure, FAILED with the next retry day, or, after the last retry,
 * DEFAULTED with its plan, the office told and the enrolments kept or withdrawn as the academy set.
 */
export async function recordInstalmentRefusal(
  services: Services,
  tx: Db,
  attempt: { request: ChargeAttempt['request']; invoiceId: number },
  reason: string,
): Promise<void> {
  const part = planPartOf(attempt.request).instalment;
  if (!part?.scheduled) return;
  const [row] = await tx
    .select({ instalment: planInstalments, plan: paymentPlans })
    .from(planInstalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, planInstalments.planId))
    .where(and(eq(planInstalments.id, part.id), inArray(planInstalments.status, [...OWED])))
    .for('update');
  if (!row) return;
  const failures = row.instalment.failures + 1;
  const retryOn = nextRetryDate(row.instalment.dueDate, failures);
  await tx
    .update(planInstalments)
    .set({ status: retryOn ? 'FAILED' : 'DEFAULTED', failures, nextAttemptOn: retryOn, lastError: reason.slice(0, 500) })
    .where(eq(planInstalments.id, row.instalment.id));
  if (retryOn) return;
  await tx.update(paymentPlans).set({ status: 'DEFAULTED' }).where(eq(paymentPlans.id, row.plan.id));
  const settings = await getSettings(tx);
  const action: PlanDefaultAction = settings.paymentPlanDefaultAction;
  const withdrawn = action === 'WITHDRAW' ? await withdrawPlanEnrolments(tx, attempt.invoiceId, services.now()) : 0;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, attempt.invoiceId));
  if (!settings.supportEmail) {
    services.logger.warn({ planId: row.plan.id }, 'a payment plan defaulted and the academy has no support address to tell');
    return;
  }
  const outcome =
    action === 'WITHDRAW'
      ? `As the academy's settings say, the student was withdrawn from ${withdrawn === 1 ? 'the class' : `${withdrawn} classes`} (no refund).`
      : "As the academy's settings say, the enrolments were kept.";
  await enqueueJob(tx, {
    kind: 'mail',
    dedupeKey: `plan-defaulted:${row.plan.id}`,
    maxAttempts: MAX_ATTEMPTS.mail,
    payload: {
      to: settings.supportEmail,
      subject: `A payment plan defaulted: order ${invoice?.invoiceNumber ?? row.plan.invoiceId}`,
      text: [
        `Every try of an instalment of ${formatMoney(row.instalment.cents)} (due ${formatCalendarDate(row.instalment.dueDate)}) of order ${invoice?.invoiceNumber ?? ''} was refused; the last said: ${reason}`,
        `${formatMoney(invoice?.balanceCents ?? 0)} is still owed on the order.`,
        outcome,
        'The family can still pay from their finance page; please contact them.',
      ].join('\n\n'),
    },
  });
}

/** Marks the order's enrolments withdrawn as a withdrawal does (the seat is released), with no refund. */
async function withdrawPlanEnrolments(tx: Db, invoiceId: number, now: Date): Promise<number> {
  const lines = await tx.select({ id: invoiceItems.id }).from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  if (lines.length === 0) return 0;
  const rows = await tx
    .update(enrollments)
    .set({ withdrawnAt: now })
    .where(
      and(
        inArray(
          enrollments.invoiceItemId,
          lines.map((line) => line.id),
        ),
        isNull(enrollments.withdrawnAt),
      ),
    )
    .returning({ id: enrollments.id });
  return rows.length;
}
