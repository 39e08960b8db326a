import { calendarDate, classPrice, classTitle } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlState, UNIQUE_VIOLATION, violatedConstraint } from '../../db/errors.js';
import { invoiceItems, invoices, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { addToCartFacts, seatAndEnrolment } from './cart.repository.js';
import { requireCourseTakes } from './grade-rule.js';
import { invoiceNumberFor } from './invoice-totals.js';
import { repriceCart } from './new-student-offers.js';
import { fullClassError } from '../waitlist/waitlist-seats.js';

/** The student must be one of the family's own. */
export async function familyStudent(db: Db, viewer: FamilyViewer, studentId: number | null) {
  if (!studentId) throw new DomainError('SELECT_STUDENT');
  const [student] = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, grade: students.grade })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.familyAccountId, viewer.familyAccountId)));
  if (!student) throw new DomainError('NOT_YOUR_STUDENT');
  return student;
}

/** The family's PENDING invoice, opened when there is none (the partial unique index keeps it one). */
async function cartInvoiceFor(tx: Db, services: Services, familyAccountId: number) {
  const existing = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.familyAccountId, familyAccountId), eq(invoices.status, 'PENDING')))
    .for('update');
  if (existing[0]) return existing[0].id;
  const settings = await getSettings(tx);
  const [created] = await tx
    .insert(invoices)
    .values({
      familyAccountId,
      status: 'PENDING',
      invoiceNumber: `NEW-${familyAccountId}-${services.now().getTime()}`,
      issueDate: services.now(),
      responsibleEmployeeId: settings.defaultResponsibleEmployeeId,
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (!created) {
    // Another request opened the cart at the same moment: use theirs.
    const [row] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.familyAccountId, familyAccountId), eq(invoices.status, 'PENDING')))
      .for('update');
    return row!.id;
  }
  await tx
    .update(invoices)
    .set({ invoiceNumber: invoiceNumberFor(created.id) })
    .where(eq(invoices.id, created.id));
  return created.id;
}

/**
 * Add to cart (§5): a family sign-in, one of its students, a class for sale with a seat, not
 * enrolled yet, not in the cart yet. The price is the server's: early bird while it applies. A class
 * free today is no cart line (free enrolment takes it), and the class must take the student's grade.
 */
export async function addToCart(services: Services, viewer: FamilyViewer, classroomId: number, studentId: number | null) {
  const { db } = services;
  if (!studentId) throw new DomainError('SELECT_STUDENT');
  const [facts] = await addToCartFacts(db).execute({ classroomId, studentId, familyAccountId: viewer.familyAccountId });
  if (!facts) {
    // Not the family's student is said before a class that does not exist.
    await familyStudent(db, viewer, studentId);
    throw new DomainError('CLASSROOM_MISSING');
  }
  if (facts.studentId === null || facts.studentFirstName === null || facts.studentGrade === null) throw new DomainError('NOT_YOUR_STUDENT');
  const student = { id: facts.studentId, firstName: facts.studentFirstName, grade: facts.studentGrade };
  if (!facts.forSale) throw new DomainError('CLASS_NOT_FOR_SALE');
  const price = classPrice(facts, facts.earlyBirdDeadlines, calendarDate(services.now(), facts.timeZone));
  if (price.cents === 0) throw new DomainError('FREE_CLASS_NOT_IN_CART');
  requireCourseTakes(student, facts);
  try {
    return await db.transaction(async (tx) => {
      const seat = await seatAndEnrolment(tx, classroomId, student.id);
      if (seat.enrolled) throw new DomainError('ALREADY_ENROLLED');
      if (seat.seatsLeft === 0) throw await fullClassError(tx, classroomId, student.id, () => new DomainError('CLASS_FULL'));
      const invoiceId = await cartInvoiceFor(tx, services, viewer.familyAccountId);
      const [item] = await tx
        .insert(invoiceItems)
        .values({
          invoiceId,
          itemType: 'CLASSROOM',
          studentId: student.id,
          classroomId,
          unitPriceCents: price.tuitionCents,
          quantity: 1,
          earlyBird: price.earlyBird,
          earlyBirdDiscountCents: price.earlyBirdDiscountCents,
          priceCents: price.cents,
          description: `${facts.code}: ${classTitle(facts.title)} for ${student.firstName}`,
        })
        .returning({ id: invoiceItems.id });
      await repriceCart(tx, invoiceId, services.now());
      return { invoiceId, itemId: item!.id };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && violatedConstraint(error) !== 'invoices_one_cart_per_family') {
      throw new DomainError('ALREADY_IN_CART');
    }
    throw error;
  }
}

/** Removes a line of the family's cart (kept, archived, for the record); paid or enrolled lines stay. */
export async function removeCartItem(services: Services, viewer: FamilyViewer, itemId: number) {
  return services.db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        id: invoiceItems.id,
        invoiceId: invoiceItems.invoiceId,
        enrolled: invoiceItems.enrolled,
        archivedOn: invoiceItems.archivedOn,
      })
      .from(invoiceItems)
      .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
      .where(and(eq(invoiceItems.id, itemId), eq(invoices.familyAccountId, viewer.familyAccountId), eq(invoices.status, 'PENDING')));
    if (!line) throw new DomainError('NOT_FOUND');
    // The invoice row is the lock every change of this cart takes (adds, removals, payment).
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, line.invoiceId)).for('update');
    if (line.enrolled) throw new DomainError('FORBIDDEN');
    if (!line.archivedOn) {
      await tx.update(invoiceItems).set({ archivedOn: services.now() }).where(eq(invoiceItems.id, itemId));
      await repriceCart(tx, line.invoiceId, services.now());
    }
    return line.invoiceId;
  });
}
