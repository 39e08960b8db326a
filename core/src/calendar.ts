/**
 * Calendar dates in the academy's time zone. Class start and end dates, due dates and terms are
 * calendar dates ('YYYY-MM-DD') that mean a day in the academy's zone; instants are UTC.
 */

const DAY_MS = 86_400_000;

/** One formatter per time zone asked for (the academy's and UTC): as many as zones, never forgotten. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset read from the zone's rules: formatting a date costs microseconds, pages need hundreds. */
function offsetFromRules(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(ms / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const hourOffsets = new Map<string, number>();
/**
 * Distinct (zone, hour) pairs remembered: due dates and class days fall on the same few hours. The
 * map is emptied when it reaches this many (about 0.5 MB; a zone's offsets never change while the
 * process runs, so nothing else forgets them). Listed in server/src/memory/registry.ts.
 */
export const HOUR_OFFSETS_KEPT = 8192;

/**
 * Milliseconds the zone is ahead of UTC at an instant (negative west of Greenwich). An hour whose
 * first and last millisecond have the same offset has no change of offset inside (zones change
 * at most once an hour), so its offset is remembered for every instant in it.
 */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const hourStart = Math.floor(ms / HOUR_MS) * HOUR_MS;
  const key = `${timeZone}|${hourStart}`;
  const known = hourOffsets.get(key);
  if (known !== undefined) return known;
  const atStart = offsetFromRules(hourStart, timeZone);
  if (offsetFromRules(hourStart + HOUR_MS - 1, timeZone) !== atStart) return offsetFromRules(ms, timeZone);
  if (hourOffsets.size >= HOUR_OFFSETS_KEPT) hourOffsets.clear();
  hourOffsets.set(key, atStart);
  return atStart;
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

const midnights = new Map<string, number>();
/**
 * Distinct (date, zone) pairs remembered; pages ask for the same few class start dates again and
 * again. The map is emptied when it reaches this many (about 0.3 MB); nothing else forgets them.
 * Listed in server/src/memory/registry.ts.
 */
export const MIDNIGHTS_KEPT = 4096;

/** The instant a calendar date begins in a zone (midnight there). */
export function startOfDay(date: string, timeZone: string): Date {
  const key = `${date}|${timeZone}`;
  const known = midnights.get(key);
  if (known !== undefined) return new Date(known);
  const instant = midnightOf(date, timeZone);
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
  midnights.set(key, instant.getTime());
  return instant;
}

function midnightOf(date: string, timeZone: string): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return wallClockInstant(Date.UTC(parts.year, parts.month - 1, parts.day), timeZone);
}

/** The instant a wall-clock reading (given in ms as if it were UTC) happens in a zone. */
export function wallClockInstant(wall: number, timeZone: string): Date {
  // The offset at the guess can differ from the offset at the reading across a DST change: settle it.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
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

/** One formatter per time zone asked for, as `formatters`. */
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
