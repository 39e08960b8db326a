/**
 * The family's week (family-catalog-payment.md §2 SCHEDULE): the selected student's lessons of one
 * week, Monday to Sunday in the academy's zone, with makeups where they were moved to.
 */
import { type AttendeeStatus, attended, isAttendeeStatus, makeupUndoable, missed } from './attendance.js';
import { addDays } from './calendar.js';
import { weekdayOf } from './class-schedule.js';

/** The Monday of the week a calendar date falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** A makeup as a lesson of the week sees it: the one leaving it, or the one it receives. */
export interface ScheduleMakeup {
  id: number;
  /** SCHEDULED moved the student, ABSENT only marks the lesson missed. */
  status: 'SCHEDULED' | 'ABSENT';
  notes: string;
  fromStartOn: Date | null;
  toStartOn: Date | null;
  /** The class the lesson is made up in (null for a marked absence). */
  toClassroomTitle: string | null;
}

/** The makeup of an entry as SCHEDULE shows it, with whether it can still be undone. */
export interface ScheduleMakeupView {
  id: number;
  status: 'SCHEDULED' | 'ABSENT';
  notes: string;
  toClassroomTitle: string | null;
  toStartOn: Date | null;
  undoable: boolean;
}

/** One lesson of the student's week as the database holds it. */
export interface ScheduleRow {
  lessonId: number;
  /** The class the lesson belongs to: for a makeup, the student's own class it stands in for. */
  classroomTitle: string;
  /** The class the lesson is taught in (for a makeup, the other class). */
  hostClassroomTitle: string;
  startOn: Date | null;
  endOn: Date | null;
  location: string;
  attendeeStatus: string | null;
  /** A makeup away from this lesson. */
  makeupFrom: ScheduleMakeup | null;
  /** The makeup that brings the student to this lesson from another class. */
  makeupTo: ScheduleMakeup | null;
}

export interface ScheduleEntry {
  lessonId: number;
  /** 'Make up lesson' for a makeup, otherwise the class's title. */
  title: string;
  /** The student's own class (for a makeup, the class whose lesson it makes up). */
  classroomTitle: string;
  hostClassroomTitle: string;
  startOn: Date | null;
  endOn: Date | null;
  location: string;
  /** The student's recorded status at this lesson. */
  status: AttendeeStatus;
  /** Struck through: missed, or moved to a makeup. */
  absent: boolean;
  makeup: boolean;
  /** Past lessons cannot be tapped; future ones open the makeup dialog, or the makeup to undo. */
  past: boolean;
  /** The makeup of this entry (moving the student here, or away from here), if any. */
  makeupRecord: ScheduleMakeupView | null;
}

export const MAKEUP_ENTRY_TITLE = 'Make up lesson';

/**
 * The week's entries in time order: a makeup reads 'Make up lesson' with the original class's
 * title; a lesson left for a makeup, or missed, is struck through. A lesson the family marked
 * missed is no longer struck through once the teacher records the student as there.
 */
export function scheduleEntries(rows: readonly ScheduleRow[], now: Date): ScheduleEntry[] {
  return rows
    .map((row): ScheduleEntry => {
      const target = row.makeupTo !== null;
      const makeup = row.makeupTo ?? row.makeupFrom;
      const status = row.attendeeStatus !== null && isAttendeeStatus(row.attendeeStatus) ? row.attendeeStatus : 'UNKNOWN';
      const movedAway = row.makeupFrom?.status === 'SCHEDULED';
      const markedMissed = row.makeupFrom?.status === 'ABSENT' && !attended(status);
      return {
        lessonId: row.lessonId,
        title: target ? MAKEUP_ENTRY_TITLE : row.classroomTitle,
        classroomTitle: row.classroomTitle,
        hostClassroomTitle: row.hostClassroomTitle,
        startOn: row.startOn,
        endOn: row.endOn,
        location: row.location,
        status,
        absent: !target && (missed(status) || movedAway || markedMissed),
        makeup: target,
        past: row.startOn !== null && row.startOn <= now,
        makeupRecord:
          makeup === null
            ? null
            : {
                id: makeup.id,
                status: makeup.status,
                notes: makeup.notes,
                toClassroomTitle: makeup.toClassroomTitle,
                toStartOn: makeup.toStartOn,
                undoable: makeupUndoable(makeup, now),
              },
      };
    })
    .sort((a, b) => (a.startOn?.getTime() ?? 0) - (b.startOn?.getTime() ?? 0) || a.lessonId - b.lessonId);
}
