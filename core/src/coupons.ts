/**
 * Coupon codes: what an admin creates, and whether a code may be used on a family's order. A use
 * is counted when the order is paid (once), and given back when the payment is refunded.
 */
import type { DiscountAmount, DiscountedClassLine } from './discounts.js';

export type CouponScope = { type: 'ALL' } | { type: 'COURSE'; courseId: number } | { type: 'TERM'; term: string };

export interface Coupon {
  code: string;
  amount: DiscountAmount;
  scope: CouponScope;
  /** First and last day it may be used (calendar dates in the academy's zone), each optional. */
  validFrom: string | null;
  validTo: string | null;
  /** Uses in all, and by one family; null is no limit. */
  totalLimit: number | null;
  perFamilyLimit: number | null;
  /** Only for a family that never paid for a class. */
  firstEnrolmentOnly: boolean;
}

export interface CouponUse {
  /** Paid uses not given back, by everyone and by this family. */
  total: number;
  byFamily: number;
}

export type CouponProblem =
  'UNKNOWN' | 'NOT_YET' | 'EXPIRED' | 'USED_UP' | 'FAMILY_USED_UP' | 'FIRST_ENROLMENT_ONLY' | 'NOT_FOR_THESE_CLASSES';

/** The cart's message for each problem, in the family's words. */
export const COUPON_PROBLEM_MESSAGES: Readonly<Record<CouponProblem, string>> = {
  UNKNOWN: 'We do not know this code. Check it and try again.',
  NOT_YET: 'This code cannot be used yet.',
  EXPIRED: 'This code has expired.',
  USED_UP: 'This code has been used up.',
  FAMILY_USED_UP: 'Your family has already used this code.',
  FIRST_ENROLMENT_ONLY: "This code is for a family's first enrolment only.",
  NOT_FOR_THESE_CLASSES: 'This code is not for the classes in your cart.',
};

/** A code as typed: spaces around it dropped, letters in capitals (codes are not case-sensitive). */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** What a code may look like: 3–20 letters, digits, dashes or underscores. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;

/** Whether a coupon covers a class line. */
export function couponCovers(scope: CouponScope, line: Pick<DiscountedClassLine, 'courseId' | 'term'>): boolean {
  if (scope.type === 'ALL') return true;
  if (scope.type === 'COURSE') return line.courseId === scope.courseId;
  return line.term === scope.term;
}

/**
 * Why a coupon may not be used on this order today, or null when it may: the first that holds of
 * unknown, not yet valid, expired, used up (in all, then by this family), first enrolment only,
 * covering none of the order's paid classes.
 */
export function couponProblem(
  coupon: Coupon | null,
  context: {
    today: string;
    use: CouponUse;
    familyHasPaidClass: boolean;
    lines: readonly Pick<DiscountedClassLine, 'courseId' | 'term' | 'priceCents'>[];
  },
): CouponProblem | null {
  if (!coupon) return 'UNKNOWN';
  if (coupon.validFrom !== null && context.today < coupon.validFrom) return 'NOT_YET';
  if (coupon.validTo !== null && context.today > coupon.validTo) return 'EXPIRED';
  if (coupon.totalLimit !== null && context.use.total >= coupon.totalLimit) return 'USED_UP';
  if (coupon.perFamilyLimit !== null && context.use.byFamily >= coupon.perFamilyLimit) return 'FAMILY_USED_UP';
  if (coupon.firstEnrolmentOnly && context.familyHasPaidClass) return 'FIRST_ENROLMENT_ONLY';
  if (!context.lines.some((line) => line.priceCents > 0 && couponCovers(coupon.scope, line))) return 'NOT_FOR_THESE_CLASSES';
  return null;
}

/** What is wrong with a coupon an admin wants to save, in their words (null when it may be saved). */
export function couponDefinitionProblem(coupon: Coupon): string | null {
  if (!COUPON_CODE_PATTERN.test(coupon.code)) return 'A code is 3 to 20 letters, digits, dashes or underscores.';
  const { amount } = coupon;
  if (amount.type === 'PERCENT' && !(Number.isInteger(amount.percent) && amount.percent >= 1 && amount.percent <= 100)) {
    return 'A percent off is a whole number from 1 to 100.';
  }
  if (amount.type === 'AMOUNT' && !(Number.isInteger(amount.cents) && amount.cents >= 1 && amount.cents <= 10_000_000)) {
    return 'An amount off is from $0.01 to $100,000.';
  }
  if (coupon.validFrom !== null && coupon.validTo !== null && coupon.validTo < coupon.validFrom)
    return 'The last day cannot be before the first.';
  for (const limit of [coupon.totalLimit, coupon.perFamilyLimit]) {
    if (limit !== null && !(Number.isInteger(limit) && limit >= 1)) return 'A use limit is a whole number of at least 1.';
  }
  return null;
}
