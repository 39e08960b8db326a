/**
 * Calendar arithmetic for the demo data. Dates and zone conversions are core's (calendar.ts,
 * class-schedule.ts), the ones the product uses; the demo's names for them are kept here.
 */
import type { Quarter } from '@solve/core';

export { addDays, calendarDate as localDate, mondayOf, wallTimeInstant as zonedInstant, type Quarter } from '@solve/core';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

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
