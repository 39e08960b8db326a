import { formatMoney } from '@solve/core';
import { calendarDate, formatCalendarDate } from '@solve/core/calendar';
import { nextRetryDate } from '@solve/core/payment-plans';
import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import {
  chargeAttempts,
  familyAccounts,
  familyMembers,
  invoices,
  paymentPlans,
  paymentProfiles,
  planInstalments,
} from '../../db/schema/index.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/runner.js';
import { GatewayUnavailableError } from '../../integrations/payments/payments.js';
import type { Services } from '../../services.js';
import { closeAttempt, finish, summaryOf } from '../payment/charge.service.js';
import type { ChargeAttempt } from '../payment/complete-charge.js';
import { getSettings } from '../settings/settings.service.js';
import { instalmentNote } from './plan-checkout.js';
import type { PlanChargeRequest } from './plan-request.js';

const payload = z.object({ instalmentId: z.number().int(), tryNumber: z.number().int().min(1) });

/** The charge attempt's key of one try of an instalment: a try is charged once, whoever runs it. */
export const instalmentKey = (instalmentId: number, tryNumber: number) => `instalment-${instalmentId}-try-${tryNumber}`;

/**
 * The scheduled scan: one keyed job per instalment and try that is due today or earlier (the
 * academy's day), so two instances or a restart queue each try once.
 */
export async function queueDueInstalments(services: Services): Promise<number> {
  const settings = await getSettings(services.db);
  const today = calendarDate(services.now(), settings.timeZone);
  const due = await services.db
    .select({ id: planInstalments.id, failures: planInstalments.failures })
    .from(planInstalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, planInstalments.planId))
    .where(
      and(
        eq(paymentPlans.status, 'ACTIVE'),
        inArray(planInstalments.status, ['SCHEDULED', 'FAILED']),
        lte(planInstalments.nextAttemptOn, today),
        gt(planInstalments.number, 0),
      ),
    );
  let queued = 0;
  for (const instalment of due) {
    const tryNumber = instalment.failures + 1;
    const added = await enqueueJob(services.db, {
      kind: 'charge-instalment',
      payload: { instalmentId: instalment.id, tryNumber },
      dedupeKey: instalmentKey(instalment.id, tryNumber),
      maxAttempts: MAX_ATTEMPTS['charge-instalment'],
    });
    if (added) queued++;
  }
  if (queued) services.jobs.wake();
  return queued;
}

/** The job's handler. */
export const chargeInstalmentJob: JobHandler = async (services, job) => {
  const { instalmentId, tryNumber } = payload.parse(job.payload);
  await chargeInstalment(services, instalmentId, tryNumber);
};

export type InstalmentTry = 'charged' | 'refused' | 'pending' | 'skipped';

/**
 * One try of an instalment: a charge attempt keyed by the instalment and the try is written before
 * the saved card is charged, so a second runner finds it and a crash leaves it to the reconciler
 * (which asks the card service and completes or closes it once). Approved: completed as any payment
 * (completeInstalment); refused: closed, which counts the failure and tells the family.
 */
export async function chargeInstalment(services: Services, instalmentId: number, tryNumber: number): Promise<InstalmentTry> {
  const { db } = services;
  const [row] = await db
    .select({ instalment: planInstalments, plan: paymentPlans })
    .from(planInstalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, planInstalments.planId))
    .where(eq(planInstalments.id, instalmentId));
  if (!row || row.plan.status !== 'ACTIVE' || !['SCHEDULED', 'FAILED'].includes(row.instalment.status)) return 'skipped';
  if (row.instalment.failures + 1 !== tryNumber) return 'skipped';
  const { instalment, plan } = row;
  const key = instalmentKey(instalment.id, tryNumber);
  const [earlier] = await db
    .select({ id: chargeAttempts.id })
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.familyAccountId, plan.familyAccountId), eq(chargeAttempts.idempotencyKey, key)));
  if (earlier) return 'skipped';

  const [card] = plan.paymentProfileId
    ? await db
        .select()
        .from(paymentProfiles)
        .where(and(eq(paymentProfiles.id, plan.paymentProfileId), isNull(paymentProfiles.deletedAt)))
    : [];
  const [deposit] = await db
    .select({ request: chargeAttempts.request, payee: chargeAttempts.payee })
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.invoiceId, plan.invoiceId), eq(chargeAttempts.status, 'SUCCEEDED')))
    .orderBy(desc(chargeAttempts.id))
    .limit(1);
  if (!deposit) return 'skipped';

  let attempt: ChargeAttempt;
  try {
    attempt = await db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, plan.invoiceId)).for('update');
      const request: PlanChargeRequest = {
        paymentProfileId: card?.id ?? null,
        saveCard: false,
        billTo: deposit.request.billTo,
        instalment: { id: instalment.id, scheduled: true },
      };
      const [opened] = await tx
        .insert(chargeAttempts)
        .values({
          familyAccountId: plan.familyAccountId,
          invoiceId: plan.invoiceId,
          idempotencyKey: key,
          amountCents: instalment.cents,
          balanceCents: invoice!.balanceCents,
          gatewayInvoiceNumber: `I${plan.invoiceId}`,
          request,
          payee: deposit.payee,
          cardBrand: card?.cardBrand ?? null,
          last4: card?.last4 ?? null,
        })
        .returning();
      const gatewayInvoiceNumber = `I${plan.invoiceId}-A${opened!.id}`.slice(0, 20);
      await tx.update(chargeAttempts).set({ gatewayInvoiceNumber }).where(eq(chargeAttempts.id, opened!.id));
      return { ...opened!, gatewayInvoiceNumber };
    });
  } catch (error) {
    // Another runner opened this try first; a payment of the order under way makes the job try again later.
    if (sqlState(error) === UNIQUE_VIOLATION && (await triedAlready(services, plan.familyAccountId, key))) return 'skipped';
    throw error;
  }

  const label = instalmentNote(instalment.number, plan.instalments);
  const refusal = (words: string) => {
    const retryOn = nextRetryDate(instalment.dueDate, tryNumber);
    const next = retryOn ? ` We will try the card again on ${formatCalendarDate(retryOn)}.` : ' That was the last try.';
    return `${label} (${formatMoney(instalment.cents)}, due ${formatCalendarDate(instalment.dueDate)}) was not paid: ${words.replace(/\.?$/, '.')}${next}`;
  };
  if (!card) {
    await closeAttempt(services, attempt.id, 'DECLINED', {
      success: false,
      message: refusal('The saved card was removed'),
      code: 'PAYMENT_PROFILE_MISSING',
      transactionId: null,
      authCode: null,
    });
    return 'refused';
  }
  let result;
  try {
    const [summary, email] = await Promise.all([summaryOf(services, plan.invoiceId), familyEmail(services, plan.familyAccountId)]);
    result = await services.payments.charge({
      invoiceNumber: attempt.gatewayInvoiceNumber,
      amountCents: attempt.amountCents,
      description: `${summary}: ${label}`.slice(0, 255),
      source: { kind: 'profile', customerProfileId: card.gatewayCustomerProfileId, paymentProfileId: card.gatewayPaymentProfileId },
      billTo: deposit.request.billTo,
      customer: { id: `F${plan.familyAccountId}`, email },
      saveCard: null,
    });
  } catch (error) {
    // The reconciler asks the card service what became of it, and completes or closes it once.
    if (error instanceof GatewayUnavailableError) return 'pending';
    throw error;
  }
  if (!result.approved) {
    await closeAttempt(services, attempt.id, 'DECLINED', {
      success: false,
      message: refusal(result.message),
      code: result.code,
      transactionId: result.transactionId,
      authCode: null,
    });
    return 'refused';
  }
  const answer = await finish(services, attempt, result);
  return answer.success ? 'charged' : 'refused';
}

async function triedAlready(services: Services, familyAccountId: number, key: string) {
  const [row] = await services.db
    .select({ id: chargeAttempts.id })
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.familyAccountId, familyAccountId), eq(chargeAttempts.idempotencyKey, key)));
  return Boolean(row);
}

async function familyEmail(services: Services, familyAccountId: number) {
  const [row] = await services.db
    .select({ email: familyMembers.email })
    .from(familyAccounts)
    .innerJoin(familyMembers, eq(familyMembers.id, familyAccounts.primaryFamilyMemberId))
    .where(eq(familyAccounts.id, familyAccountId));
  return row?.email ?? '';
}
