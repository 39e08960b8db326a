/** Dates as the classroom pages show them, in the viewer's locale. */

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const calendar = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Nov 1 – Dec 20, 2026' for two calendar dates ('YYYY-MM-DD'); the year once when both share it. */
export function dateRange(start: string, end: string): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${(sameYear ? day : dayYear).format(calendar(start))} – ${dayYear.format(calendar(end))}`;
}

/** A calendar date as 'Nov 1, 2026'. */
export const calendarDay = (date: string) => dayYear.format(calendar(date));

const instantDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const instantTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** An instant in the viewer's zone: 'Sat, Nov 28, 10:00 AM'. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return `${instantDay.format(date)}, ${instantTime.format(date)}`;
}

/** Two instants of one lesson: 'Sat, Nov 28, 10:00 AM – 11:30 AM' (both days when they differ). */
export function instantRange(startIso: string, endIso: string | null): string {
  if (!endIso) return dateTime(startIso);
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = instantDay.format(start) === instantDay.format(end);
  return sameDay ? `${dateTime(startIso)} – ${instantTime.format(end)}` : `${dateTime(startIso)} – ${dateTime(endIso)}`;
}
