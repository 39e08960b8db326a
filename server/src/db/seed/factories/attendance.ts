import type { Db } from '../../client.js';
import { attendees, makeups } from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';

export type NewAttendee = typeof attendees.$inferInsert;
export type NewMakeup = typeof makeups.$inferInsert;

export function attendeeValues(values: Partial<NewAttendee> & Pick<NewAttendee, 'lessonId' | 'studentId'>): NewAttendee {
  return { status: 'UNKNOWN', note: '', percentCompleted: 0, isMakeup: false, ...values };
}

export const createAttendee = inserter(attendees, attendeeValues);

/** A makeup to another lesson (SCHEDULED) unless status ABSENT is given. */
export const createMakeup = (db: Db, values: Partial<NewMakeup> & Pick<NewMakeup, 'studentId' | 'fromLessonId'>) =>
  insertOne(db, makeups, { status: 'SCHEDULED', notes: 'Family trip that week.', ...values });
