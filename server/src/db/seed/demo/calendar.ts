/** Calendar arithmetic in the academy's time zone, without a date library. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type Quarter = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Minutes the time zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The instant of a local date and time (HH:MM) in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wallClock = new Date(`${date}T${time}:00Z`);
  const first = new Date(wallClock.getTime() - offsetMinutes(wallClock, timeZone) * MINUTE);
  // Near a daylight-saving change the offset at the result can differ from the first guess.
  return new Date(wallClock.getTime() - offsetMinutes(first, timeZone) * MINUTE);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 Sunday to 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday on or before a date. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

export function quarterOf(date: string): Quarter {
  const month = Number(date.slice(5, 7));
  if (month <= 3) return 'WINTER';
  if (month <= 6) return 'SPRING';
  if (month <= 9) return 'SUMMER';
  return 'FALL';
}

export function minutesBetween(start: string, end: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes(end) - minutes(start);
}
