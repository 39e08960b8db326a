import { newStudentOfferDescription, newStudentOffers, type NewStudentOffer } from '@solve/core';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, enrollments, invoiceItems, invoices, students } from '../../db/schema/index.js';
import { recomputeInvoiceTotals } from './invoice-totals.js';
import { syncOrderDiscounts } from './order-discounts.js';

/**
 * The students of a list who are not new: they had a paid enrolment (status PAID in a class with
 * tuition, withdrawn ones included), or a new-student discount on another invoice already.
 */
async function notNewStudents(tx: Db, studentIds: number[], invoiceId: number): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const paid = tx
    .selectDistinct({ studentId: enrollments.studentId })
    .from(enrollments)
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .where(and(inArray(enrollments.studentId, studentIds), eq(enrollments.status, 'PAID'), gt(classrooms.tuitionCents, 0)));
  const discounted = tx
    // Never null here: the student is one of the list.
    .selectDistinct({ studentId: sql<number>`${invoiceItems.studentId}` })
    .from(invoiceItems)
    .where(
      and(
        inArray(invoiceItems.studentId, studentIds),
        eq(invoiceItems.offerType, 'NEW_STUDENT'),
        isNull(invoiceItems.archivedOn),
        ne(invoiceItems.invoiceId, invoiceId),
      ),
    );
  // One statement for both.
  const rows = await paid.union(discounted);
  return new Set(rows.map((row) => row.studentId));
}

const sameOffer = (a: NewStudentOffer, b: { studentId: number | null; classroomId: number | null; priceCents: number }) =>
  a.studentId === b.studentId && a.classroomId === b.classroomId && a.cents === b.priceCents;

/**
 * Brings the new-student discounts of a cart (a PENDING invoice) in line with its classes: a $100
 * OFFER line (offerType NEW_STUDENT) per new student with a paid class in it, on their dearest
 * class (core's newStudentOffers); lines no longer due are archived. Other invoices are left as
 * they are. Call inside the transaction that changed the cart, with the invoice locked. True when
 * a line was added or archived.
 */
export async function syncNewStudentOffers(tx: Db, invoiceId: number, now: Date): Promise<boolean> {
  // The invoice's status with its live lines and their students' first names, in one statement.
  const rows = await tx
    .select({
      status: invoices.status,
      id: invoiceItems.id,
      itemType: invoiceItems.itemType,
      offerType: invoiceItems.offerType,
      studentId: invoiceItems.studentId,
      classroomId: invoiceItems.classroomId,
      priceCents: invoiceItems.priceCents,
      enrolled: invoiceItems.enrolled,
      firstName: students.firstName,
    })
    .from(invoices)
    .leftJoin(invoiceItems, and(eq(invoiceItems.invoiceId, invoices.id), isNull(invoiceItems.archivedOn)))
    .leftJoin(students, eq(students.id, invoiceItems.studentId))
    .where(eq(invoices.id, invoiceId));
  if (rows[0]?.status !== 'PENDING') return false;
  const lines = rows.flatMap(({ id, itemType, offerType, studentId, classroomId, priceCents, enrolled, firstName }) =>
    id === null || itemType === null || priceCents === null || enrolled === null
      ? []
      : [{ id, itemType, offerType, studentId, classroomId, priceCents, enrolled, firstName }],
  );
  const classes = lines.flatMap((line) =>
    line.itemType === 'CLASSROOM' && !line.enrolled && line.studentId !== null && line.classroomId !== null
      ? [{ id: line.id, studentId: line.studentId, classroomId: line.classroomId, priceCents: line.priceCents }]
      : [],
  );
  const notNew = await notNewStudents(tx, [...new Set(classes.map((line) => line.studentId))], invoiceId);
  const due = newStudentOffers(classes, (studentId) => !notNew.has(studentId));
  const current = lines.filter((line) => line.offerType === 'NEW_STUDENT');

  const stale = current.filter((line) => !due.some((offer) => sameOffer(offer, line)));
  if (stale.length) {
    await tx
      .update(invoiceItems)
      .set({ archivedOn: now })
      .where(
        inArray(
          invoiceItems.id,
          stale.map((line) => line.id),
        ),
      );
  }
  const missing = due.filter((offer) => !current.some((line) => sameOffer(offer, line)));
  if (missing.length === 0) return stale.length > 0;
  await tx.insert(invoiceItems).values(
    missing.map((offer) => ({
      invoiceId,
      itemType: 'OFFER' as const,
      offerType: 'NEW_STUDENT' as const,
      studentId: offer.studentId,
      classroomId: offer.classroomId,
      unitPriceCents: offer.cents,
      quantity: 1,
      priceCents: offer.cents,
      description: newStudentOfferDescription(lines.find((line) => line.studentId === offer.studentId)?.firstName ?? 'a new student'),
    })),
  );
  return true;
}

/**
 * After a cart's classes change: its new-student discounts, then its price and balance. Call
 * inside the transaction that changed the lines, with the invoice locked.
 */
export async function repriceCart(tx: Db, invoiceId: number, now: Date) {
  await syncNewStudentOffers(tx, invoiceId, now);
  await syncOrderDiscounts(tx, invoiceId, now);
  return recomputeInvoiceTotals(tx, invoiceId);
}

/**
 * Before a cart is paid: a student who became a paid student since the cart was filled (enrolled
 * by the office, or through another order) is no longer new, so the cart is repriced. True when
 * its discounts changed: the family then sees the new total before anything is charged.
 */
export async function cartRepricedBeforePayment(db: Db, familyAccountId: number, invoiceId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.familyAccountId, familyAccountId), eq(invoices.status, 'PENDING')))
      .for('update');
    if (!invoice) return false;
    const offersChanged = await syncNewStudentOffers(tx, invoice.id, now);
    // The sibling, multi-class and coupon lines follow the offers (and a student enrolled since);
    // the coupon itself is checked under its lock when the payment is recorded.
    if (!(await syncOrderDiscounts(tx, invoice.id, now, { checkCoupon: false })) && !offersChanged) return false;
    await recomputeInvoiceTotals(tx, invoice.id);
    return true;
  });
}
