/**
 * Payment plans: a class above the academy's threshold may be paid as a deposit today and the rest
 * in 2–4 monthly instalments, charged to the saved card on their days. A failed instalment is tried
 * again on the days after its due date the retry schedule names; after the last, the plan defaults.
 */
import { addDays, parseCalendarDate } from './calendar.js';

export const PLAN_INSTALMENTS_RANGE = { min: 2, max: 4 } as const;
/** Days after a failed instalment's due date it is tried again. */
export const INSTALMENT_RETRY_DAYS = [1, 3, 7] as const;

export interface PlanTerms {
  /** Percent of the total paid today (1–99). */
  depositPercent: number;
  /** Monthly charges after the deposit. */
  instalments: number;
}

export interface PlannedCharge {
  /** 0 is the deposit, charged at checkout. */
  number: number;
  /** Calendar date it is charged (the academy's zone). */
  dueDate: string;
  cents: number;
}

/** Whether an order of this total may be paid by a plan (the academy's threshold; null: no plans). */
export const planOffered = (totalCents: number, thresholdCents: number | null) => thresholdCents !== null && totalCents > thresholdCents;

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(parts.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What is wrong with plan terms, in the family's or admin's words (null when they hold). */
export function planTermsProblem(terms: PlanTerms): string | null {
  const { min, max } = PLAN_INSTALMENTS_RANGE;
  if (!Number.isInteger(terms.instalments) || terms.instalments < min || terms.instalments > max) {
    return `A plan has ${min} to ${max} monthly payments after the deposit.`;
  }
  if (!Number.isInteger(terms.depositPercent) || terms.depositPercent < 1 || terms.depositPercent > 99) {
    return 'The deposit is a whole percent from 1 to 99.';
  }
  return null;
}

/**
 * The charges of a plan: the deposit today (its percent of the total, rounded down to the cent)
 * and the rest split evenly over the monthly instalments, the first of them taking the cents that
 * do not divide; they add up to the total exactly.
 */
export function planSchedule(totalCents: number, terms: PlanTerms, today: string): PlannedCharge[] {
  const problem = planTermsProblem(terms);
  if (problem) throw new RangeError(problem);
  const deposit = Math.floor((totalCents * terms.depositPercent) / 100);
  const rest = totalCents - deposit;
  const each = Math.floor(rest / terms.instalments);
  const charges: PlannedCharge[] = [{ number: 0, dueDate: today, cents: deposit }];
  for (let number = 1; number <= terms.instalments; number += 1) {
    const cents = number === 1 ? rest - each * (terms.instalments - 1) : each;
    charges.push({ number, dueDate: addMonths(today, number), cents });
  }
  return charges;
}

/**
 * When a failed instalment is tried next: the retry schedule's day after its due date for the
 * number of failures so far, or null once every retry failed (the plan defaults).
 */
export function nextRetryDate(dueDate: string, failures: number): string | null {
  const days = INSTALMENT_RETRY_DAYS[failures - 1];
  return failures < 1 || days === undefined ? null : addDays(dueDate, days);
}

export type PlanDefaultAction = 'KEEP' | 'WITHDRAW';
