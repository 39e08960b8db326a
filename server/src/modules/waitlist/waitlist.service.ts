import { offerIsLive, openSeats } from '@solve/core/waitlist';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { waitlistEntries } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { addToCart, familyStudent } from '../cart/cart-commands.service.js';
import { cartItemCount } from '../cart/cart.service.js';
import { requireGradeFits } from '../cart/grade-rule.js';
import { isForSale } from '../catalog/catalog.service.js';
import { queueOffers } from './waitlist-offers.js';
import { familyEntries, type FamilyEntry, IN_LINE, lockedSeats } from './waitlist.repository.js';

/**
 * A family puts one of its students in a full class's line (the cart's rules: a class for sale
 * whose course takes the student's grade). A class with a seat free and nobody waiting is bought
 * instead; a student enrolled or already in line is told so. Answers the family's entries.
 */
export async function joinWaitlist(services: Services, viewer: FamilyViewer, classroomId: number, studentId: number | null) {
  const { db } = services;
  const student = await familyStudent(db, viewer, studentId);
  if (!(await isForSale(db, classroomId))) throw new DomainError('CLASS_NOT_FOR_SALE');
  await requireGradeFits(db, student, classroomId);
  const now = services.now();
  try {
    await db.transaction(async (tx) => {
      const seats = await lockedSeats(tx, classroomId, now);
      if (!seats || seats.max === null) throw new DomainError('WAITLIST_NOT_FULL');
      const enrolled = await tx.execute(
        sql`select 1 from enrollments where classroom_id = ${classroomId} and student_id = ${student.id} and withdrawn_at is null`,
      );
      if ((enrolled as { rows: unknown[] }).rows.length) throw new DomainError('WAITLIST_ALREADY_ENROLLED');
      const [line] = await tx
        .select({
          last: sql<number | null>`max(${waitlistEntries.position})`,
          waiting: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'WAITING')::int`,
        })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.classroomId, classroomId), inArray(waitlistEntries.status, [...IN_LINE])));
      // A seat free with nobody waiting for it is the cart's; with people waiting, it is theirs first.
      const open = openSeats(seats.max, seats.enrolled + seats.held, seats.offered) ?? 0;
      if (open > (line?.waiting ?? 0)) throw new DomainError('WAITLIST_NOT_FULL');
      await tx.insert(waitlistEntries).values({
        classroomId,
        studentId: student.id,
        familyAccountId: viewer.familyAccountId,
        position: (line?.last ?? 0) + 1,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError('WAITLIST_ALREADY_IN_LINE');
    throw error;
  }
  return familyEntries(db, viewer.familyAccountId);
}

/** The family's entry still in line, locked; refused when it is not theirs or has left the line. */
async function ownEntry(services: Services, viewer: FamilyViewer, entryId: number) {
  const [entry] = await services.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.familyAccountId, viewer.familyAccountId)));
  if (!entry) throw new DomainError('WAITLIST_ENTRY_MISSING');
  return entry;
}

/** The family takes a student out of a line; a seat their offer held goes to the next in line. */
export async function leaveWaitlist(services: Services, viewer: FamilyViewer, entryId: number) {
  await ownEntry(services, viewer, entryId);
  await closeEntry(services, entryId, 'LEFT');
  return familyEntries(services.db, viewer.familyAccountId);
}

/**
 * Closes a live entry (LEFT), under its class's lock; when it held a live offer, the class's next
 * offers are queued in the same transaction.
 */
export async function closeEntry(services: Services, entryId: number, status: 'LEFT'): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!entry) throw new DomainError('WAITLIST_ENTRY_MISSING');
    await lockedSeats(tx, entry.classroomId, now);
    const [closed] = await tx
      .update(waitlistEntries)
      .set({ status, closedAt: now, updatedAt: now })
      .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, [...IN_LINE])))
      .returning();
    if (!closed) throw new DomainError('WAITLIST_ENTRY_MISSING');
    if (entry.status === 'OFFERED' && offerIsLive(entry.offerExpiresAt, now)) await queueOffers(tx, entry.classroomId, now);
  });
  services.jobs.wake();
}

/** The family's entries still in line, with each one's place and any live offer. */
export function familyWaitlist(services: Services, viewer: FamilyViewer): Promise<FamilyEntry[]> {
  return familyEntries(services.db, viewer.familyAccountId);
}

/**
 * The offer's link: puts the held class in the cart for the student (already there: nothing to
 * add). An offer that ended is refused in the family's words; answers the cart's invoice and count.
 */
export async function acceptWaitlistOffer(services: Services, viewer: FamilyViewer, entryId: number) {
  const entry = await ownEntry(services, viewer, entryId);
  if (entry.status === 'EXPIRED' || (entry.status === 'OFFERED' && !offerIsLive(entry.offerExpiresAt, services.now()))) {
    throw new DomainError('OFFER_ENDED');
  }
  if (entry.status !== 'OFFERED') throw new DomainError(entry.status === 'ENROLLED' ? 'WAITLIST_ALREADY_ENROLLED' : 'WAITLIST_NO_OFFER');
  try {
    const { invoiceId } = await addToCart(services, viewer, entry.classroomId, entry.studentId);
    return { invoiceId, count: await cartItemCount(services.db, viewer) };
  } catch (error) {
    // Opened twice (a second tap of the link): the class is in the cart already.
    if (error instanceof DomainError && error.code === 'ALREADY_IN_CART') {
      return { invoiceId: null, count: await cartItemCount(services.db, viewer) };
    }
    throw error;
  }
}
