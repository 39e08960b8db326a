import { CARD_BRAND_NAMES, calendarDate, splitPayment } from '@solve/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  chargeAttempts,
  credits,
  enrollments,
  familyAccounts,
  invoiceItems,
  invoices,
  paymentProfiles,
  payments,
} from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../graphql/errors.js';
import type { ChargedCard } from '../../integrations/payments/payments.js';
import type { Services } from '../../services.js';
import { invoiceIsPaid } from '../cart/cart.service.js';
import { takeSeats } from '../cart/seats.js';
import { recordReferralEnrolment } from '../referral/referral-enrolment.js';
import { getSettings } from '../settings/settings.service.js';
import { completeInstalment } from '../payment-plans/instalment-payment.js';
import { depositFor, instalmentNote, startPlan } from '../payment-plans/plan-checkout.js';
import { planPartOf } from '../payment-plans/plan-request.js';
import { closeEnrolled } from '../waitlist/waitlist-offers.js';

export type ChargeAttempt = typeof chargeAttempts.$inferSelect;

/** The family's saved profile of a card (one per brand, last four and expiry), if any. */
async function savedCardLike(tx: Db, familyAccountId: number, card: ChargedCard): Promise<number | null> {
  const [row] = await tx
    .select({ id: paymentProfiles.id })
    .from(paymentProfiles)
    .where(
      and(
        eq(paymentProfiles.familyAccountId, familyAccountId),
        eq(paymentProfiles.cardBrand, card.brand),
        eq(paymentProfiles.last4, card.last4),
        eq(paymentProfiles.expiration, card.expiration),
        isNull(paymentProfiles.deletedAt),
      ),
    );
  return row?.id ?? null;
}

export interface Approval {
  transactionId: string;
  authCode: string;
  card: ChargedCard;
  savedProfile: { customerProfileId: string; paymentProfileId: string } | null;
}

export interface Completed {
  creditCents: number;
  enrolled: { studentId: number; classroomId: number }[];
}

/**
 * After the gateway approved (or with nothing to charge): in one transaction, credits first, the
 * card payment, the saved card, a PAID enrolment for each unenrolled class line, the lines marked
 * enrolled, the invoice PAID and the attempt SUCCEEDED. Returns null when another process already
 * finished this attempt. Throws a DomainError when the invoice can no longer be paid as planned
 * (a seat gone, the balance or the credits changed): the caller then voids the charge.
 */
export async function completeAttempt(services: Services, attemptId: number, approval: Approval | null): Promise<Completed | null> {
  const settings = await getSettings(services.db);
  const today = calendarDate(services.now(), settings.timeZone);
  return services.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(chargeAttempts).where(eq(chargeAttempts.id, attemptId)).for('update');
    if (!attempt || attempt.status !== 'PENDING') return null;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, attempt.invoiceId)).for('update');
    if (!invoice || invoiceIsPaid(invoice)) throw new DomainError('INVOICE_ALREADY_PAID');
    // The order or the family's credits changed since the attempt began: the charge is voided (finish).
    if (invoice.balanceCents !== attempt.balanceCents) throw new DomainError('PAYMENT_AMOUNT_CHANGED');
    const planned = planPartOf(attempt.request);
    // One instalment of a plan: its own commit (no credits, no enrolments).
    if (planned.instalment) {
      return completeInstalment(tx, { attempt, invoice, approval, instalmentId: planned.instalment.id, now: services.now() });
    }

    const open = await tx
      .select()
      .from(credits)
      .where(and(eq(credits.familyAccountId, invoice.familyAccountId), eq(credits.status, 'OPEN'), sql`${credits.balanceCents} > 0`))
      .orderBy(asc(credits.issueDate), asc(credits.id))
      .for('update');
    const usable = open.filter((credit) => credit.expirationDate === null || credit.expirationDate >= today);
    const split = splitPayment(invoice.balanceCents, usable);
    // A plan charges its deposit of what credits leave; the plan covers the rest.
    const cardCents = planned.plan ? depositFor(planned.plan, split.cardCents) : split.cardCents;
    if (cardCents !== attempt.amountCents) throw new DomainError('PAYMENT_AMOUNT_CHANGED');

    const lines = await tx
      .select({
        id: invoiceItems.id,
        studentId: invoiceItems.studentId,
        classroomId: invoiceItems.classroomId,
        priceCents: invoiceItems.priceCents,
      })
      .from(invoiceItems)
      .where(
        and(
          eq(invoiceItems.invoiceId, invoice.id),
          eq(invoiceItems.itemType, 'CLASSROOM'),
          isNull(invoiceItems.archivedOn),
          eq(invoiceItems.enrolled, false),
        ),
      )
      .orderBy(asc(invoiceItems.classroomId), asc(invoiceItems.id));
    await takeSeats(tx, attempt.id, lines);

    const now = services.now();
    const payee = attempt.payee;
    for (const use of split.fromCredits) {
      const credit = usable.find((c) => c.id === use.id)!;
      const balanceCents = credit.balanceCents - use.cents;
      await tx
        .update(credits)
        .set({ balanceCents, status: balanceCents === 0 ? 'USED' : 'OPEN' })
        .where(eq(credits.id, credit.id));
      await tx.insert(payments).values({
        invoiceId: invoice.id,
        creditId: credit.id,
        dateReceived: now,
        payee,
        method: 'CREDIT',
        identification: credit.creditNumber,
        amountCents: use.cents,
      });
    }

    let profileId = attempt.request.paymentProfileId;
    if (approval?.savedProfile) {
      const [saved] = await tx
        .insert(paymentProfiles)
        .values({
          familyAccountId: invoice.familyAccountId,
          gatewayCustomerProfileId: approval.savedProfile.customerProfileId,
          gatewayPaymentProfileId: approval.savedProfile.paymentProfileId,
          cardBrand: approval.card.brand,
          last4: approval.card.last4,
          expiration: approval.card.expiration,
        })
        .onConflictDoNothing()
        .returning({ id: paymentProfiles.id });
      // The family had saved this card (the same brand, last four and expiry): the payment names that profile.
      profileId = saved?.id ?? (await savedCardLike(tx, invoice.familyAccountId, approval.card)) ?? profileId;
      await tx
        .update(familyAccounts)
        .set({ customerProfileId: approval.savedProfile.customerProfileId })
        .where(eq(familyAccounts.id, invoice.familyAccountId));
    }
    let cardPaymentId: number | null = null;
    if (approval && attempt.amountCents > 0) {
      const [cardPayment] = await tx
        .insert(payments)
        .values({
          invoiceId: invoice.id,
          paymentProfileId: profileId,
          dateReceived: now,
          payee,
          method: approval.card.brand,
          identification: `${CARD_BRAND_NAMES[approval.card.brand]} ending ${approval.card.last4}`,
          amountCents: attempt.amountCents,
          note: planned.plan ? instalmentNote(0, planned.plan.instalments) : '',
          transactionId: approval.transactionId,
          authCode: approval.authCode,
        })
        .returning({ id: payments.id });
      cardPaymentId = cardPayment!.id;
    }

    const enrolled: Completed['enrolled'] = [];
    for (const line of lines) {
      const studentId = line.studentId!;
      const classroomId = line.classroomId!;
      const [existing] = await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.studentId, studentId), eq(enrollments.classroomId, classroomId)));
      if (existing) {
        await tx
          .update(enrollments)
          .set({ status: 'PAID', withdrawnAt: null, invoiceItemId: line.id })
          .where(eq(enrollments.id, existing.id));
      } else {
        await tx.insert(enrollments).values({ studentId, classroomId, status: 'PAID', invoiceItemId: line.id });
      }
      enrolled.push({ studentId, classroomId });
    }
    if (lines.length)
      await tx
        .update(invoiceItems)
        .set({ enrolled: true })
        .where(
          inArray(
            invoiceItems.id,
            lines.map((line) => line.id),
          ),
        );
    // A student who was on the class's waitlist (their offer paid, or a seat found) leaves its line.
    await closeEnrolled(tx, enrolled, now);
    // A referred family's first paid class rewards the family that referred it; a free class or a
    // $0 order is no paid class (DESIGN.md "Decisions").
    if (lines.some((line) => line.priceCents > 0)) await recordReferralEnrolment(tx, invoice.familyAccountId, now);
    // A plan leaves the invoice OPEN with the instalments as its balance, written in this commit.
    if (planned.plan)
      await startPlan(tx, { invoice, plan: planned.plan, paymentProfileId: profileId, depositPaymentId: cardPaymentId, now });
    else await tx.update(invoices).set({ status: 'PAID', balanceCents: 0, paidAt: now }).where(eq(invoices.id, invoice.id));
    const creditCents = split.fromCredits.reduce((sum, use) => sum + use.cents, 0);
    await tx
      .update(chargeAttempts)
      .set({
        status: 'SUCCEEDED',
        // The receipt is owed from the commit on: a crash before it is mailed cannot lose it.
        receiptDueAt: now,
        transactionId: approval?.transactionId ?? null,
        cardBrand: approval?.card.brand ?? attempt.cardBrand,
        last4: approval?.card.last4 ?? attempt.last4,
        outcome: {
          success: true,
          message: 'PAYMENT_SUCCESS',
          code: null,
          transactionId: approval?.transactionId ?? null,
          authCode: approval?.authCode ?? null,
        },
      })
      .where(eq(chargeAttempts.id, attempt.id));
    return { creditCents, enrolled };
  });
}
