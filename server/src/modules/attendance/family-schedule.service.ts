import {
  addDays,
  calendarDate,
  mondayOf,
  parseCalendarDate,
  type ScheduleEntry,
  scheduleEntries,
  type ScheduleRow,
  startOfDay,
} from '@solve/core';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { actingStudentId, requireMakeupViewer } from './attendance.policy.js';

export interface FamilyWeek {
  studentId: number;
  /** The Monday the week starts on, in the academy's zone. */
  weekStart: string;
  timeZone: string;
  entries: ScheduleEntry[];
}

type Row = {
  lesson_id: number;
  classroom_title: string;
  start_on: Date | string | null;
  end_on: Date | string | null;
  location: string;
  attendee_status: string | null;
  makeup_from: 'SCHEDULED' | 'ABSENT' | null;
  makeup_target: boolean;
};

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * A student's week for the family's SCHEDULE tab: the lessons of the classes they are enrolled in
 * that start in the week (Monday 00:00 to the next Monday in the academy's zone), and the lessons
 * they make up elsewhere. For the student, or a parent of the family.
 */
export async function familyWeek(services: Services, viewer: Viewer, studentId: number | null, date: string | null): Promise<FamilyWeek> {
  requireMakeupViewer(viewer);
  const student = await actingStudentId(services, viewer, studentId);
  const { timeZone } = await getSettings(services.db);
  const now = services.now();
  if (date !== null && !parseCalendarDate(date)) throw new DomainError('INVALID_DATE');
  const weekStart = mondayOf(date ?? calendarDate(now, timeZone));
  const from = startOfDay(weekStart, timeZone);
  const to = startOfDay(addDays(weekStart, 7), timeZone);
  const result = await services.db.execute(sql`
    select l.id as lesson_id, k.title as classroom_title, l.start_on, l.end_on, coalesce(loc.name, 'Online') as location,
           a.status as attendee_status, m.status as makeup_from, false as makeup_target
    from enrollments e
    join classrooms k on k.id = e.classroom_id
    join lessons l on l.classroom_id = k.id
    left join locations loc on loc.id = k.center_location_id
    left join attendees a on a.lesson_id = l.id and a.student_id = e.student_id
    left join makeups m on m.from_lesson_id = l.id and m.student_id = e.student_id
    where e.student_id = ${student} and e.withdrawn_at is null
      and l.start_on >= ${from.toISOString()}::timestamptz and l.start_on < ${to.toISOString()}::timestamptz
    union all
    select l.id, k.title, l.start_on, l.end_on, coalesce(loc.name, 'Online'), a.status, null, true
    from makeups m
    join lessons l on l.id = m.to_lesson_id
    join classrooms k on k.id = l.classroom_id
    left join locations loc on loc.id = k.center_location_id
    left join attendees a on a.lesson_id = l.id and a.student_id = m.student_id
    where m.student_id = ${student} and m.status = 'SCHEDULED'
      and l.start_on >= ${from.toISOString()}::timestamptz and l.start_on < ${to.toISOString()}::timestamptz`);
  const rows: ScheduleRow[] = (result as { rows: Row[] }).rows.map((row) => ({
    lessonId: Number(row.lesson_id),
    classroomTitle: row.classroom_title,
    startOn: instant(row.start_on),
    endOn: instant(row.end_on),
    location: row.location,
    attendeeStatus: row.attendee_status,
    makeupFrom: row.makeup_from,
    makeupTarget: Boolean(row.makeup_target),
  }));
  return { studentId: student, weekStart, timeZone, entries: scheduleEntries(rows, now) };
}
