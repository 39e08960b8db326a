import { addDays, calendarDate, mondayOf, parseCalendarDate, type ScheduleEntry, scheduleEntries, startOfDay } from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { actingStudentId, requireMakeupViewer } from '../../authorization/policies.js';
import { studentLessonRows } from './student-lessons.js';

export interface FamilyWeek {
  studentId: number;
  /** The Monday the week starts on, in the academy's zone. */
  weekStart: string;
  timeZone: string;
  entries: ScheduleEntry[];
}

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
  const rows = await studentLessonRows(services.db, student, from, to);
  return { studentId: student, weekStart, timeZone, entries: scheduleEntries(rows, now) };
}
