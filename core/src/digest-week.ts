/**
 * The weekly digest goes on Sunday evening in the academy's zone and covers the week that ends
 * that day (Monday to Sunday); it lists what is due the week after. A server that was down on
 * Sunday evening still sends it until Monday noon, and not after (a digest on Wednesday is noise).
 */
import { addDays, calendarDate, startOfDay, wallClockInstant, zoneOffsetMs } from './calendar.js';

/** The digest's hour on Sunday in the academy's zone, and how long after it a late one still goes. */
export const DIGEST_HOUR = 18;
export const DIGEST_LATEST_AFTER_MS = 18 * 3600_000;

export interface DigestWeek {
  /** The Sunday the week ends on: the digest's key (one per family per week). */
  sunday: string;
  /** The week covered, Monday to Sunday (calendar dates in the zone). */
  from: string;
  to: string;
  /** The next week, for what is due. */
  nextFrom: string;
  nextTo: string;
  /** When the digest is due. */
  sendAt: Date;
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of an hour on a calendar date in a zone. */
function atHour(date: string, hour: number, timeZone: string): Date {
  const midnight = startOfDay(date, timeZone);
  return wallClockInstant(midnight.getTime() + zoneOffsetMs(midnight, timeZone) + hour * 3600_000, timeZone);
}

function weekEnding(sunday: string, timeZone: string): DigestWeek {
  const sendAt = atHour(sunday, DIGEST_HOUR, timeZone);
  return { sunday, from: addDays(sunday, -6), to: sunday, nextFrom: addDays(sunday, 1), nextTo: addDays(sunday, 7), sendAt };
}

/** The last Sunday on or before `now`'s day in the zone. */
const lastSunday = (now: Date, timeZone: string) => {
  const today = calendarDate(now, timeZone);
  return addDays(today, -weekday(today));
};

/** The week whose digest is due at `now`, or null outside Sunday 18:00 to Monday 12:00 in the zone. */
export function dueDigestWeek(now: Date, timeZone: string): DigestWeek | null {
  const week = weekEnding(lastSunday(now, timeZone), timeZone);
  if (now < week.sendAt || now.getTime() - week.sendAt.getTime() > DIGEST_LATEST_AFTER_MS) return null;
  return week;
}

/** The latest week whose digest time has come by `now` (late or not): what a demo shows. */
export function latestDigestWeek(now: Date, timeZone: string): DigestWeek {
  const week = weekEnding(lastSunday(now, timeZone), timeZone);
  return now < week.sendAt ? weekEnding(addDays(week.sunday, -7), timeZone) : week;
}
