import { offerIsLive, openSeats, reorderedPositions, validOfferHours } from '@solve/core/waitlist';
import { and, eq, inArray } from 'drizzle-orm';
import { CLASS_FULL_STATE, sqlState } from '../../db/errors.js';
import { academySettings, enrollments, waitlistEntries } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { closeEnrolled, offerSeat } from './waitlist-offers.js';
import { closeEntry } from './waitlist.service.js';
import { IN_LINE, lineOf, type LineEntry, lockedLine, lockedSeats } from './waitlist.repository.js';

export interface ClassWaitlist {
  classroomId: number;
  /** Seats anyone may take now (null: no maximum). */
  openSeats: number | null;
  entries: LineEntry[];
}

/** A class's line as the office sees it, with the seats free now. */
export async function classWaitlist(services: Services, classroomId: number): Promise<ClassWaitlist> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const seats = await lockedSeats(tx, classroomId, now);
    if (!seats) throw notFound();
    const entries = await lineOf(tx, classroomId);
    return { classroomId, openSeats: openSeats(seats.max, seats.enrolled + seats.held, seats.offered), entries };
  });
}

/** A live entry and its class, both locked. */
async function lockedEntry(tx: Services['db'], entryId: number, now: Date) {
  const [found] = await tx
    .select({ classroomId: waitlistEntries.classroomId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  if (!found) throw new DomainError('WAITLIST_ENTRY_MISSING');
  const seats = await lockedSeats(tx, found.classroomId, now);
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, [...IN_LINE])))
    .for('update');
  if (!entry || !seats) throw new DomainError('WAITLIST_ENTRY_MISSING');
  return { entry, seats };
}

/** Staff put the line in a new order: every entry still in line, each once, first first. */
export async function reorderWaitlist(services: Services, viewer: EmployeeViewer, classroomId: number, entryIds: number[]) {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    if (!(await lockedSeats(tx, classroomId, now))) throw notFound();
    const line = await lockedLine(tx, classroomId);
    const positions = reorderedPositions(
      line.map((entry) => entry.id),
      entryIds,
    );
    if (!positions) throw new DomainError('WAITLIST_ORDER_CHANGED');
    for (const [id, position] of positions) {
      await tx.update(waitlistEntries).set({ position, updatedAt: now }).where(eq(waitlistEntries.id, id));
    }
    await recordAudit(tx, viewer, {
      action: 'waitlist.reorder',
      entityType: 'classroom',
      entityId: classroomId,
      before: { entryIds: line.map((entry) => entry.id) },
      after: { entryIds },
    });
  });
  return classWaitlist(services, classroomId);
}

/** Staff offer a seat to one student of the line, ahead of the others; only into a free seat. */
export async function offerWaitlistSeat(services: Services, viewer: EmployeeViewer, entryId: number) {
  const now = services.now();
  const { classroomId, told } = await services.db.transaction(async (tx) => {
    const { entry, seats } = await lockedEntry(tx, entryId, now);
    if (entry.status === 'OFFERED' && offerIsLive(entry.offerExpiresAt, now)) return { classroomId: entry.classroomId, told: null };
    if ((openSeats(seats.max, seats.enrolled + seats.held, seats.offered) ?? 1) <= 0) throw new DomainError('WAITLIST_NO_FREE_SEAT');
    const settings = await getSettings(tx);
    const result = await offerSeat(services, tx, entry, seats, {
      hours: settings.waitlistOfferHours,
      timeZone: settings.timeZone,
      byEmployeeId: viewer.employeeId,
    });
    if (result === false) throw new DomainError('WAITLIST_NO_FREE_SEAT');
    await recordAudit(tx, viewer, {
      action: 'waitlist.offer',
      entityType: 'waitlist_entry',
      entityId: entryId,
      before: { status: entry.status },
      after: { status: 'OFFERED' },
    });
    return { classroomId: entry.classroomId, told: result };
  });
  await told?.announce();
  return classWaitlist(services, classroomId);
}

/**
 * Staff enrol a student of the line directly (paid at the office, a scholarship): no payment, the
 * seat rule of every enrolment (the student's own offer is their seat), the entry closed ENROLLED.
 */
export async function enrollFromWaitlist(services: Services, viewer: EmployeeViewer, entryId: number) {
  const now = services.now();
  let classroomId: number;
  try {
    classroomId = await services.db.transaction(async (tx) => {
      const { entry, seats } = await lockedEntry(tx, entryId, now);
      const ownOffer = entry.status === 'OFFERED' && offerIsLive(entry.offerExpiresAt, now) ? 1 : 0;
      if ((openSeats(seats.max, seats.enrolled + seats.held, seats.offered - ownOffer) ?? 1) <= 0) {
        throw new DomainError('WAITLIST_NO_FREE_SEAT');
      }
      const [existing] = await tx
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.studentId, entry.studentId), eq(enrollments.classroomId, entry.classroomId)));
      if (existing && existing.withdrawnAt === null) throw new DomainError('WAITLIST_ALREADY_ENROLLED');
      const [row] = existing
        ? await tx
            .update(enrollments)
            .set({ withdrawnAt: null, status: 'PAID', invoiceItemId: null })
            .where(eq(enrollments.id, existing.id))
            .returning()
        : await tx.insert(enrollments).values({ studentId: entry.studentId, classroomId: entry.classroomId, status: 'PAID' }).returning();
      await closeEnrolled(tx, [entry], now);
      await recordAudit(tx, viewer, {
        action: 'enrollment.create',
        entityType: 'enrollment',
        entityId: row!.id,
        before: existing ? { studentId: entry.studentId, classroomId: entry.classroomId, withdrawnAt: existing.withdrawnAt } : null,
        after: { studentId: entry.studentId, classroomId: entry.classroomId, byHand: true, fromWaitlist: entryId },
      });
      return entry.classroomId;
    });
  } catch (error) {
    if (sqlState(error) === CLASS_FULL_STATE) throw new DomainError('WAITLIST_NO_FREE_SEAT');
    throw error;
  }
  return classWaitlist(services, classroomId);
}

/** Staff take a student out of the line; a seat their offer held goes to the next. */
export async function removeFromWaitlist(services: Services, viewer: EmployeeViewer, entryId: number) {
  const [entry] = await services.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!entry) throw new DomainError('WAITLIST_ENTRY_MISSING');
  await closeEntry(services, entryId, 'LEFT');
  await recordAudit(services.db, viewer, {
    action: 'waitlist.remove',
    entityType: 'waitlist_entry',
    entityId: entryId,
    before: { status: entry.status },
    after: { status: 'LEFT' },
  });
  return classWaitlist(services, entry.classroomId);
}

/** How long an offer holds its seat, in hours (the academy's setting). */
export async function waitlistOfferHours(services: Services): Promise<number> {
  return (await getSettings(services.db)).waitlistOfferHours;
}

export async function setWaitlistOfferHours(services: Services, viewer: EmployeeViewer, hours: number): Promise<number> {
  if (!validOfferHours(hours)) throw new DomainError('WAITLIST_OFFER_HOURS');
  const before = await waitlistOfferHours(services);
  await services.db.transaction(async (tx) => {
    await tx.update(academySettings).set({ waitlistOfferHours: hours }).where(eq(academySettings.id, 1));
    await recordAudit(tx, viewer, {
      action: 'settings.waitlist',
      entityType: 'academy_settings',
      entityId: 1,
      before: { waitlistOfferHours: before },
      after: { waitlistOfferHours: hours },
    });
  });
  return hours;
}
