/**
 * The family's week (family-catalog-payment.md §2 SCHEDULE): the selected student's lessons of one
 * week, Monday to Sunday in the academy's zone, with makeups where they were moved to.
 */
import { addDays } from './calendar.js';
import { weekdayOf } from './class-schedule.js';

/** The Monday of the week a calendar date falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** One lesson of the student's week as the database holds it. */
export interface ScheduleRow {
  lessonId: number;
  classroomTitle: string;
  startOn: Date | null;
  endOn: Date | null;
  location: string;
  attendeeStatus: string | null;
  /** A makeup away from this lesson (SCHEDULED moved the student, ABSENT only marks it missed). */
  makeupFrom: 'SCHEDULED' | 'ABSENT' | null;
  /** The student comes to this lesson as a makeup from another class. */
  makeupTarget: boolean;
}

export interface ScheduleEntry {
  lessonId: number;
  title: string;
  classroomTitle: string;
  startOn: Date | null;
  endOn: Date | null;
  location: string;
  /** Struck through: marked absent, or moved to a makeup. */
  absent: boolean;
  makeup: boolean;
  /** Past lessons cannot be tapped; future ones open the makeup dialog. */
  past: boolean;
}

export const MAKEUP_ENTRY_TITLE = 'Make up lesson';

/** The week's entries in time order: a makeup reads 'Make up lesson'; a lesson left for a makeup or missed is struck through. */
export function scheduleEntries(rows: readonly ScheduleRow[], now: Date): ScheduleEntry[] {
  return rows
    .map((row) => ({
      lessonId: row.lessonId,
      title: row.makeupTarget ? MAKEUP_ENTRY_TITLE : row.classroomTitle,
      classroomTitle: row.classroomTitle,
      startOn: row.startOn,
      endOn: row.endOn,
      location: row.location,
      absent: !row.makeupTarget && (row.attendeeStatus === 'ABSENT' || row.makeupFrom !== null),
      makeup: row.makeupTarget,
      past: row.startOn !== null && row.startOn <= now,
    }))
    .sort((a, b) => (a.startOn?.getTime() ?? 0) - (b.startOn?.getTime() ?? 0) || a.lessonId - b.lessonId);
}
