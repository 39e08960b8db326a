import { calendarDate, formatMessage, type MessageCode, splitPayment } from '@solve/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CLASS_FULL_STATE, sqlState, UNIQUE_VIOLATION, violatedConstraint } from '../../db/errors.js';
import { chargeAttempts, familyAccounts, familyMembers, invoices, paymentProfiles } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { GatewayUnavailableError } from '../../integrations/payments/payments.js';
import type { Services } from '../../services.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { invoiceIsPaid, linesOf, openCreditsOf } from '../cart/cart.service.js';
import { cartRepricedBeforePayment } from '../cart/new-student-offers.js';
import { holdSeats } from '../cart/seats.js';
import { dropCartCoupon } from '../coupons/cart-coupon.service.js';
import { claimCouponUse, isCouponRefusal } from '../coupons/coupon-uses.js';
import { getSettings } from '../settings/settings.service.js';
import type { ChargeAnswer, ChargeInput } from './charge-types.js';
import { validateChargeInput } from './charge-input.js';
import { chargeAmountOf } from '../payment-plans/plan-checkout.js';
import { recordInstalmentRefusal } from '../payment-plans/instalment-payment.js';
import { type Approval, type ChargeAttempt, completeAttempt } from './complete-charge.js';
import { countPayment } from '../../metrics/metrics.js';
import { notifyPaymentFailed } from '../notifications/payment-trigger.js';

/** How long a request with a key already in flight waits for the first one's answer. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 100;

/**
 * Pays an invoice (family-catalog-payment.md §4 "after a successful card payment"): the server
 * computes the amount, spends open credits first, charges the rest through the gateway, then
 * records and enrols in one transaction. Exactly once per idempotency key, and one payment of an
 * invoice at a time whatever the keys; the attempt is written before the gateway is called.
 */
export async function chargeInvoice(services: Services, viewer: FamilyViewer, raw: ChargeInput): Promise<ChargeAnswer> {
  const input = validateChargeInput(raw);
  const earlier = await findAttempt(services.db, viewer, input.idempotencyKey);
  if (earlier) return replay(services, earlier, input.invoiceId);
  if (await cartRepricedBeforePayment(services.db, viewer.familyAccountId, input.invoiceId, services.now())) {
    throw new DomainError('PAYMENT_AMOUNT_CHANGED');
  }
  let opened: Opened;
  try {
    opened = await openAttempt(services, viewer, input);
  } catch (error) {
    // The code no longer holds (used up by others paying at the same moment, expired, archived): it
    // comes off the cart, the family is told why, and nothing is charged.
    if (isCouponRefusal(error)) await dropCartCoupon(services, viewer.familyAccountId, input.invoiceId);
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    if (violatedConstraint(error) === 'charge_attempts_one_pending_per_invoice') throw new DomainError('PAYMENT_IN_PROGRESS');
    const first = await findAttempt(services.db, viewer, input.idempotencyKey);
    if (!first) throw error;
    return replay(services, first, input.invoiceId);
  }
  if ('earlier' in opened) return replay(services, opened.earlier, input.invoiceId);
  const { attempt } = opened;
  if (attempt.amountCents === 0) return finish(services, attempt, null);

  let result;
  try {
    // What the card service is told, read at once.
    const [description, source, email, saveCard] = await Promise.all([
      summaryOf(services, attempt.invoiceId),
      input.opaqueData
        ? ({ kind: 'token', ...input.opaqueData } as const)
        : savedCardOf(services, viewer, input.paymentProfileId!).then((card) => ({ kind: 'profile', ...card }) as const),
      familyEmail(services, viewer),
      input.saveCard && input.opaqueData ? customerProfileOf(services, viewer).then((customerProfileId) => ({ customerProfileId })) : null,
    ]);
    result = await services.payments.charge({
      invoiceNumber: attempt.gatewayInvoiceNumber,
      amountCents: attempt.amountCents,
      description,
      source,
      billTo: input.billTo,
      customer: { id: `F${viewer.familyAccountId}`, email },
      saveCard,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) return settleUnknown(services, attempt);
    // Anything else leaves the attempt PENDING: the reconciler asks the gateway what happened.
    throw error;
  }
  if (!result.approved) {
    await closeAttempt(services, attempt.id, 'DECLINED', {
      success: false,
      message: formatMessage('PAYMENT_UNSUCCESSFUL', { reason: result.message }),
      code: result.code,
      transactionId: result.transactionId,
      authCode: null,
    });
    return answerOf(services, (await findAttemptById(services, attempt.id))!);
  }
  if (services.config.CRASH_AT === 'payment-approved') process.exit(137);
  return finish(services, attempt, result);
}

/** Records the payment and enrolments; a charge that can no longer be honoured is voided. */
export async function finish(services: Services, attempt: ChargeAttempt, approval: Approval | null): Promise<ChargeAnswer> {
  try {
    const done = await completeAttempt(services, attempt.id, approval);
    if (done) {
      // Once per charge: completeAttempt returns null to every later caller (a replay, the reconciler).
      if (approval) countPayment('approved');
      // Owed since the commit, and sent by a job once Pay has answered (composing it, the notification
      // and the mail take a dozen statements the family need not wait for); when the job cannot be
      // queued, the reconciler sends it.
      await enqueueJob(services.db, {
        kind: 'receipt',
        payload: { attemptId: attempt.id },
        dedupeKey: `receipt:${attempt.id}`,
        maxAttempts: MAX_ATTEMPTS.receipt,
      })
        .then(() => services.jobs.wake())
        .catch((error: unknown) =>
          services.logger.warn({ err: error, attemptId: attempt.id }, 'the receipt could not be queued; the reconciler sends it'),
        );
    }
  } catch (caught) {
    // A seat limit lowered under a hold reaches the enrolment trigger: the seat is gone all the same.
    const refusal = sqlState(caught) === CLASS_FULL_STATE ? new DomainError('CLASS_FULL') : caught;
    if (!(refusal instanceof DomainError)) throw refusal;
    let error: DomainError = refusal;
    if (approval) {
      const voided = await services.payments.void(approval.transactionId);
      if (!voided.ok) {
        services.logger.error({ attemptId: attempt.id, code: voided.code }, 'a charge that could not be honoured was not voided');
        // The family cannot be told that nothing was charged: they are asked to check before paying again.
        if (error.code === 'PAYMENT_AMOUNT_CHANGED') error = new DomainError('PAYMENT_IN_PROGRESS');
      }
    }
    await closeAttempt(services, attempt.id, 'FAILED', {
      success: false,
      message: error.message,
      code: String(error.extensions.code),
      transactionId: approval?.transactionId ?? null,
      authCode: null,
    });
  }
  return answerOf(services, (await findAttemptById(services, attempt.id))!);
}

/**
 * The gateway did not answer: ask it whether the charge went through before saying anything.
 * When it still cannot tell, the attempt stays for the reconciler and the family is told to wait.
 */
async function settleUnknown(services: Services, attempt: ChargeAttempt): Promise<ChargeAnswer> {
  let found;
  try {
    found = await services.payments.findByInvoiceNumber(attempt.gatewayInvoiceNumber);
  } catch {
    throw new DomainError('PAYMENT_IN_PROGRESS');
  }
  const approved = found.find((tx) => tx.status === 'approved');
  if (approved && approved.card) {
    return finish(services, attempt, {
      transactionId: approved.transactionId,
      authCode: approved.authCode,
      card: approved.card,
      savedProfile: null,
    });
  }
  await closeAttempt(services, attempt.id, 'FAILED', {
    success: false,
    message: formatMessage('PAYMENT_GATEWAY_UNAVAILABLE'),
    code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    transactionId: null,
    authCode: null,
  });
  return answerOf(services, (await findAttemptById(services, attempt.id))!);
}

/** A new attempt, or the one a request with the same key opened first (perhaps already finished). */
type Opened = { attempt: ChargeAttempt } | { earlier: ChargeAttempt };

async function openAttempt(services: Services, viewer: FamilyViewer, input: ChargeInput): Promise<Opened> {
  const settings = await getSettings(services.db);
  const today = calendarDate(services.now(), settings.timeZone);
  return services.db.transaction(async (tx): Promise<Opened> => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.familyAccountId, viewer.familyAccountId)))
      .for('update');
    if (!invoice) throw new DomainError('NOT_FOUND');
    // Asked again under the invoice's lock: a request with this key may have paid it since the
    // first look, and its answer is this request's answer, not "already paid".
    const earlier = await findAttempt(tx, viewer, input.idempotencyKey);
    if (earlier) return { earlier };
    if (invoiceIsPaid(invoice)) throw new DomainError('INVOICE_ALREADY_PAID');
    const lines = await linesOf(tx, invoice.id);
    if (lines.length === 0) throw new DomainError('CART_EMPTY');
    const split = splitPayment(invoice.balanceCents, await openCreditsOf(tx, viewer.familyAccountId, today));
    // The whole rest, a plan's deposit, or one instalment of the invoice's plan.
    const charge = await chargeAmountOf(tx, { invoice, cardCents: split.cardCents, input, settings, today });
    let card: { cardBrand: ChargeAttempt['cardBrand']; last4: string | null } = { cardBrand: null, last4: null };
    if (input.paymentProfileId !== null && charge.amountCents > 0) {
      const [profile] = await tx
        .select({ cardBrand: paymentProfiles.cardBrand, last4: paymentProfiles.last4 })
        .from(paymentProfiles)
        .where(
          and(
            eq(paymentProfiles.id, input.paymentProfileId),
            eq(paymentProfiles.familyAccountId, viewer.familyAccountId),
            isNull(paymentProfiles.deletedAt),
          ),
        );
      if (!profile) throw new DomainError('PAYMENT_PROFILE_MISSING');
      card = profile;
    }
    const [row] = await tx
      .insert(chargeAttempts)
      .values({
        familyAccountId: viewer.familyAccountId,
        invoiceId: invoice.id,
        idempotencyKey: input.idempotencyKey,
        amountCents: charge.amountCents,
        balanceCents: invoice.balanceCents,
        gatewayInvoiceNumber: `I${invoice.id}`,
        request: { paymentProfileId: input.paymentProfileId, saveCard: input.saveCard, billTo: input.billTo, ...charge.record },
        payee: `${input.billTo.firstName} ${input.billTo.lastName}`,
        ...card,
      })
      .returning();
    // Unique per attempt, so a look-up by invoice number finds this attempt's charge only (20 characters at most).
    const gatewayInvoiceNumber = `I${invoice.id}-A${row!.id}`.slice(0, 20);
    await tx.update(chargeAttempts).set({ gatewayInvoiceNumber }).where(eq(chargeAttempts.id, row!.id));
    // Seats are held before the card service is called: a class that filled after it went into
    // the cart is refused here, by name, and nobody is charged for a seat they cannot have.
    await holdSeats(
      tx,
      row!.id,
      lines.filter((line) => line.itemType === 'CLASSROOM' && !line.enrolled),
    );
    // The coupon's use is counted here, once, under its row's lock (before the card service is called).
    await claimCouponUse(tx, {
      invoiceId: invoice.id,
      familyAccountId: viewer.familyAccountId,
      couponCode: invoice.status === 'PENDING' ? invoice.couponCode : null,
      attemptId: row!.id,
      today,
    });
    return { attempt: { ...row!, gatewayInvoiceNumber } };
  });
}

async function replay(services: Services, attempt: ChargeAttempt, invoiceId: number): Promise<ChargeAnswer> {
  if (attempt.invoiceId !== invoiceId) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  let current: ChargeAttempt | undefined = attempt;
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  while (current?.status === 'PENDING' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await findAttemptById(services, attempt.id);
  }
  if (!current || current.status === 'PENDING') throw new DomainError('PAYMENT_IN_PROGRESS');
  return answerOf(services, current);
}

/**
 * Closes a pending attempt as declined or failed and, in the same transaction, tells the family
 * (PAYMENT_FAILED). Only the call that closes it counts and tells; one that finds it closed does nothing.
 */
export async function closeAttempt(
  services: Services,
  id: number,
  status: 'DECLINED' | 'FAILED',
  outcome: NonNullable<ChargeAttempt['outcome']>,
): Promise<void> {
  const { closed, told } = await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(chargeAttempts)
      .set({ status, outcome, transactionId: outcome.transactionId })
      .where(and(eq(chargeAttempts.id, id), eq(chargeAttempts.status, 'PENDING')))
      .returning({
        amountCents: chargeAttempts.amountCents,
        familyAccountId: chargeAttempts.familyAccountId,
        invoiceId: chargeAttempts.invoiceId,
        request: chargeAttempts.request,
      });
    const attempt = rows[0];
    // A scheduled instalment's refusal counts toward its retries (and may default its plan).
    if (attempt) await recordInstalmentRefusal(services, tx, attempt, outcome.message);
    const notified = attempt ? await notifyPaymentFailed(services, tx, { id, ...attempt, reason: outcome.message }) : null;
    return { closed: rows, told: notified };
  });
  await told?.announce();
  // Counted by the request that closed it, not by one that found it closed; an order paid by credits alone charges no card.
  if (closed.some((attempt) => attempt.amountCents > 0)) countPayment(status === 'DECLINED' ? 'declined' : 'error');
}

async function findAttempt(db: Db, viewer: FamilyViewer, key: string) {
  const [row] = await db
    .select()
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.familyAccountId, viewer.familyAccountId), eq(chargeAttempts.idempotencyKey, key)));
  return row;
}

export async function findAttemptById(services: Services, id: number) {
  const [row] = await services.db.select().from(chargeAttempts).where(eq(chargeAttempts.id, id));
  return row;
}

async function answerOf(services: Services, attempt: ChargeAttempt): Promise<ChargeAnswer> {
  const [invoice] = await services.db.select().from(invoices).where(eq(invoices.id, attempt.invoiceId));
  const outcome = attempt.outcome ?? {
    success: false,
    message: formatMessage('PAYMENT_IN_PROGRESS'),
    code: null,
    transactionId: null,
    authCode: null,
  };
  const message = outcome.success ? formatMessage(outcome.message as MessageCode) : outcome.message;
  return {
    success: outcome.success,
    message,
    resultCode: outcome.code,
    transactionId: outcome.transactionId,
    authCode: outcome.authCode,
    invoiceId: attempt.invoiceId,
    invoiceNumber: invoice?.invoiceNumber ?? '',
    // An invoice the app opened has no summary of its own: its classes and students are the summary.
    summary: invoice?.summary || (await summaryOf(services, attempt.invoiceId)),
    amountCents: outcome.success ? attempt.amountCents : 0,
    creditCents: outcome.success ? Math.max(0, attempt.balanceCents - attempt.amountCents) : 0,
    cardBrand: attempt.cardBrand,
    last4: attempt.last4,
  };
}

/** 'MA6-A, C8-W for Alice, Bob': what the gateway and the receipt call the order. */
export async function summaryOf(services: Services, invoiceId: number): Promise<string> {
  const lines = (await linesOf(services.db, invoiceId)).filter((line) => line.itemType === 'CLASSROOM');
  const codes = [...new Set(lines.map((line) => line.classroomCode ?? ''))].join(', ');
  const names = [...new Set(lines.map((line) => (line.studentName ?? '').split(' ')[0]))].join(', ');
  return lines.length ? `${codes} for ${names}` : 'Order';
}

async function savedCardOf(services: Services, viewer: FamilyViewer, id: number) {
  const [profile] = await services.db
    .select({ customerProfileId: paymentProfiles.gatewayCustomerProfileId, paymentProfileId: paymentProfiles.gatewayPaymentProfileId })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.id, id), eq(paymentProfiles.familyAccountId, viewer.familyAccountId), isNull(paymentProfiles.deletedAt)));
  if (!profile) throw new DomainError('PAYMENT_PROFILE_MISSING');
  return profile;
}

async function familyEmail(services: Services, viewer: FamilyViewer) {
  const [member] = await services.db
    .select({ email: familyMembers.email })
    .from(familyMembers)
    .where(eq(familyMembers.id, viewer.familyMemberId));
  return member?.email ?? '';
}

async function customerProfileOf(services: Services, viewer: FamilyViewer) {
  const [family] = await services.db
    .select({ id: familyAccounts.customerProfileId })
    .from(familyAccounts)
    .where(eq(familyAccounts.id, viewer.familyAccountId));
  return family?.id ?? null;
}
