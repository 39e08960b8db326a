import { parseCalendarDate } from './calendar.js';
import { type Quarter, termAfter } from './class-schedule.js';

const QUARTER_OF_MONTH: readonly Quarter[] = ['WINTER', 'SPRING', 'SUMMER', 'FALL'];

/** The calendar quarter of a date: January to March is Winter, April to June Spring, and so on. */
export function quarterOf(date: string): { year: number; quarter: Quarter } {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return { year: parts.year, quarter: QUARTER_OF_MONTH[Math.floor((parts.month - 1) / 3)]! };
}

/** The terms a new academy starts with: the current one (also on the catalog) and the next. */
export function startingTerms(today: string) {
  const current = quarterOf(today);
  return { current, next: termAfter(current), catalog: current };
}
