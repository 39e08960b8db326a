import { calendarDate } from '@solve/core';
import { couponCovers } from '@solve/core/coupons';
import { type AppliedCoupon, type DiscountedClassLine, type DiscountLine, orderDiscounts, type PaidClass } from '@solve/core/discounts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, enrollments, invoiceItems, invoices, students } from '../../db/schema/index.js';
import { couponProblemFor, liveCoupon, termKey } from '../coupons/coupon-rules.js';
import { getSettings } from '../settings/settings.service.js';

/** A cart's class lines as core's discount rule reads them, with the students' first names. */
export async function classLinesOf(tx: Db, invoiceId: number) {
  const rows = await tx
    .select({
      id: invoiceItems.id,
      studentId: sql<number>`${invoiceItems.studentId}`,
      classroomId: sql<number>`${invoiceItems.classroomId}`,
      courseId: classrooms.courseId,
      year: classrooms.year,
      quarter: classrooms.quarter,
      priceCents: invoiceItems.priceCents,
      firstName: students.firstName,
    })
    .from(invoiceItems)
    .innerJoin(classrooms, eq(classrooms.id, invoiceItems.classroomId))
    .innerJoin(students, eq(students.id, invoiceItems.studentId))
    .where(
      and(
        eq(invoiceItems.invoiceId, invoiceId),
        eq(invoiceItems.itemType, 'CLASSROOM'),
        eq(invoiceItems.enrolled, false),
        isNull(invoiceItems.archivedOn),
      ),
    )
    .orderBy(invoiceItems.id);
  const lines: DiscountedClassLine[] = rows.map((row) => ({
    id: row.id,
    studentId: row.studentId,
    classroomId: row.classroomId,
    courseId: row.courseId,
    term: termKey(row.year, row.quarter),
    priceCents: row.priceCents,
  }));
  return { lines, firstNames: new Map(rows.map((row) => [row.studentId, row.firstName])) };
}

/** The family's paid classes (not withdrawn) in the given terms: they count first for the automatic discounts. */
async function paidClassesOf(tx: Db, familyAccountId: number, terms: Set<string>): Promise<PaidClass[]> {
  if (terms.size === 0) return [];
  const rows = await tx
    .select({ studentId: enrollments.studentId, classroomId: enrollments.classroomId, year: classrooms.year, quarter: classrooms.quarter })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .where(and(eq(students.familyAccountId, familyAccountId), eq(enrollments.status, 'PAID'), isNull(enrollments.withdrawnAt)));
  return rows
    .map((row) => ({ studentId: row.studentId, classroomId: row.classroomId, term: termKey(row.year, row.quarter) }))
    .filter((row) => terms.has(row.term));
}

/** The new-student discounts the cart's OFFER lines give, by the class line they are on. */
async function newStudentByLine(tx: Db, invoiceId: number, lines: readonly DiscountedClassLine[]) {
  const offers = await tx
    .select({ studentId: invoiceItems.studentId, classroomId: invoiceItems.classroomId, priceCents: invoiceItems.priceCents })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.offerType, 'NEW_STUDENT'), isNull(invoiceItems.archivedOn)));
  const byLine = new Map<number, number>();
  for (const offer of offers) {
    const line = lines.find((candidate) => candidate.studentId === offer.studentId && candidate.classroomId === offer.classroomId);
    if (line) byLine.set(line.id, (byLine.get(line.id) ?? 0) + offer.priceCents);
  }
  return byLine;
}

type Wanted = Pick<DiscountLine, 'kind' | 'studentId' | 'classroomId' | 'cents' | 'description'> & { couponId: number | null };
const keyOf = (line: Wanted) => [line.kind, line.studentId, line.classroomId, line.cents, line.couponId, line.description].join('|');

/**
 * Brings a cart's DISCOUNT lines (sibling, multi-class, coupon) in line with its classes by core's
 * one rule (orderDiscounts). The new-student discounts stay OFFER lines (syncNewStudentOffers,
 * called first) and are fed in as they are, so the coupon is taken off what they leave and no
 * discount is taken twice. A code that no longer holds is taken off the cart; with checkCoupon
 * false (right before payment) the code is priced as it stands, and checked under its lock when the
 * payment is recorded (claimCouponUse). Call inside the transaction that changed the cart, with the
 * invoice locked. True when a line was added or archived.
 */
export async function syncOrderDiscounts(tx: Db, invoiceId: number, now: Date, options = { checkCoupon: true }): Promise<boolean> {
  const [invoice] = await tx
    .select({ status: invoices.status, familyAccountId: invoices.familyAccountId, couponCode: invoices.couponCode })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (invoice?.status !== 'PENDING') return false;
  const settings = await getSettings(tx);
  const { lines, firstNames } = await classLinesOf(tx, invoiceId);
  const [paid, newStudent] = await Promise.all([
    paidClassesOf(tx, invoice.familyAccountId, new Set(lines.map((line) => line.term))),
    newStudentByLine(tx, invoiceId, lines),
  ]);
  let coupon: (AppliedCoupon & { id: number }) | null = null;
  if (invoice.couponCode) {
    const row = await liveCoupon(tx, invoice.couponCode, { archived: !options.checkCoupon });
    const today = calendarDate(now, settings.timeZone);
    const problem = options.checkCoupon
      ? await couponProblemFor(tx, row, { familyAccountId: invoice.familyAccountId, today, lines })
      : null;
    if (row && !problem) {
      const lineIds = new Set(lines.filter((line) => couponCovers(row.scope, line)).map((line) => line.id));
      coupon = { id: row.id, code: row.code, amount: row.amount, lineIds };
    } else if (options.checkCoupon) {
      await tx.update(invoices).set({ couponCode: null }).where(eq(invoices.id, invoiceId));
    }
  }
  const wanted: Wanted[] = orderDiscounts({
    lines,
    paid,
    automatic: { sibling: settings.siblingDiscount, multiClass: settings.multiClassDiscount },
    newStudent,
    coupon,
    firstNames,
  })
    // The new-student discounts are the OFFER lines already.
    .filter((line) => line.kind !== 'NEW_STUDENT')
    .map((line) => ({ ...line, couponId: line.kind === 'COUPON' ? coupon!.id : null }));

  const current = await tx
    .select({
      id: invoiceItems.id,
      kind: invoiceItems.discountKind,
      studentId: invoiceItems.studentId,
      classroomId: invoiceItems.classroomId,
      cents: invoiceItems.priceCents,
      couponId: invoiceItems.couponId,
      description: invoiceItems.description,
    })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.itemType, 'DISCOUNT'), isNull(invoiceItems.archivedOn)));
  // A line is kept when one like it is still wanted (each wanted line keeps one), else archived.
  const left = wanted.map(keyOf);
  const stale = current.filter((line) => {
    const at =
      line.kind === null
        ? -1
        : left.indexOf(keyOf({ ...line, kind: line.kind, studentId: line.studentId ?? 0, classroomId: line.classroomId ?? 0 }));
    if (at >= 0) left.splice(at, 1);
    return at < 0;
  });
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
  const missing = wanted.filter((line) => left.includes(keyOf(line)));
  if (missing.length) {
    await tx.insert(invoiceItems).values(
      missing.map((line) => ({
        invoiceId,
        itemType: 'DISCOUNT' as const,
        discountKind:
          line.kind === 'COUPON' ? ('COUPON' as const) : line.kind === 'SIBLING' ? ('SIBLING' as const) : ('MULTI_CLASS' as const),
        couponId: line.couponId,
        studentId: line.studentId,
        classroomId: line.classroomId,
        unitPriceCents: line.cents,
        quantity: 1,
        priceCents: line.cents,
        description: line.description,
      })),
    );
  }
  return stale.length > 0 || missing.length > 0;
}

/**
 * Every discount taken off one paid class of an invoice (the new-student OFFER and the DISCOUNT
 * lines on it): what was paid for the class is its price less this.
 */
export async function discountsOn(db: Db, line: { invoiceId: number; studentId: number | null; classroomId: number | null }) {
  if (line.studentId === null || line.classroomId === null) return 0;
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${invoiceItems.priceCents}), 0)::int` })
    .from(invoiceItems)
    .where(
      and(
        eq(invoiceItems.invoiceId, line.invoiceId),
        eq(invoiceItems.studentId, line.studentId),
        eq(invoiceItems.classroomId, line.classroomId),
        ne(invoiceItems.itemType, 'CLASSROOM'),
        or(eq(invoiceItems.offerType, 'NEW_STUDENT'), eq(invoiceItems.itemType, 'DISCOUNT')),
        isNull(invoiceItems.archivedOn),
      ),
    );
  return row?.cents ?? 0;
}
