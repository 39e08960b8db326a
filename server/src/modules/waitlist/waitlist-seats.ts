import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';

/**
 * Seats held by live offers in a class for students other than these (a student's own offer is the
 * seat their enrolment takes), as the capacity triggers count them (migration 0030): on the
 * database's clock, and only offers whose student holds no seat and has no enrolment in the class
 * (a paying student's hold or enrolment is their offer's seat, not a second one).
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
        sql`not exists (select 1 from seat_holds hold
          where hold.classroom_id = ${waitlistEntries.classroomId} and hold.student_id = ${waitlistEntries.studentId})`,
        sql`not exists (select 1 from enrollments enrolled
          where enrolled.classroom_id = ${waitlistEntries.classroomId} and enrolled.student_id = ${waitlistEntries.studentId}
            and enrolled.withdrawn_at is null)`,
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
