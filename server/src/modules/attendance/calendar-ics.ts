import { type ScheduleEntry, statusLabel } from '@solve/core';
import ical, { ICalEventStatus } from 'ical-generator';

const HOUR = 3_600_000;
/** Calendar apps are asked to fetch the feed again every hour. */
const REFRESH_SECONDS = 3600;

export interface FeedCalendar {
  name: string;
  /** The academy's zone: instants are written in UTC, the zone names the calendar's home. */
  timeZone: string;
  publicUrl: string;
  studentId: number;
  entries: readonly ScheduleEntry[];
  now: Date;
}

/**
 * The student's lessons and makeups as iCalendar text (RFC 5545; ical-generator escapes and folds
 * lines). Every event keeps one UID whatever changes, so a refreshed feed updates the events a
 * calendar app already has: a lesson left for a makeup, or missed, is sent CANCELLED rather than
 * dropped; a makeup is 'Make up lesson: <the class it makes up for>' at the other class's place.
 */
export function calendarText(feed: FeedCalendar): string {
  const host = new URL(feed.publicUrl).hostname;
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Solve', product: 'Schedule', language: 'EN' },
    url: `${feed.publicUrl}/dashboard?defaultTab=2`,
    ttl: REFRESH_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: feed.timeZone }],
  });
  for (const entry of feed.entries) {
    if (!entry.startOn) continue;
    const kind = entry.makeup ? 'makeup' : 'lesson';
    const lines = entry.makeup ? [`Taught in ${entry.hostClassroomTitle}.`] : [];
    if (entry.absent) lines.push(entry.makeupRecord?.status === 'SCHEDULED' ? 'Moved to a makeup lesson.' : 'Marked absent.');
    else if (entry.past && entry.status !== 'UNKNOWN') lines.push(`Attendance: ${statusLabel(entry.status)}.`);
    calendar.createEvent({
      id: `${kind}-${entry.lessonId}-student-${feed.studentId}@${host}`,
      start: entry.startOn,
      end: entry.endOn && entry.endOn > entry.startOn ? entry.endOn : new Date(entry.startOn.getTime() + HOUR),
      stamp: feed.now,
      summary: entry.makeup ? `${entry.title}: ${entry.classroomTitle}` : entry.title,
      location: entry.location,
      description: lines.length ? lines.join('\n') : null,
      status: entry.absent ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
