import { addDays } from '@solve/core/calendar';
import type { MakeupDetails } from '../attendance';
import type { ScheduleEntryData } from './schedule.documents';

/** What tapping an entry does: past classes do nothing; a future makeup opens its details; a future class offers a makeup. */
export function tapOf(entry: ScheduleEntryData): 'details' | 'schedule' | null {
  if (entry.past) return null;
  if (entry.makeupRecord) return entry.makeupRecord.undoable ? 'details' : null;
  return entry.makeup ? null : 'schedule';
}

/** The makeup details dialog's content for an entry with a makeup record (named by the lesson it stands in for). */
export function detailsOf(entry: ScheduleEntryData): MakeupDetails | null {
  const record = entry.makeupRecord;
  if (!record) return null;
  return { ...record, title: entry.makeup ? entry.classroomTitle : entry.title };
}

/** The week's entries by calendar day (in the academy's time zone), days and entries in the order given. */
export function entriesByDay(entries: readonly ScheduleEntryData[], calendarDateOf: (instant: string) => string) {
  const days = new Map<string, ScheduleEntryData[]>();
  for (const entry of entries) {
    const key = entry.startOn ? calendarDateOf(entry.startOn) : '';
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return days;
}

/** The first and last day of the week starting on `weekStart`, and the dates Prev week and Next week load. */
export function weekSpan(weekStart: string) {
  return { first: weekStart, last: addDays(weekStart, 6), previous: addDays(weekStart, -7), next: addDays(weekStart, 7) };
}
