/**
 * A classroom's schedule as the back office builds it: meeting dates from the weekly pattern,
 * skipping holidays, and wall-clock times in the academy's zone turned into instants.
 */
import { addDays, parseCalendarDate, wallClockInstant, zoneOffsetMs } from './calendar.js';
import type { ClassroomStatus } from './classroom.js';

/** Weekdays as `Date.getUTCDay()` numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The weekday of a calendar date (0 Sunday). */
export function weekdayOf(date: string): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
}

/** How the catalog shows meeting days: 'Mon & Wed', 'Tue, Thu & Sat', 'Everyday'. */
export function meetsLabel(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  if (days.length === 7) return 'Everyday';
  const names = days.map((day) => WEEKDAY_SHORT[day]!);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)!}`;
}

export interface MeetingPattern {
  startDate: string;
  endDate: string;
  /** 0 Sunday … 6 Saturday. */
  weekdays: readonly number[];
  /** Calendar dates with no lessons. */
  holidays: ReadonlySet<string>;
}

/** Every meeting date of the pattern from the start date to the end date, holidays left out. */
export function meetingDates(pattern: MeetingPattern): string[] {
  const days = new Set(pattern.weekdays);
  const dates: string[] = [];
  if (days.size === 0) return dates;
  for (let date = pattern.startDate; date <= pattern.endDate; date = addDays(date, 1)) {
    if (days.has(weekdayOf(date)) && !pattern.holidays.has(date)) dates.push(date);
    // Bounded: a class runs for months, never for decades.
    if (dates.length > 1000) break;
  }
  return dates;
}

/** 'HH:MM' or 'HH:MM:SS' in minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59 || Number(match[3] ?? 0) > 59) return null;
  return hours * 60 + minutes;
}

/**
 * The instant a wall-clock time of a calendar date happens in a zone. On the day clocks change,
 * the offset of the time itself is used, not the offset at midnight; a time that does not exist
 * (inside the spring gap) lands an hour later, as clocks read it.
 */
export function wallTimeInstant(date: string, time: string, timeZone: string): Date {
  const parts = parseCalendarDate(date);
  const minutes = minutesOfDay(time);
  if (!parts || minutes === null) throw new RangeError(`not a date and time: ${date} ${time}`);
  return wallClockInstant(Date.UTC(parts.year, parts.month - 1, parts.day) + minutes * 60_000, timeZone);
}

/** The wall-clock time ('HH:MM') of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return wall.toISOString().slice(11, 16);
}

/** A class is published (on sale), then opened (under way), then closed (completed); never back. */
const NEXT_STATUSES: Record<ClassroomStatus, readonly ClassroomStatus[]> = {
  PUBLISHED: ['OPENED', 'CLOSED'],
  OPENED: ['CLOSED'],
  CLOSED: [],
};

export function canChangeStatus(from: ClassroomStatus, to: ClassroomStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export function nextStatuses(from: ClassroomStatus): readonly ClassroomStatus[] {
  return NEXT_STATUSES[from];
}

export type Quarter = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';
const QUARTERS: readonly Quarter[] = ['WINTER', 'SPRING', 'SUMMER', 'FALL'];

/** The term after a quarter of a year: Fall 2026 is followed by Winter 2027. */
export function termAfter(term: { year: number; quarter: Quarter }): { year: number; quarter: Quarter } {
  const index = QUARTERS.indexOf(term.quarter);
  return index === QUARTERS.length - 1 ? { year: term.year + 1, quarter: 'WINTER' } : { year: term.year, quarter: QUARTERS[index + 1]! };
}
