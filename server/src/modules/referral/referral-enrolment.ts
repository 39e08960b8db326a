import { formatMessage, formatMoney, REFERRAL } from '@solve/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credits, enrollments, invoiceItems, referrals, students } from '../../db/schema/index.js';

/**
 * A family has paid for a class whose price was above zero (called inside the payment's
 * transaction): a referral that brought it (SIGNEDUP) becomes ENROLLED, and the referring family
 * gets one OPEN credit of $100 (§9). Free classes and $0 orders never call this.
 *
 * Exactly once per referral, however many payments race: the update only takes a row still
 * SIGNEDUP, and under PostgreSQL's row lock a second transaction re-reads the row after the first
 * commits, finds ENROLLED and changes nothing. The unique index on `credits.referral_id` is the
 * last word should anything else ever write a referral credit.
 *
 * A referral that went back to SIGNEDUP (its family's paid classes were all refunded) and qualifies
 * again gets back what was taken from its credit, never a second credit: $100 per referral in all.
 */
export async function recordReferralEnrolment(tx: Db, refereeFamilyAccountId: number, now: Date): Promise<number[]> {
  const enrolled = await tx
    .update(referrals)
    .set({ status: 'ENROLLED', updatedAt: now })
    .where(and(eq(referrals.refereeFamilyAccountId, refereeFamilyAccountId), eq(referrals.status, 'SIGNEDUP')))
    .returning({
      id: referrals.id,
      referrerId: referrals.referrerId,
      firstName: referrals.refereeFirstName,
      lastName: referrals.refereeLastName,
    });
  for (const referral of enrolled) {
    const [granted] = await tx
      .insert(credits)
      .values({
        creditNumber: `CR-R${referral.id}`,
        familyAccountId: referral.referrerId,
        creditType: 'REFERRAL',
        status: 'OPEN',
        amountCents: REFERRAL.creditCents,
        balanceCents: REFERRAL.creditCents,
        notes: `Referral reward: ${referral.firstName} ${referral.lastName} enrolled`.slice(0, 500),
        issueDate: now,
        referralId: referral.id,
      })
      .onConflictDoNothing({ target: credits.referralId, where: sql`${credits.referralId} is not null` })
      .returning({ id: credits.id });
    if (!granted) {
      // Earned before and taken back: what was taken back (the VOID credit's balance) is open again.
      await tx
        .update(credits)
        .set({ status: 'OPEN', updatedAt: now })
        .where(and(eq(credits.referralId, referral.id), eq(credits.status, 'VOID'), gt(credits.balanceCents, 0)));
    }
  }
  return enrolled.map((referral) => referral.id);
}

/** What taking a referral's reward back did, in words for the admin who withdrew the student. */
export interface RewardTakenBack {
  referralId: number;
  creditNumber: string | null;
  /** The unspent balance taken back. */
  takenBackCents: number;
  /** What the referring family had already spent, which stays spent. */
  spentCents: number;
  message: string;
}

/**
 * A referred family's paid class was refunded (called inside the withdrawal's transaction, after
 * the enrolment is marked withdrawn). When the family has no other paid class of a price above
 * zero left, its referral no longer counts: it goes back to SIGNEDUP, and the referring family's
 * credit loses what is unspent of it (the credit turns VOID and keeps that amount as its
 * balance, so a later paid class gives exactly that back). What was already spent stays spent:
 * the academy does not take money back from the family that referred them.
 */
export async function takeBackReferralReward(tx: Db, refereeFamilyAccountId: number, now: Date): Promise<RewardTakenBack | null> {
  const [stillPaid] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .innerJoin(invoiceItems, eq(invoiceItems.id, enrollments.invoiceItemId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(
      and(
        eq(students.familyAccountId, refereeFamilyAccountId),
        eq(enrollments.status, 'PAID'),
        isNull(enrollments.withdrawnAt),
        gt(invoiceItems.priceCents, 0),
      ),
    )
    .limit(1);
  if (stillPaid) return null;
  const [referral] = await tx
    .update(referrals)
    .set({ status: 'SIGNEDUP', updatedAt: now })
    .where(and(eq(referrals.refereeFamilyAccountId, refereeFamilyAccountId), eq(referrals.status, 'ENROLLED')))
    .returning({ id: referrals.id });
  if (!referral) return null;
  const [credit] = await tx.select().from(credits).where(eq(credits.referralId, referral.id)).for('update');
  if (!credit) return { referralId: referral.id, creditNumber: null, takenBackCents: 0, spentCents: 0, message: '' };
  const spentCents = credit.amountCents - credit.balanceCents;
  const takenBackCents = credit.status === 'OPEN' ? credit.balanceCents : 0;
  if (takenBackCents > 0) {
    await tx
      .update(credits)
      .set({
        status: 'VOID',
        updatedAt: now,
        notes: `${credit.notes}. Taken back: the referred family's paid class was refunded`.slice(0, 500),
      })
      .where(eq(credits.id, credit.id));
  }
  const values = { creditNumber: credit.creditNumber, amount: formatMoney(takenBackCents), spent: formatMoney(spentCents) };
  const message =
    takenBackCents === 0
      ? formatMessage('REFERRAL_REWARD_SPENT', values)
      : spentCents === 0
        ? formatMessage('REFERRAL_REWARD_TAKEN_BACK', values)
        : formatMessage('REFERRAL_REWARD_PARTLY_SPENT', values);
  return { referralId: referral.id, creditNumber: credit.creditNumber, takenBackCents, spentCents, message };
}
