// Referrals and the referred family's onboarding (family-catalog-payment.md §2, §4, §5, §9).
import { FIELD_LIMITS, firstTooLong } from './text-limits.js';
import { filledParentDetails, parentNamesAndEmailProblem, type ParentDetailsInput } from './family.js';
import type { MessageCode } from './messages.js';
import { isValidEmail, normalizeEmail, normalizePhone } from './text-checks.js';

/** §9: 100 dollars of credit per ENROLLED referral; the 'My Referrals' table shows 5 rows a page. */
export const REFERRAL = { creditCents: 10_000, pageSize: 5 } as const;

export const REFERRAL_STATUSES = ['INITIATED', 'SIGNEDUP', 'ENROLLED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** How the 'My Referrals' table names each status. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  INITIATED: 'Invited',
  SIGNEDUP: 'Signed up',
  ENROLLED: 'Enrolled',
};

export interface ReferralInput {
  refereeFirstName: string;
  refereeLastName: string;
  email: string;
  phone?: string | null;
}

export type ReferralCheck =
  | { ok: true; value: { refereeFirstName: string; refereeLastName: string; email: string; phone: string | null } }
  | { ok: false; code: MessageCode; values?: Record<string, string> };

/**
 * The 'Make a Referral' form (§5): an e-mail of the standard pattern ('Please enter a valid email
 * address'), then first and last name; the phone is optional, and one that is not a phone number
 * gets the sending error 'Invalid email or phonenumber'.
 */
export function checkReferral(input: ReferralInput): ReferralCheck {
  const email = normalizeEmail(input.email);
  if (!email || !isValidEmail(email)) return { ok: false, code: 'INVALID_EMAIL' };
  const emailTooLong = firstTooLong([[FIELD_LIMITS.email, email]]);
  if (emailTooLong) return emailTooLong;
  const refereeFirstName = input.refereeFirstName.trim();
  const refereeLastName = input.refereeLastName.trim();
  if (!refereeFirstName || !refereeLastName) return { ok: false, code: 'REQUIRED_FIELDS' };
  const tooLong = firstTooLong([
    [FIELD_LIMITS.firstName, refereeFirstName],
    [FIELD_LIMITS.lastName, refereeLastName],
  ]);
  if (tooLong) return tooLong;
  const rawPhone = input.phone?.trim() ?? '';
  let phone: string | null = null;
  if (rawPhone) {
    phone = normalizePhone(rawPhone);
    if (!phone) return { ok: false, code: 'REFERRAL_SEND_FAILED' };
  }
  return { ok: true, value: { refereeFirstName, refereeLastName, email, phone } };
}

export interface ReferralSummary {
  /** Referees who registered (SIGNEDUP, and ENROLLED ones, who signed up first). */
  signups: number;
  enrollments: number;
  /** §9: 100 dollars per ENROLLED referral. */
  creditsCents: number;
}

/** The side summary of 'My Referrals' from the count of each status. */
export function referralSummary(counts: Partial<Record<ReferralStatus, number>>): ReferralSummary {
  const enrollments = counts.ENROLLED ?? 0;
  return { signups: (counts.SIGNEDUP ?? 0) + enrollments, enrollments, creditsCents: enrollments * REFERRAL.creditCents };
}

/** §2: the wizard has 3 steps and its progress bar moves 100 per step. */
export const ONBOARDING = { steps: 3, progressPerStep: 100 } as const;
export type OnboardingStep = 1 | 2 | 3;

/** The progress bar's value at a step, out of `onboardingProgressMax`. */
export const onboardingProgress = (step: OnboardingStep): number => step * ONBOARDING.progressPerStep;
export const onboardingProgressMax = ONBOARDING.steps * ONBOARDING.progressPerStep;

export interface OnboardingFacts {
  status: string;
  confirmed: boolean;
  finished: boolean;
  studentCount: number;
  /** The family already has an enrolment (a paid class): nothing is left to onboard. */
  enrolled: boolean;
}

/**
 * Where a family stands in the onboarding (§4): a REFERRED family with no students starts it; the
 * saved details move it to step 2, the first student to step 3, choosing classes (or leaving them
 * for later) ends it. Null: no wizard. A family that had students before it started never sees it.
 */
export function onboardingStep(facts: OnboardingFacts): OnboardingStep | null {
  if (facts.status !== 'REFERRED' || facts.finished || facts.enrolled) return null;
  if (facts.studentCount === 0) return facts.confirmed ? 2 : 1;
  return facts.confirmed ? 3 : null;
}

export const ONBOARDING_RELATIONS = ['FATHER', 'MOTHER', 'OTHER'] as const;
export type OnboardingRelation = (typeof ONBOARDING_RELATIONS)[number];

export type OnboardingParentInput = ParentDetailsInput;

export type OnboardingParentCheck =
  | { ok: true; value: { firstName: string; lastName: string; email: string; phoneNumber: string; relation: OnboardingRelation } }
  | { ok: false; code: MessageCode; values?: Record<string, string> };

/** Step 1 (§5): every field ('Some fields are missing*'), a relation of Father, Mother or Other, a real e-mail and phone. */
export function checkOnboardingParent(input: OnboardingParentInput): OnboardingParentCheck {
  const details = filledParentDetails(input);
  if (!details) return { ok: false, code: 'ONBOARDING_MISSING' };
  const { firstName, lastName, email, relation } = details;
  if (!(ONBOARDING_RELATIONS as readonly string[]).includes(relation)) return { ok: false, code: 'ONBOARDING_MISSING' };
  const problem = parentNamesAndEmailProblem(details);
  if (problem) return problem;
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) return { ok: false, code: 'ENTER_PHONE' };
  return { ok: true, value: { firstName, lastName, email, phoneNumber, relation: relation as OnboardingRelation } };
}

/** Step 3's list: the catalog's classes whose course takes the student's grade (0 is K), not full, not free. */
export function classesForGrade<T extends { startGrade: number; endGrade: number; full: boolean; priceCents: number }>(
  classes: readonly T[],
  grade: number,
): T[] {
  return classes.filter((c) => c.startGrade <= grade && grade <= c.endGrade && !c.full && c.priceCents > 0);
}
