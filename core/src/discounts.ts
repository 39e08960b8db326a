/**
 * How an order's discounts combine: one rule, in this order.
 *
 * 1. A class line starts at its price: the early-bird price while the term's deadline has not
 *    passed, else the tuition (pricing.ts). The early bird is the price, not a discount line.
 * 2. The automatic discounts, per term: the **sibling** discount off each class of the second and
 *    later student of the family, and the **multi-class** discount off the second and later class
 *    of one student. Classes the family already paid for in the term count first (they keep their
 *    price); then the cart's students and classes dearest first (the earlier line on a tie), so the
 *    discount falls on the cheaper ones. When both apply to one class, only the larger is given.
 * 3. The **new-student** discount (promotions.ts), on what is left of the line.
 * 4. The **coupon**, on what is left of each line it covers: a percent off each, or an amount off
 *    their sum, taken dearest line first.
 * 5. The family's open credits pay what is left (pricing.ts `splitPayment`).
 *
 * No discount takes a line below zero, so no total is below zero.
 */
import { formatMoney } from './pricing.js';

/** A percent (1–100) or an amount in cents off. */
export type DiscountAmount = { type: 'PERCENT'; percent: number } | { type: 'AMOUNT'; cents: number };

export type DiscountKind = 'SIBLING' | 'MULTI_CLASS' | 'NEW_STUDENT' | 'COUPON';

/** A class line of the cart, at its price (early bird taken off). */
export interface DiscountedClassLine {
  id: number;
  studentId: number;
  classroomId: number;
  courseId: number | null;
  term: string;
  priceCents: number;
}

/** A class the family already paid for (an enrolment), which counts first for the automatic discounts. */
export interface PaidClass {
  studentId: number;
  classroomId: number;
  term: string;
}

export interface AutomaticDiscounts {
  sibling: DiscountAmount | null;
  multiClass: DiscountAmount | null;
}

/** A coupon already checked for this order (coupons.ts), with the lines it covers. */
export interface AppliedCoupon {
  code: string;
  amount: DiscountAmount;
  /** The class lines it may be taken off. */
  lineIds: ReadonlySet<number>;
}

/** One discount line of the order: its kind, the class line it is taken off, how much and its name. */
export interface DiscountLine {
  kind: DiscountKind;
  lineId: number;
  studentId: number;
  classroomId: number;
  cents: number;
  description: string;
}

export interface OrderDiscountInput {
  lines: readonly DiscountedClassLine[];
  paid: readonly PaidClass[];
  automatic: AutomaticDiscounts;
  /** New-student discounts by class line (promotions.ts `newStudentOffers`), at most their amount. */
  newStudent: ReadonlyMap<number, number>;
  coupon: AppliedCoupon | null;
  /** Students' first names, for the lines' names. */
  firstNames: ReadonlyMap<number, string>;
}

/** What an amount takes off a price: a percent rounded to the cent (half up), never more than the price. */
export function amountOff(amount: DiscountAmount, priceCents: number): number {
  if (priceCents <= 0) return 0;
  const cents = amount.type === 'PERCENT' ? Math.round((priceCents * amount.percent) / 100) : amount.cents;
  return Math.max(0, Math.min(priceCents, cents));
}

/** The name a discount amount goes by: "10%" or "$25.00". */
export const amountLabel = (amount: DiscountAmount) => (amount.type === 'PERCENT' ? `${amount.percent}%` : formatMoney(amount.cents));

const dearestFirst = (a: DiscountedClassLine, b: DiscountedClassLine) => b.priceCents - a.priceCents || a.id - b.id;

/** Class lines that are a second or later student of the family in their term. */
function laterStudents(lines: readonly DiscountedClassLine[], paid: readonly PaidClass[]): Set<number> {
  const later = new Set<number>();
  for (const term of new Set(lines.map((line) => line.term))) {
    const termLines = lines.filter((line) => line.term === term);
    const order = [...new Set(paid.filter((row) => row.term === term).map((row) => row.studentId))].sort((a, b) => a - b);
    for (const line of [...termLines].sort(dearestFirst)) if (!order.includes(line.studentId)) order.push(line.studentId);
    const first = order[0];
    for (const line of termLines) if (line.studentId !== first) later.add(line.id);
  }
  return later;
}

/** Class lines that are a student's second or later class in their term. */
function laterClasses(lines: readonly DiscountedClassLine[], paid: readonly PaidClass[]): Set<number> {
  const later = new Set<number>();
  const seen = new Set(paid.map((row) => `${row.studentId}:${row.term}`));
  for (const line of [...lines].sort(dearestFirst)) {
    const key = `${line.studentId}:${line.term}`;
    if (seen.has(key)) later.add(line.id);
    else seen.add(key);
  }
  return later;
}

/** The order's discount lines by the rule above, in order of the class lines, then the steps. */
export function orderDiscounts(input: OrderDiscountInput): DiscountLine[] {
  const { lines, automatic, coupon } = input;
  const left = new Map(lines.map((line) => [line.id, Math.max(0, line.priceCents)]));
  const out: DiscountLine[] = [];
  const give = (line: DiscountedClassLine, kind: DiscountKind, wanted: number, description: string) => {
    const cents = Math.min(wanted, left.get(line.id)!);
    if (cents <= 0) return;
    left.set(line.id, left.get(line.id)! - cents);
    out.push({ kind, lineId: line.id, studentId: line.studentId, classroomId: line.classroomId, cents, description });
  };
  const name = (line: DiscountedClassLine) => input.firstNames.get(line.studentId) ?? 'your student';

  const siblings = automatic.sibling ? laterStudents(lines, input.paid) : new Set<number>();
  const extraClasses = automatic.multiClass ? laterClasses(lines, input.paid) : new Set<number>();
  for (const line of lines) {
    const sibling = siblings.has(line.id) ? amountOff(automatic.sibling!, line.priceCents) : 0;
    const multi = extraClasses.has(line.id) ? amountOff(automatic.multiClass!, line.priceCents) : 0;
    if (sibling > 0 && sibling >= multi)
      give(line, 'SIBLING', sibling, `Sibling discount (${amountLabel(automatic.sibling!)}) for ${name(line)}`);
    else if (multi > 0) give(line, 'MULTI_CLASS', multi, `Multi-class discount (${amountLabel(automatic.multiClass!)}) for ${name(line)}`);
  }
  for (const line of lines) {
    const cents = input.newStudent.get(line.id);
    if (cents) give(line, 'NEW_STUDENT', cents, `New student discount for ${name(line)}`);
  }
  if (coupon) {
    const covered = lines.filter((line) => coupon.lineIds.has(line.id));
    const description = `Coupon ${coupon.code}`;
    if (coupon.amount.type === 'PERCENT') {
      for (const line of covered) give(line, 'COUPON', amountOff(coupon.amount, left.get(line.id)!), description);
    } else {
      let remaining = coupon.amount.cents;
      for (const line of [...covered].sort(dearestFirst)) {
        const cents = Math.min(remaining, left.get(line.id)!);
        give(line, 'COUPON', cents, description);
        remaining -= cents;
      }
    }
  }
  const position = new Map(lines.map((line, index) => [line.id, index]));
  const step: Record<DiscountKind, number> = { SIBLING: 0, MULTI_CLASS: 0, NEW_STUDENT: 1, COUPON: 2 };
  return out.sort((a, b) => position.get(a.lineId)! - position.get(b.lineId)! || step[a.kind] - step[b.kind]);
}

/** What the order costs after its discounts (before credits), never below zero. */
export function discountedTotal(lines: readonly DiscountedClassLine[], discounts: readonly DiscountLine[]): number {
  const price = lines.reduce((sum, line) => sum + Math.max(0, line.priceCents), 0);
  return Math.max(0, price - discounts.reduce((sum, line) => sum + line.cents, 0));
}

/** What is wrong with an automatic discount an admin wants to set, in their words (null when it may be saved). */
export function discountAmountProblem(amount: DiscountAmount): string | null {
  if (amount.type === 'PERCENT' && !(Number.isInteger(amount.percent) && amount.percent >= 1 && amount.percent <= 100)) {
    return 'A percent off is a whole number from 1 to 100.';
  }
  if (amount.type === 'AMOUNT' && !(Number.isInteger(amount.cents) && amount.cents >= 1 && amount.cents <= 10_000_000)) {
    return 'An amount off is from $0.01 to $100,000.';
  }
  return null;
}
