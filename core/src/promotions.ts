/**
 * The new-student discount the promotions text announces (family-catalog-payment.md §9: "new
 * student discount $100"). A new student is one who never had a paid enrolment; the discount is
 * given once per student, on one class of the order that first pays for them.
 */

/** What a new student saves. */
export const NEW_STUDENT_DISCOUNT_CENTS = 10_000;

/** A class line of an order still to be paid. */
export interface OrderClassLine {
  id: number;
  studentId: number;
  classroomId: number;
  /** What the family pays for it (early bird already taken off). */
  priceCents: number;
}

/** One new-student discount: its student, the class it is taken off, and how much. */
export interface NewStudentOffer {
  studentId: number;
  classroomId: number;
  cents: number;
}

/**
 * The new-student discounts of an order: for each new student with a paid class in it, one
 * discount on their dearest class (the earlier line of two at the same price), never more than
 * that class's price, so no line and no total goes below zero. Free classes earn nothing.
 */
export function newStudentOffers(lines: readonly OrderClassLine[], isNew: (studentId: number) => boolean): NewStudentOffer[] {
  const dearest = new Map<number, OrderClassLine>();
  for (const line of lines) {
    if (line.priceCents <= 0 || !isNew(line.studentId)) continue;
    const known = dearest.get(line.studentId);
    if (!known || line.priceCents > known.priceCents || (line.priceCents === known.priceCents && line.id < known.id)) {
      dearest.set(line.studentId, line);
    }
  }
  return [...dearest.values()]
    .sort((a, b) => a.studentId - b.studentId)
    .map((line) => ({
      studentId: line.studentId,
      classroomId: line.classroomId,
      cents: Math.min(NEW_STUDENT_DISCOUNT_CENTS, line.priceCents),
    }));
}

/** The line's name in the cart, the invoice and the receipt. */
export const newStudentOfferDescription = (firstName: string) => `New student discount for ${firstName}`;

/**
 * What a class line cost once its discounts are taken off: the refund policy refunds what was
 * paid for the class, not its price before the discount.
 */
export const paidForClass = (linePriceCents: number, discountCents: number) => Math.max(0, linePriceCents - discountCents);
