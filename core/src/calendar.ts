/**
 * Calendar dates in the academy's time zone. Class start and end dates, due dates and terms are
 * calendar dates ('YYYY-MM-DD') that mean a day in the academy's zone; instants are UTC. The zones'
 * rules are read through @date-fns/tz.
 */
import { TZDate, tzOffset } from '@date-fns/tz';

const DAY_MS = 86_400_000;

/** Milliseconds the zone is ahead of UTC at an instant (negative west of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const minutes = tzOffset(timeZone, instant);
  if (Number.isNaN(minutes)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return minutes * 60_000;
}

/** The wall-clock reading of an instant in a zone (to the second), as if that reading were UTC (ms). */
function wallClockMs(instant: Date, timeZone: string): number {
  return Math.floor(instant.getTime() / 1000) * 1000 + zoneOffsetMs(instant, timeZone);
}

/** The calendar date of an instant in a zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** Parses 'YYYY-MM-DD'; null when it is not a real date. */
export function parseCalendarDate(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The instant a calendar date begins in a zone (midnight there, or the first moment of the day when midnight is skipped). */
export function startOfDay(date: string, timeZone: string): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return wallClockInstant(Date.UTC(parts.year, parts.month - 1, parts.day), timeZone);
}

/**
 * The instant a wall-clock reading (given in ms as if it were UTC) happens in a zone. A reading the
 * zone skips (spring forward) moves on by the gap, so a skipped midnight starts its day at 01:00; a
 * reading it has twice (fall back) is the earlier one (decision 0124).
 */
export function wallClockInstant(wall: number, timeZone: string): Date {
  const at = new Date(wall);
  const zoned = new TZDate(
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
    at.getUTCMilliseconds(),
    timeZone,
  );
  return new Date(zoned.getTime());
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) throw new RangeError(`not calendar dates: ${from} ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The later of two calendar dates (ISO dates compare as strings). */
export function laterDate(a: string, b: string | null | undefined): string {
  return b && b > a ? b : a;
}

/** One formatter per time zone asked for (the academy's and UTC): as many as zones, never forgotten. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant's day as people read it in a zone, e.g. 'December 1, 2026'. */
export function formatDay(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** A calendar date ('YYYY-MM-DD') as people read it, e.g. 'December 1, 2026'. */
export function formatCalendarDate(date: string): string {
  return formatDay(startOfDay(date, 'UTC'), 'UTC');
}
