/**
 * No text message reaches a family at night in the academy's zone: one that would is held until
 * the quiet hours end (mail is not held; it waits in the inbox without waking anyone).
 */
import { addDays, calendarDate, startOfDay, wallClockInstant, zoneOffsetMs } from './calendar.js';

/** Quiet hours, in minutes after midnight in the academy's zone: from 21:00 to 08:00. */
export const QUIET_HOURS = { fromMinute: 21 * 60, toMinute: 8 * 60 } as const;

export interface QuietHours {
  fromMinute: number;
  toMinute: number;
}

/** Minutes after midnight of an instant's wall-clock reading in a zone. */
function minuteOfDay(instant: Date, timeZone: string): number {
  const wall = instant.getTime() + zoneOffsetMs(instant, timeZone);
  return Math.floor((((wall % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/** Whether an instant falls in the quiet hours of the zone (a window may cross midnight). */
export function inQuietHours(instant: Date, timeZone: string, quiet: QuietHours = QUIET_HOURS): boolean {
  const minute = minuteOfDay(instant, timeZone);
  if (quiet.fromMinute === quiet.toMinute) return false;
  return quiet.fromMinute < quiet.toMinute
    ? minute >= quiet.fromMinute && minute < quiet.toMinute
    : minute >= quiet.fromMinute || minute < quiet.toMinute;
}

/** When a text message asked for at `now` may go: now, or the end of the quiet hours it falls in. */
export function smsSendAt(now: Date, timeZone: string, quiet: QuietHours = QUIET_HOURS): Date {
  if (!inQuietHours(now, timeZone, quiet)) return now;
  const today = calendarDate(now, timeZone);
  const minute = minuteOfDay(now, timeZone);
  // Before midnight in a window that crosses it, the morning is tomorrow's.
  const day = quiet.fromMinute > quiet.toMinute && minute >= quiet.fromMinute ? addDays(today, 1) : today;
  const midnight = startOfDay(day, timeZone);
  const wallMidnight = midnight.getTime() + zoneOffsetMs(midnight, timeZone);
  return wallClockInstant(wallMidnight + quiet.toMinute * 60_000, timeZone);
}
