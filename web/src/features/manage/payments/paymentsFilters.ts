import { addDays } from '@solve/core/calendar';

export const QUARTERS = ['WINTER', 'SPRING', 'SUMMER', 'FALL'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** What the page filters by: the academy's calendar dates (both included), a term ('2026-FALL' or '') and a class id ('' for all). */
export interface PaymentsFilters {
  from: string;
  to: string;
  term: string;
  classroomId: string;
}

/** The month of `today` (YYYY-MM-DD): its first and last days. */
export function monthOf(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 7)}-01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The terms one may filter by: this year's and last year's quarters, newest first. */
export function termOptions(today: string): { value: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1].flatMap((y) =>
    [...QUARTERS].reverse().map((quarter) => ({ value: `${y}-${quarter}`, label: `${quarter[0]}${quarter.slice(1).toLowerCase()} ${y}` })),
  );
}

/** The term's year and quarter for the class list, or nulls for every term. */
export function termParts(term: string): { year: number | null; quarter: Quarter | null } {
  const [year, quarter] = term.split('-');
  const known = QUARTERS.find((q) => q === quarter);
  return known && year ? { year: Number(year), quarter: known } : { year: null, quarter: null };
}

/** The address of the CSV of the filters: the same rows as the page, every one of them. */
export function csvHref(filters: PaymentsFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.term) params.set('term', filters.term);
  if (filters.classroomId) params.set('classroomId', filters.classroomId);
  return `/accounting/transactions.csv?${params.toString()}`;
}
