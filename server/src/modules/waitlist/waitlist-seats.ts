import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';

/**
 * Seats held by live offers in a class for students other than these (a student's own offer is the
 * seat their enrolment takes). Counted on the database's clock, as the capacity triggers count them.
 */
export async function offersHeldForOthers(tx: Db, classroomId: number, studentIds: readonly number[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classroomId, classroomId),
        eq(waitlistEntries.status, 'OFFERED'),
        gt(waitlistEntries.offerExpiresAt, sql`now()`),
        studentIds.length ? notInArray(waitlistEntries.studentId, [...studentIds]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Why a full class refuses this student: their offer ended unpaid (the seat went to the next in
 * line), or the class is simply full.
 */
export async function fullClassError(tx: Db, classroomId: number, studentId: number, full: () => DomainError): Promise<DomainError> {
  const [ended] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classroomId, classroomId),
        eq(waitlistEntries.studentId, studentId),
        inArray(waitlistEntries.status, ['EXPIRED']),
      ),
    )
    .limit(1);
  return ended ? new DomainError('OFFER_ENDED') : full();
}

/**
 * The students of these who hold a live offer in the class: their offer is already the seat a
 * payment of theirs takes, so the payment holds no second seat for them.
 */
export async function studentsWithLiveOffer(tx: Db, classroomId: number, studentIds: readonly number[]): Promise<Set<number>> {
  if (!studentIds.length) return new Set();
  const rows = await tx
    .select({ studentId: waitlistEntries.studentId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classroomId, classroomId),
        eq(waitlistEntries.status, 'OFFERED'),
        gt(waitlistEntries.offerExpiresAt, sql`now()`),
        inArray(waitlistEntries.studentId, [...studentIds]),
      ),
    );
  return new Set(rows.map((row) => row.studentId));
}
