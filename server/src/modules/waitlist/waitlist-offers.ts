import { classTitle } from '@solve/core';
import { formatOfferEnd, nextOffers, offerEndsAt, openSeats } from '@solve/core/waitlist';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CLASS_FULL_STATE, sqlState } from '../../db/errors.js';
import { waitlistEntries } from '../../db/schema/index.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { notify, type NotifyResult } from '../notifications/notify.service.js';
import { studentAndFamily } from '../notifications/trigger-people.js';
import { getSettings } from '../settings/settings.service.js';
import { type EntryRow, lockedLine, lockedSeats } from './waitlist.repository.js';

/** The link an offer's notification opens: the cart, with the held class put in it for the student. */
export const offerLink = (entryId: number) => `/cart?offer=${entryId}`;

/**
 * Asks for the class's next offers, in the caller's transaction: a job exists only if the seat
 * really freed (the transaction commits), and it runs once, on whichever instance claims it.
 */
export async function queueOffers(tx: Pick<Db, 'insert'>, classroomId: number, now: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: 'waitlist-offers',
    payload: { classroomId },
    // One job per class and moment: offering is idempotent under the class's lock, so a repeat does no harm.
    dedupeKey: `waitlist-offers:${classroomId}:${now.getTime()}`,
    maxAttempts: MAX_ATTEMPTS['waitlist-offers'],
  });
}

/** The same, for the class of an enrolment that was just withdrawn. */
export async function queueOffersForEnrolment(tx: Db, enrollmentId: number, now: Date): Promise<void> {
  const result = await tx.execute(sql`select classroom_id from enrollments where id = ${enrollmentId}`);
  const [row] = (result as { rows: { classroom_id: number }[] }).rows;
  if (row) await queueOffers(tx, row.classroom_id, now);
}

/** Sends SEAT_OFFERED to the student's family, in the offer's transaction, once per entry. */
async function tellOffer(services: Services, tx: Db, entry: EntryRow, classroom: { title: string }, timeZone: string) {
  const student = await studentAndFamily(tx, entry.studentId);
  if (!student || !entry.offerExpiresAt) return null;
  return notify(
    services,
    {
      message: 'SEAT_OFFERED',
      key: `seat-offered:${entry.id}`,
      recipients: student.family,
      studentId: student.studentId,
      values: {
        student: student.name,
        firstName: student.firstName,
        class: classTitle(classroom.title),
        until: formatOfferEnd(entry.offerExpiresAt, timeZone),
      },
      link: offerLink(entry.id),
    },
    tx,
  );
}

/**
 * Makes one entry an offer, in a transaction that holds the class's lock; the trigger refuses an
 * offer with no free seat (answers false then, and nothing changed).
 */
export async function offerSeat(
  services: Services,
  tx: Db,
  entry: EntryRow,
  classroom: { title: string },
  options: { hours: number; timeZone: string; byEmployeeId?: number | null },
): Promise<NotifyResult | null | false> {
  const now = services.now();
  try {
    const [offered] = await tx.transaction(async (savepoint) =>
      savepoint
        .update(waitlistEntries)
        .set({
          status: 'OFFERED',
          offeredAt: now,
          offerExpiresAt: offerEndsAt(now, options.hours),
          offeredByEmployeeId: options.byEmployeeId ?? null,
          updatedAt: now,
        })
        .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'WAITING')))
        .returning(),
    );
    if (!offered) return false;
    return await tellOffer(services, tx, offered, classroom, options.timeZone);
  } catch (error) {
    if (sqlState(error) === CLASS_FULL_STATE) return false;
    throw error;
  }
}

/**
 * Offers the class's free seats to the first in line without an offer, under the class's row lock:
 * however many times or on however many instances it runs, a seat is offered once. Ended offers
 * are closed EXPIRED first. Answers the entries offered.
 */
export async function makeOffers(services: Services, classroomId: number): Promise<number[]> {
  const now = services.now();
  const { offered, told } = await services.db.transaction(async (tx) => {
    const seats = await lockedSeats(tx, classroomId, now);
    if (!seats || seats.max === null) return { offered: [], told: [] };
    await expireEnded(tx, now, classroomId);
    const line = await lockedLine(tx, classroomId);
    const open = openSeats(seats.max, seats.enrolled + seats.held, seats.offered);
    const chosen = nextOffers(line, open, now);
    if (!chosen.length) return { offered: [], told: [] };
    const settings = await getSettings(tx);
    const offered: number[] = [];
    const told: NotifyResult[] = [];
    for (const entry of chosen) {
      const result = await offerSeat(services, tx, entry, seats, { hours: settings.waitlistOfferHours, timeZone: settings.timeZone });
      // No seat after all (a payment took it meanwhile under the trigger's count): stop offering.
      if (result === false) break;
      offered.push(entry.id);
      if (result) told.push(result);
    }
    return { offered, told };
  });
  await Promise.all(told.map((result) => result.announce()));
  return offered;
}

/** Closes offers that ended unpaid (EXPIRED): of one class, or of all. Answers their classes. */
export async function expireEnded(tx: Db, now: Date, classroomId?: number): Promise<number[]> {
  const ended = await tx
    .update(waitlistEntries)
    .set({ status: 'EXPIRED', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.status, 'OFFERED'),
        lte(waitlistEntries.offerExpiresAt, now),
        classroomId === undefined ? undefined : eq(waitlistEntries.classroomId, classroomId),
      ),
    )
    .returning({ classroomId: waitlistEntries.classroomId });
  return [...new Set(ended.map((row) => row.classroomId))];
}

/**
 * The scan (every minute, once across instances): ends offers whose time passed, and queues
 * offers for every class with someone waiting and a seat free — also a seat freed by a path that
 * asked for none, such as a maximum raised or a payment's hold released.
 */
export async function scanWaitlists(services: Services): Promise<{ expired: number; classes: number }> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const expired = await expireEnded(tx, now);
    const result = await tx.execute(sql`
      select k.id from classrooms k
      where k.enrollment_max is not null
        and exists (select 1 from waitlist_entries w where w.classroom_id = k.id and w.status = 'WAITING')
        and k.enrollment_max > (select count(*) from enrollments e where e.classroom_id = k.id and e.withdrawn_at is null)
          + (select count(*) from seat_holds h where h.classroom_id = k.id)
          + (select count(*) from waitlist_entries o where o.classroom_id = k.id and o.status = 'OFFERED'
               and o.offer_expires_at > ${now.toISOString()}::timestamptz)`);
    const classes = new Set([...expired, ...(result as { rows: { id: number }[] }).rows.map((row) => row.id)]);
    for (const classroomId of classes) await queueOffers(tx, classroomId, now);
    if (classes.size) services.jobs.wake();
    return { expired: expired.length, classes: classes.size };
  });
}

/** Closes a student's live entry of a class as ENROLLED (paid, or enrolled by staff), in the enrolment's transaction. */
export async function closeEnrolled(tx: Db, enrolled: readonly { studentId: number; classroomId: number }[], now: Date): Promise<void> {
  for (const { studentId, classroomId } of enrolled) {
    await tx
      .update(waitlistEntries)
      .set({ status: 'ENROLLED', closedAt: now, updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.studentId, studentId),
          eq(waitlistEntries.classroomId, classroomId),
          inArray(waitlistEntries.status, ['WAITING', 'OFFERED']),
        ),
      );
  }
}

/** Whether a class's new maximum frees seats: raised, or lifted. */
export const seatsRaised = (before: number | null, after: number | null) => before !== null && (after === null || after > before);
