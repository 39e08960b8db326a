import { calendarDate, formatMessage, formatMoney, type MessageCode, paidForClass, planWithdrawal, type WithdrawalPlan } from '@solve/core';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { classrooms, credits, enrollments, invoiceItems, invoices, payments, withdrawals } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { GatewayUnavailableError } from '../../integrations/payments/payments.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import { discountsOn } from '../cart/order-discounts.js';
import { returnCouponUseIfOrderWithdrawn } from '../coupons/coupon-uses.js';
import type { Viewer } from '../auth/viewer.js';
import { notifyRefund } from '../notifications/payment-trigger.js';
import { queueOffersForEnrolment } from '../waitlist/waitlist-offers.js';
import { takeBackReferralReward } from '../referral/referral-enrolment.js';
import { getSettings } from '../settings/settings.service.js';

export type WithdrawalMode = 'REFUND' | 'CREDIT';
type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface Withdrawal {
  enrollmentId: number;
  /** What the refund policy gave back in all. */
  amountCents: number;
  /** What was asked. */
  mode: WithdrawalMode;
  /** Refunded to the card. */
  refundCents: number;
  /** Returned as an OPEN credit (asked for, or the part paid with credits). */
  creditCents: number;
  creditNumber: string | null;
  refundTransactionId: string | null;
  /** What happened, in words for the admin. */
  message: string;
}

export interface WithdrawalQuote extends WithdrawalPlan {
  enrollmentId: number;
  paidCents: number;
  /** The card a refund goes to ('Visa ending 1111'), or null when no card paid. */
  card: string | null;
}

/** The paid enrolment of a withdrawal with its invoice line and class; null when there is none. */
async function paidEnrolment(db: Db, enrollmentId: number, lock: boolean) {
  const query = db
    .select({ enrollment: enrollments, item: invoiceItems, startDate: classrooms.startDate, code: classrooms.code })
    .from(enrollments)
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .innerJoin(invoiceItems, eq(invoiceItems.id, enrollments.invoiceItemId))
    .where(eq(enrollments.id, enrollmentId));
  const [row] = lock ? await query.for('update', { of: enrollments }) : await query;
  if (!row || row.enrollment.status !== 'PAID' || row.enrollment.withdrawnAt) return null;
  // What the class cost the family: its line's price less the discounts taken off it (new student, sibling, multi-class, coupon).
  return { ...row, paidCents: paidForClass(row.item.priceCents, await discountsOn(db, row.item)) };
}

/**
 * The invoice's card charge and what it can still give back: its amount less the refunds already
 * made or under way against it.
 */
async function cardOf(db: Db, invoiceId: number) {
  const [card] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), isNotNull(payments.transactionId), isNull(payments.creditId)))
    .orderBy(desc(payments.amountCents));
  if (!card?.transactionId) return null;
  const [refunded] = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.refundCents}), 0)::int` })
    .from(withdrawals)
    .where(and(eq(withdrawals.refTransactionId, card.transactionId), inArray(withdrawals.status, ['PENDING', 'SUCCEEDED'])));
  return { payment: card, refundableCents: card.amountCents - (refunded?.total ?? 0) };
}

async function today(services: Services) {
  const settings = await getSettings(services.db);
  return calendarDate(services.now(), settings.timeZone);
}

/** What a withdrawal would give back today, for the admin's confirmation. */
export async function quoteWithdrawal(services: Services, enrollmentId: number, mode: WithdrawalMode): Promise<WithdrawalQuote> {
  const row = await paidEnrolment(services.db, enrollmentId, false);
  if (!row) throw new DomainError('NOT_ENROLLED_PAID');
  const card = await cardOf(services.db, row.item.invoiceId);
  const plan = planWithdrawal({
    paidCents: row.paidCents,
    today: await today(services),
    startDate: row.startDate,
    mode,
    cardRefundableCents: card?.refundableCents ?? 0,
  });
  return { ...plan, enrollmentId, paidCents: row.paidCents, card: card?.payment.identification ?? null };
}

/**
 * An admin withdraws a student from a paid class: the seat is released, and the refund policy's
 * amount goes back to the card through the gateway, or as an OPEN credit of the family (asked
 * for, or for the part paid with credits). A refund is recorded PENDING before the gateway is
 * called, under the enrolment's row lock and one PENDING per enrolment, so two admins at once
 * refund once; the reconciler finishes one a crash interrupted. Both kinds are recorded as credits
 * with notes (a refund as a USED credit of type REFUND) and on the invoice line.
 */
export async function withdrawEnrollment(
  services: Services,
  enrollmentId: number,
  mode: WithdrawalMode,
  note: string,
  /** Who withdraws, for the audit log. */
  viewer: Viewer | null = null,
): Promise<Withdrawal> {
  const day = await today(services);
  let opened: { withdrawal: WithdrawalRow; done: Withdrawal | null };
  try {
    opened = await services.db.transaction(async (tx) => {
      const row = await paidEnrolment(tx, enrollmentId, true);
      if (!row) throw new DomainError('NOT_ENROLLED_PAID');
      const [pending] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.enrollmentId, enrollmentId), eq(withdrawals.status, 'PENDING')));
      if (pending) throw new DomainError('WITHDRAWAL_IN_PROGRESS');
      const card = await cardOf(tx, row.item.invoiceId);
      const plan = planWithdrawal({
        paidCents: row.paidCents,
        today: day,
        startDate: row.startDate,
        mode,
        cardRefundableCents: card?.refundableCents ?? 0,
      });
      const [withdrawal] = await tx
        .insert(withdrawals)
        .values({
          enrollmentId,
          invoiceItemId: row.item.id,
          mode,
          amountCents: plan.amountCents,
          refundCents: plan.refundCents,
          creditCents: plan.creditCents,
          refTransactionId: plan.refundCents > 0 ? card!.payment.transactionId : null,
          cardIdentification: plan.refundCents > 0 ? card!.payment.identification : '',
          note: note.trim().slice(0, 500),
        })
        .returning();
      // Nothing for the card service to do: the whole withdrawal commits here.
      const done = plan.refundCents === 0 ? await completeWithdrawal(tx, services, withdrawal!, null) : null;
      const { studentId, classroomId } = row.enrollment;
      await recordAudit(tx, viewer, {
        action: 'enrollment.withdraw',
        entityType: 'enrollment',
        entityId: enrollmentId,
        before: { studentId, classroomId, code: row.code, status: 'PAID', withdrawnAt: null },
        after: {
          studentId,
          classroomId,
          mode,
          amountCents: plan.amountCents,
          refundCents: plan.refundCents,
          creditCents: plan.creditCents,
          // A refund completes once the card service has made it (finishRefund).
          withdrawnAt: done ? services.now() : null,
          creditNumber: done?.creditNumber ?? null,
        },
      });
      if (done) return { withdrawal: withdrawal!, done };
      const [numbered] = await tx
        .update(withdrawals)
        .set({ gatewayInvoiceNumber: `W${withdrawal!.id}` })
        .where(eq(withdrawals.id, withdrawal!.id))
        .returning();
      return { withdrawal: numbered!, done: null };
    });
  } catch (error) {
    // Another admin's withdrawal of the same enrolment got there first.
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError('WITHDRAWAL_IN_PROGRESS');
    throw error;
  }
  if (opened.done) return opened.done;
  return refundAndComplete(services, opened.withdrawal);
}

async function refundAndComplete(services: Services, withdrawal: WithdrawalRow): Promise<Withdrawal> {
  let refund;
  try {
    refund = await services.payments.refund(
      withdrawal.refTransactionId!,
      withdrawal.refundCents,
      { last4: withdrawal.cardIdentification.slice(-4), expiration: 'XXXX' },
      withdrawal.gatewayInvoiceNumber,
    );
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    // The card service did not answer: ask it whether the refund went through.
    const found = await services.payments.findByInvoiceNumber(withdrawal.gatewayInvoiceNumber).catch(() => null);
    if (!found) throw new DomainError('WITHDRAWAL_IN_PROGRESS');
    const made = found.find((tx) => tx.status === 'refunded');
    if (made) return finishRefund(services, withdrawal, made.transactionId);
    await failWithdrawal(services, withdrawal.id, formatMessage('PAYMENT_GATEWAY_UNAVAILABLE'), 'PAYMENT_GATEWAY_UNAVAILABLE');
    throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
  if (!refund.ok) {
    await failWithdrawal(services, withdrawal.id, refund.message, refund.code);
    throw new DomainError('PAYMENT_UNSUCCESSFUL', { reason: refund.message });
  }
  return finishRefund(services, withdrawal, refund.transactionId);
}

/** Commits a refund the card service made (once: the withdrawal's row lock decides between processes). */
export async function finishRefund(services: Services, withdrawal: WithdrawalRow, transactionId: string): Promise<Withdrawal> {
  const { done, told } = await services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id)).for('update');
    if (!current || current.status !== 'PENDING') throw new DomainError('WITHDRAWAL_IN_PROGRESS');
    const completed = await completeWithdrawal(tx, services, current, transactionId);
    // The family hears of the refund (PAYMENT_REFUND) only once it is committed.
    const [enrolment] = await tx
      .select({ studentId: enrollments.studentId, classroomTitle: classrooms.title })
      .from(enrollments)
      .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
      .where(eq(enrollments.id, current.enrollmentId));
    const notified = enrolment
      ? await notifyRefund(services, tx, { withdrawalId: current.id, refundCents: current.refundCents, ...enrolment })
      : null;
    return { done: completed, told: notified };
  });
  await told?.announce();
  return done;
}

export async function failWithdrawal(services: Services, id: number, message: string, code: string | null): Promise<void> {
  await services.db
    .update(withdrawals)
    .set({ status: 'FAILED', outcome: { message, code } })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')));
}

/**
 * Releases the seat, marks the invoice line withdrawn, records the refund as a USED REFUND credit
 * and the rest as an OPEN WITHDRAWAL credit, and closes the withdrawal SUCCEEDED.
 */
async function completeWithdrawal(
  tx: Db,
  services: Services,
  withdrawal: WithdrawalRow,
  refundTransactionId: string | null,
): Promise<Withdrawal> {
  const now = services.now();
  const [line] = await tx
    .select({ invoiceId: invoiceItems.invoiceId, code: classrooms.code })
    .from(invoiceItems)
    .innerJoin(classrooms, eq(classrooms.id, invoiceItems.classroomId))
    .where(eq(invoiceItems.id, withdrawal.invoiceItemId));
  const [invoice] = await tx.select({ familyAccountId: invoices.familyAccountId }).from(invoices).where(eq(invoices.id, line!.invoiceId));
  // The seat is released (a refund the card service made is recorded even if someone withdrew meanwhile).
  await tx
    .update(enrollments)
    .set({ withdrawnAt: now })
    .where(and(eq(enrollments.id, withdrawal.enrollmentId), isNull(enrollments.withdrawnAt)));
  // The freed seat goes to the class's waitlist once this commits.
  await queueOffersForEnrolment(tx, withdrawal.enrollmentId, now);
  await tx
    .update(invoiceItems)
    .set({ withdrawal: true, withdrawalAmountCents: withdrawal.amountCents })
    .where(eq(invoiceItems.id, withdrawal.invoiceItemId));
  // The order's coupon use is given back once its last class is withdrawn.
  await returnCouponUseIfOrderWithdrawn(tx, line!.invoiceId, now);
  const stamp = now.getTime().toString(36);
  const notes = (text: string) => [text, withdrawal.note].filter(Boolean).join('. ').slice(0, 500);
  if (withdrawal.refundCents > 0) {
    await tx.insert(credits).values({
      creditNumber: `CR-R${withdrawal.id}-${stamp}`,
      familyAccountId: invoice!.familyAccountId,
      creditType: 'REFUND',
      status: 'USED',
      amountCents: withdrawal.refundCents,
      balanceCents: 0,
      notes: notes(
        `Refunded ${formatMoney(withdrawal.refundCents)} to ${withdrawal.cardIdentification} (transaction ${refundTransactionId}) for withdrawal from ${line!.code}`,
      ),
      issueDate: now,
    });
  }
  let creditNumber: string | null = null;
  if (withdrawal.creditCents > 0) {
    const [credit] = await tx
      .insert(credits)
      .values({
        creditNumber: `CR-W${withdrawal.id}-${stamp}`,
        familyAccountId: invoice!.familyAccountId,
        creditType: 'WITHDRAWAL',
        status: 'OPEN',
        amountCents: withdrawal.creditCents,
        balanceCents: withdrawal.creditCents,
        notes: notes(`Credit for withdrawal from ${line!.code}`),
        issueDate: now,
      })
      .returning({ creditNumber: credits.creditNumber });
    creditNumber = credit!.creditNumber;
  }
  // A refunded class counts for no referral: the reward goes back when it was the family's only paid class.
  const takenBack = withdrawal.amountCents > 0 ? await takeBackReferralReward(tx, invoice!.familyAccountId, now) : null;
  const message = [withdrawalMessage(withdrawal, line!.code, creditNumber), takenBack?.message].filter(Boolean).join(' ');
  await tx
    .update(withdrawals)
    .set({ status: 'SUCCEEDED', transactionId: refundTransactionId, outcome: { message, code: null } })
    .where(eq(withdrawals.id, withdrawal.id));
  return {
    enrollmentId: withdrawal.enrollmentId,
    amountCents: withdrawal.amountCents,
    mode: withdrawal.mode,
    refundCents: withdrawal.refundCents,
    creditCents: withdrawal.creditCents,
    creditNumber,
    refundTransactionId,
    message,
  };
}

function withdrawalMessage(withdrawal: WithdrawalRow, classroom: string, creditNumber: string | null): string {
  const values = {
    classroom,
    refund: formatMoney(withdrawal.refundCents),
    credit: formatMoney(withdrawal.creditCents),
    card: withdrawal.cardIdentification,
    creditNumber: creditNumber ?? '',
  };
  let code: MessageCode;
  if (withdrawal.amountCents === 0) code = 'WITHDRAWN_NO_REFUND';
  else if (withdrawal.mode === 'CREDIT') code = 'WITHDRAWN_CREDITED';
  else if (withdrawal.creditCents === 0) code = 'WITHDRAWN_REFUNDED';
  else if (withdrawal.refundCents === 0) code = 'WITHDRAWN_CREDITS_ONLY';
  else code = 'WITHDRAWN_REFUNDED_AND_CREDITED';
  return formatMessage(code, values);
}
