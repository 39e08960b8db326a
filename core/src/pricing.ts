import { daysBetween } from './calendar.js';
import { groupThousands } from './numbers.js';

/**
 * Prices of the catalog and the cart (family-catalog-payment.md §2 "Catalog", §9): cents shown as
 * dollars, FREE at 0, 'Tuition' above 30000 cents else 'Price', the early-bird price while the
 * term's deadline has not passed, and the order total floored at 0 after open credits.
 */

/** Tuition above this many cents is labelled 'Tuition', otherwise 'Price'. */
export const TUITION_LABEL_ABOVE_CENTS = 30_000;
/** The refund policy's processing fee when a student withdraws a week or more before the first class. */
export const WITHDRAWAL_FEE_CENTS = 5_000;
/** Withdrawals this many days or more before the first class are refunded (minus the fee). */
export const REFUND_DAYS_BEFORE_START = 7;

export interface PricedClass {
  tuitionCents: number;
  earlyBirdTuitionCents: number | null;
  quarter: string;
}

/** Early-bird deadlines by quarter (academy settings), ISO dates; the deadline day is included. */
export type EarlyBirdDeadlines = Record<string, string>;

export function earlyBirdApplies(classroom: PricedClass, deadlines: EarlyBirdDeadlines, today: string): boolean {
  if (classroom.earlyBirdTuitionCents === null || classroom.earlyBirdTuitionCents >= classroom.tuitionCents) return false;
  const deadline = deadlines[classroom.quarter];
  return deadline !== undefined && today <= deadline;
}

export interface ClassPrice {
  /** What the family pays now. */
  cents: number;
  /** The regular tuition. */
  tuitionCents: number;
  earlyBird: boolean;
  earlyBirdDiscountCents: number;
}

export function classPrice(classroom: PricedClass, deadlines: EarlyBirdDeadlines, today: string): ClassPrice {
  const earlyBird = earlyBirdApplies(classroom, deadlines, today);
  const cents = earlyBird ? classroom.earlyBirdTuitionCents! : classroom.tuitionCents;
  return { cents, tuitionCents: classroom.tuitionCents, earlyBird, earlyBirdDiscountCents: classroom.tuitionCents - cents };
}

export function priceLabel(cents: number): 'Tuition' | 'Price' {
  return cents > TUITION_LABEL_ABOVE_CENTS ? 'Tuition' : 'Price';
}

/** '$450' or '$299.50'; FREE for 0. */
export function formatPrice(cents: number): string {
  if (cents === 0) return 'FREE';
  return formatMoney(cents);
}

/** '$450.00' style amounts of the cart and the receipts. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupThousands(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A class is full when its maximum is at most its enrolment count (no maximum: never). */
export function isFull(enrollmentMax: number | null, enrollmentCount: number): boolean {
  return enrollmentMax !== null && enrollmentMax <= enrollmentCount;
}

export function seatsLeft(enrollmentMax: number | null, enrollmentCount: number): number | null {
  return enrollmentMax === null ? null : Math.max(0, enrollmentMax - enrollmentCount);
}

/**
 * How a balance is paid: open credits first (oldest first, each up to its balance), the rest by
 * card. The total to charge is floored at 0.
 */
export function splitPayment(
  balanceCents: number,
  credits: readonly { id: number; balanceCents: number }[],
): { fromCredits: { id: number; cents: number }[]; cardCents: number } {
  let left = Math.max(0, balanceCents);
  const fromCredits: { id: number; cents: number }[] = [];
  for (const credit of credits) {
    if (left === 0) break;
    const cents = Math.min(left, Math.max(0, credit.balanceCents));
    if (cents > 0) fromCredits.push({ id: credit.id, cents });
    left -= cents;
  }
  return { fromCredits, cardCents: left };
}

/** The order total shown in the cart: the price minus the open credits, floored at 0. */
export function orderTotal(priceCents: number, creditCents: number): number {
  return Math.max(0, priceCents - creditCents);
}

/** Whether a withdrawal on `today` is a week or more before the first class (§9 refund policy). */
export function inRefundWindow(today: string, startDate: string): boolean {
  return daysBetween(today, startDate) >= REFUND_DAYS_BEFORE_START;
}

/**
 * What a withdrawal refunds (§9 refund policy): the amount paid for the class minus the $50 fee
 * when the student leaves a week or more before the first class; nothing after that.
 */
export function withdrawalRefund(paidCents: number, today: string, startDate: string): number {
  if (!inRefundWindow(today, startDate)) return 0;
  return Math.max(0, paidCents - WITHDRAWAL_FEE_CENTS);
}
