import { REFERRAL } from '@solve/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credits, referrals } from '../../db/schema/index.js';

/**
 * A family has paid for a class (called inside the payment's transaction): a referral that brought
 * it (SIGNEDUP) becomes ENROLLED, and the referring family gets one OPEN credit of $100 (§9).
 *
 * Exactly once per referral, however many payments race: the update only takes a row still
 * SIGNEDUP, and under PostgreSQL's row lock a second transaction re-reads the row after the first
 * commits, finds ENROLLED and changes nothing. The unique index on `credits.referral_id` is the
 * last word should anything else ever write a referral credit.
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
    await tx
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
      .onConflictDoNothing({ target: credits.referralId, where: sql`${credits.referralId} is not null` });
  }
  return enrolled.map((referral) => referral.id);
}
