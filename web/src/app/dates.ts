import { calendarDate, parseCalendarDate } from '@solve/core/calendar';
import { minutesOfDay, wallTimeInstant, wallTimeOf, weekdayOf } from '@solve/core/class-schedule';
import { useEffect, useMemo, useState } from 'react';
import { useAcademy } from './academy';

/**
 * The one place the app turns dates and times into text (eslint.config.js keeps it the only one).
 * Classes happen on the academy's clock, so every instant is shown in the academy's time zone, with
 * the zone's abbreviation ('4:00 PM PT') when the viewer's browser is in another zone (DESIGN.md
 * "Decisions"). Calendar dates ('2026-11-01') and wall-clock times ('16:30') are the academy's
 * already and are written without Intl: the catalog, a first page, shows them as it first renders,
 * and Intl's first use costs a phone tens of milliseconds
 * (docs/decisions/0121-a-first-page-renders-once-in-slices-without-intl.md).
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const short = (name: string) => name.slice(0, 3);

/** 'Nov 1, 2026' for '2026-11-01'; text that is not a calendar date comes back as it is. */
export function calendarDay(date: string): string {
  const parts = parseCalendarDate(date);
  return parts ? `${short(MONTHS[parts.month - 1]!)} ${parts.day}, ${parts.year}` : date;
}

/** 'November 1, 2026' for '2026-11-01' (the back office's tables). */
export function longCalendarDay(date: string): string {
  const parts = parseCalendarDate(date);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}` : date;
}

/** 'Nov 1 – Dec 20, 2026' for two calendar dates; the year once when both share it. */
export function dateRange(start: string, end: string): string {
  const from = parseCalendarDate(start);
  const sameYear = from !== null && start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? `${short(MONTHS[from.month - 1]!)} ${from.day}` : calendarDay(start)} – ${calendarDay(end)}`;
}

/** A class's dates, meeting days and times ('Sep 8 – Dec 15, 2026 · Tuesdays · 4:00–5:30 PM PT'), as far as they are known. */
export function classMeetings(
  dates: Pick<Dates, 'meetingTimes'>,
  item: { startDate: string; endDate: string; meets: string | null; startTime: string | null; endTime: string | null },
): string {
  const times = item.startTime && item.endTime ? ` · ${dates.meetingTimes(item.startTime, item.endTime)}` : '';
  return `${dateRange(item.startDate, item.endDate)}${item.meets ? ` · ${item.meets}` : ''}${times}`;
}

/** 'Monday, Nov 30': a day's heading in a week. */
export function weekdayHeading(date: string): string {
  const parts = parseCalendarDate(date);
  return parts ? `${WEEKDAYS[weekdayOf(date)]}, ${short(MONTHS[parts.month - 1]!)} ${parts.day}` : date;
}

/** 'Sat, Nov 28' */
function shortWeekdayDay(date: string): string {
  const parts = parseCalendarDate(date);
  return parts ? `${short(WEEKDAYS[weekdayOf(date)]!)}, ${short(MONTHS[parts.month - 1]!)} ${parts.day}` : date;
}

/** A wall-clock time on a 12-hour clock and its half of the day: { hm: '4:30', half: 'PM' } for '16:30'. */
function clock(time: string): { hm: string; half: 'AM' | 'PM' } | null {
  const minutes = minutesOfDay(time);
  if (minutes === null) return null;
  const hours = Math.floor(minutes / 60);
  return { hm: `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')}`, half: hours >= 12 ? 'PM' : 'AM' };
}

/** '4:30 PM' for '16:30' (or '16:30:00'); text that is not a time comes back as it is. */
export function wallTime(time: string): string {
  const read = clock(time);
  return read ? `${read.hm} ${read.half}` : time;
}

/** '4:00–5:30 PM' for '16:00' and '17:30'; '11:00 AM–12:30 PM' when the halves of the day differ. */
export function wallTimeRange(start: string, end: string): string {
  const from = clock(start);
  const to = clock(end);
  if (!from || !to) return `${wallTime(start)}–${wallTime(end)}`;
  return from.half === to.half ? `${from.hm}–${to.hm} ${to.half}` : `${from.hm} ${from.half}–${to.hm} ${to.half}`;
}

/** Dates and times of instants, in the academy's zone, as one viewer reads them. */
export interface Dates {
  /** The academy's zone ('America/Los_Angeles'). */
  readonly timeZone: string;
  /** ' PT' when the viewer's browser is in another zone, else ''; it follows every time shown. */
  zoneNote: string;
  /** 'Nov 28, 2026': the day of an instant. */
  day(iso: string): string;
  /** 'November 28, 2026' */
  longDay(iso: string): string;
  /** 'Sat, Nov 28, 4:00 PM PT' */
  dateTime(iso: string): string;
  /** 'Nov 28, 2026, 4:00 PM PT': when something was written or done (messages, news, grading, the audit log); '' for none. */
  stamp(iso: string | null | undefined): string;
  /** 'Sat, Nov 28, 4:00–5:30 PM PT'; both days when they differ. A missing end gives the start alone. */
  instantRange(startIso: string, endIso: string | null): string;
  /** '4:00–5:30 PM PT': the times of two instants (a day of the week heads them). */
  timeRange(startIso: string, endIso: string | null): string;
  /** '4:00–5:30 PM PT': a class's meeting times, wall-clock times of the academy ('16:00', '17:30'). */
  meetingTimes(start: string, end: string): string;
  /** The academy's calendar date of an instant ('2026-11-28'), to group by day. */
  calendarDateOf(iso: string): string;
  /** An instant as a datetime-local field holds it in the academy's zone ('2026-11-28T16:00'); '' for none. */
  inputValue(iso: string | null | undefined): string;
  /** A datetime-local field's 'YYYY-MM-DDTHH:mm', read in the academy's zone, as an ISO instant; null when empty. */
  instantOfInput(value: string): string | null;
}

/** The viewer's time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A zone's canonical name ('US/Pacific' → 'America/Los_Angeles'), to tell whether two zones are the same. */
function canonicalZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return timeZone;
  }
}

function zonePart(timeZone: string, timeZoneName: 'shortGeneric' | 'short'): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * 'PT' for America/Los_Angeles: the generic abbreviation where English has one (PT, ET, MST),
 * else the zone's short name ('UTC', 'GMT+1'), else the zone's name.
 */
export function zoneAbbreviation(timeZone: string): string {
  const generic = zonePart(timeZone, 'shortGeneric');
  if (/^[A-Z]{1,5}$/.test(generic)) return generic;
  return zonePart(timeZone, 'short') || timeZone;
}

/** Dates in the zone `zone()` gives: read when an instant is first written, not before. */
function makeDates(zone: () => string, zoneNote: string): Dates {
  const dayOf = (iso: string) => calendarDate(new Date(iso), zone());
  const timeOf = (iso: string) => wallTimeOf(new Date(iso), zone());
  const dateTime = (iso: string) => `${shortWeekdayDay(dayOf(iso))}, ${wallTime(timeOf(iso))}`;
  return {
    get timeZone() {
      return zone();
    },
    zoneNote,
    day: (iso) => calendarDay(dayOf(iso)),
    longDay: (iso) => longCalendarDay(dayOf(iso)),
    dateTime: (iso) => `${dateTime(iso)}${zoneNote}`,
    stamp: (iso) => (iso ? `${calendarDay(dayOf(iso))}, ${wallTime(timeOf(iso))}${zoneNote}` : ''),
    instantRange(startIso, endIso) {
      if (!endIso) return `${dateTime(startIso)}${zoneNote}`;
      if (dayOf(startIso) !== dayOf(endIso)) return `${dateTime(startIso)} – ${dateTime(endIso)}${zoneNote}`;
      return `${shortWeekdayDay(dayOf(startIso))}, ${wallTimeRange(timeOf(startIso), timeOf(endIso))}${zoneNote}`;
    },
    timeRange: (startIso, endIso) => `${endIso ? wallTimeRange(timeOf(startIso), timeOf(endIso)) : wallTime(timeOf(startIso))}${zoneNote}`,
    meetingTimes: (start, end) => `${wallTimeRange(start, end)}${zoneNote}`,
    calendarDateOf: dayOf,
    inputValue: (iso) => (iso ? `${dayOf(iso)}T${timeOf(iso)}` : ''),
    instantOfInput(value) {
      const [date, time] = value.split('T');
      return date && time ? wallTimeInstant(date, time, zone()).toISOString() : null;
    },
  };
}

const made = new Map<string, Dates>();

/**
 * Dates in the academy's zone for a viewer in `viewerZone`; null while the viewer's zone is not
 * known yet (no abbreviation then). The same object for the same zones, so components stay pure.
 */
export function datesFor(academyZone: string, viewerZone: string | null): Dates {
  const key = `${academyZone}|${viewerZone ?? ''}`;
  let dates = made.get(key);
  if (!dates) {
    const elsewhere = viewerZone !== null && canonicalZone(viewerZone) !== canonicalZone(academyZone);
    dates = makeDates(() => academyZone, elsewhere ? ` ${zoneAbbreviation(academyZone)}` : '');
    made.set(key, dates);
  }
  return dates;
}

/** The viewer's zone once a page of this visit has asked for it (after its first render). */
let knownViewerZone: string | null = null;

/** Until the academy's zone is known: instants in the viewer's zone, which is read only if one is written. */
let localZone: string | null = null;
const viewerDates = makeDates(() => (localZone ??= viewerTimeZone()), '');

/**
 * Dates in the academy's zone (the academy's facts, or `timeZone` where a page's own answer names
 * it). The viewer's zone is read after the first render of a visit: a first page renders as the
 * server drew it, then adds the abbreviation for a viewer elsewhere. Until the academy's zone is
 * known, instants are shown in the viewer's.
 */
export function useDates(timeZone?: string | null): Dates {
  const { academy } = useAcademy();
  const [viewerZone, setViewerZone] = useState(knownViewerZone);
  useEffect(() => {
    if (viewerZone !== null) return;
    if (knownViewerZone !== null) return setViewerZone(knownViewerZone);
    // In a task of its own: the browser's first date formatter costs tens of milliseconds on a
    // phone, which would lengthen the task that commits the first page.
    const timer = setTimeout(() => {
      knownViewerZone ??= viewerTimeZone();
      setViewerZone(knownViewerZone);
    }, 0);
    return () => clearTimeout(timer);
  }, [viewerZone]);
  const academyZone = timeZone || academy?.timeZone || null;
  return useMemo(() => (academyZone ? datesFor(academyZone, viewerZone) : viewerDates), [academyZone, viewerZone]);
}
