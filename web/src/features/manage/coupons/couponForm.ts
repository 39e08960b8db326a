import { formatMoney } from '@solve/core/pricing';
import { formatDate, parseDollars, quarterLabel } from '../classes';

export type ScopeType = 'ALL' | 'COURSE' | 'TERM';
export type CouponStatusName = 'LIVE' | 'NOT_YET' | 'EXPIRED' | 'USED_UP' | 'ARCHIVED';

/** A coupon as the list and the form read it. */
export interface CouponView {
  id: number;
  code: string;
  description: string;
  amount: { percent: number | null; cents: number | null };
  scopeType: ScopeType;
  courseId: number | null;
  term: string | null;
  validFrom: string | null;
  validTo: string | null;
  totalLimit: number | null;
  perFamilyLimit: number | null;
  firstEnrolmentOnly: boolean;
  uses: number;
  status: CouponStatusName;
}

/** The form's fields as typed. */
export interface CouponForm {
  code: string;
  description: string;
  kind: 'PERCENT' | 'AMOUNT';
  percent: string;
  amount: string;
  scopeType: ScopeType;
  courseId: string;
  term: string;
  validFrom: string;
  validTo: string;
  totalLimit: string;
  perFamilyLimit: string;
  firstEnrolmentOnly: boolean;
}

/** What the server's saveCoupon takes. */
export interface CouponInput {
  code: string;
  description: string;
  percent: number | null;
  cents: number | null;
  scopeType: ScopeType;
  courseId: number | null;
  term: string | null;
  validFrom: string | null;
  validTo: string | null;
  totalLimit: number | null;
  perFamilyLimit: number | null;
  firstEnrolmentOnly: boolean;
}

export const EMPTY_FORM: CouponForm = {
  code: '',
  description: '',
  kind: 'PERCENT',
  percent: '10',
  amount: '',
  scopeType: 'ALL',
  courseId: '',
  term: '',
  validFrom: '',
  validTo: '',
  totalLimit: '',
  perFamilyLimit: '',
  firstEnrolmentOnly: false,
};

/** The form filled with a coupon, to change it. */
export function formOf(coupon: CouponView): CouponForm {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.amount.percent !== null ? 'PERCENT' : 'AMOUNT',
    percent: coupon.amount.percent !== null ? String(coupon.amount.percent) : '',
    amount: coupon.amount.cents !== null ? (coupon.amount.cents / 100).toFixed(2) : '',
    scopeType: coupon.scopeType,
    courseId: coupon.courseId !== null ? String(coupon.courseId) : '',
    term: coupon.term ?? '',
    validFrom: coupon.validFrom ?? '',
    validTo: coupon.validTo ?? '',
    totalLimit: coupon.totalLimit !== null ? String(coupon.totalLimit) : '',
    perFamilyLimit: coupon.perFamilyLimit !== null ? String(coupon.perFamilyLimit) : '',
    firstEnrolmentOnly: coupon.firstEnrolmentOnly,
  };
}

const wholeOrNull = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
};

/**
 * The form as the server takes it, or what to fix first in the admin's words. Only what the
 * browser must read is checked here (numbers typed as numbers); the coupon's rules are the server's.
 */
export function inputOf(form: CouponForm): { input: CouponInput } | { problem: string } {
  let percent: number | null = null;
  let cents: number | null = null;
  if (form.kind === 'PERCENT') {
    percent = wholeOrNull(form.percent) ?? null;
    if (percent === null) return { problem: 'Enter the percent off as a whole number from 1 to 100.' };
  } else {
    cents = parseDollars(form.amount);
    if (cents === null) return { problem: 'Enter the amount off in dollars, like 25 or 25.50.' };
  }
  const totalLimit = wholeOrNull(form.totalLimit);
  const perFamilyLimit = wholeOrNull(form.perFamilyLimit);
  if (totalLimit === undefined || perFamilyLimit === undefined) {
    return { problem: 'A use limit is a whole number of at least 1, or empty for no limit.' };
  }
  if (form.scopeType === 'COURSE' && !form.courseId) return { problem: 'Choose the course the coupon is for.' };
  if (form.scopeType === 'TERM' && !form.term) return { problem: 'Choose the term the coupon is for.' };
  return {
    input: {
      code: form.code,
      description: form.description,
      percent,
      cents,
      scopeType: form.scopeType,
      courseId: form.scopeType === 'COURSE' ? Number(form.courseId) : null,
      term: form.scopeType === 'TERM' ? form.term : null,
      validFrom: form.validFrom || null,
      validTo: form.validTo || null,
      totalLimit,
      perFamilyLimit,
      firstEnrolmentOnly: form.firstEnrolmentOnly,
    },
  };
}

/** "10% off" or "$25.00 off". */
export const amountText = (amount: CouponView['amount']) =>
  amount.percent !== null ? `${amount.percent}% off` : `${formatMoney(amount.cents ?? 0)} off`;

/** A term as classes name it ("2026 FALL") as people read it: "Fall 2026". */
export const termLabel = (term: string) => {
  const [year, quarter] = term.split(' ');
  return quarter ? `${quarterLabel(quarter)} ${year}` : term;
};

/** What a coupon covers: "All classes", "Course MA6: Pre-Algebra", "Fall 2026 classes". */
export function scopeText(
  coupon: Pick<CouponView, 'scopeType' | 'courseId' | 'term'>,
  courses: readonly { id: number; code: string; title: string }[],
) {
  if (coupon.scopeType === 'ALL') return 'All classes';
  if (coupon.scopeType === 'TERM') return `${termLabel(coupon.term ?? '')} classes`;
  const course = courses.find((candidate) => candidate.id === coupon.courseId);
  return course ? `Course ${course.code}: ${course.title}` : 'One course';
}

/** The days it may be used: "Any day", "From …", "Until …" or "… to …". */
export function validText(validFrom: string | null, validTo: string | null) {
  if (validFrom && validTo) return `${formatDate(validFrom)} to ${formatDate(validTo)}`;
  if (validFrom) return `From ${formatDate(validFrom)}`;
  if (validTo) return `Until ${formatDate(validTo)}`;
  return 'Any day';
}

/** Uses so far against the limits: "3 of 10, 1 per family", "0, no limit". */
export function usesText(coupon: Pick<CouponView, 'uses' | 'totalLimit' | 'perFamilyLimit'>) {
  const total = coupon.totalLimit !== null ? `${coupon.uses} of ${coupon.totalLimit}` : `${coupon.uses}, no limit`;
  return coupon.perFamilyLimit !== null ? `${total}, ${coupon.perFamilyLimit} per family` : total;
}

export const STATUS_TEXT: Record<CouponStatusName, string> = {
  LIVE: 'Live',
  NOT_YET: 'Not yet valid',
  EXPIRED: 'Expired',
  USED_UP: 'Used up',
  ARCHIVED: 'Archived',
};
