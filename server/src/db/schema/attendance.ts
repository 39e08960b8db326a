import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lessons } from './catalog.js';
import { cascadingId, createdAt, timestamps } from './columns.js';
import { gradePercent } from './learning.js';
import { employees, familyAccounts, familyMembers, students } from './people.js';

/** The spec's statuses plus EXCUSED; the roll calls ONTIME Present (see core/src/attendance.ts). */
export const attendeeStatusEnum = pgEnum('attendee_status', ['UNKNOWN', 'ABSENT', 'ONTIME', 'LATE', 'EARLY', 'EXCUSED']);
/** SCHEDULED moves the student to another lesson; ABSENT only marks the original lesson missed. */
export const makeupStatusEnum = pgEnum('makeup_status', ['SCHEDULED', 'ABSENT']);

/** A student's place in one lesson, with attendance and the lesson's grade. */
export const attendees = pgTable(
  'attendees',
  {
    id: serial('id').primaryKey(),
    lessonId: cascadingId('lesson_id', () => lessons.id),
    studentId: cascadingId('student_id', () => students.id),
    status: attendeeStatusEnum('status').notNull().default('UNKNOWN'),
    note: text('note').notNull().default(''),
    overallGrade: gradePercent('overall_grade'),
    percentCompleted: gradePercent('percent_completed').notNull().default(0),
    /** The student attends this lesson as a makeup from another classroom. */
    isMakeup: boolean('is_makeup').notNull().default(false),
    /** Who last recorded the status on the roll, and when (null: never taken by staff). */
    recordedByEmployeeId: integer('recorded_by_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendees_student_lesson_unique').on(t.studentId, t.lessonId),
    index('attendees_lesson_idx').on(t.lessonId),
    check('attendees_overall_grade_range', sql`${t.overallGrade} is null or ${t.overallGrade} between -1 and 100`),
    check('attendees_percent_completed_range', sql`${t.percentCompleted} between 0 and 100`),
  ],
);

export const makeups = pgTable(
  'makeups',
  {
    id: serial('id').primaryKey(),
    studentId: cascadingId('student_id', () => students.id),
    fromLessonId: cascadingId('from_lesson_id', () => lessons.id),
    toLessonId: integer('to_lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    status: makeupStatusEnum('status').notNull(),
    notes: text('notes').notNull().default(''),
    /** The attendee status before the makeup, restored by undo. */
    originalAbsent: boolean('original_absent').notNull().default(false),
    /** Who scheduled it: the student, a parent or staff. */
    createdByStudentId: integer('created_by_student_id').references(() => students.id, { onDelete: 'set null' }),
    createdByFamilyMemberId: integer('created_by_family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    createdByEmployeeId: integer('created_by_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('makeups_student_from_lesson_unique').on(t.studentId, t.fromLessonId),
    index('makeups_to_lesson_idx').on(t.toLessonId),
    check('makeups_scheduled_has_target', sql`${t.status} <> 'SCHEDULED' or ${t.toLessonId} is not null`),
    check('makeups_target_differs', sql`${t.toLessonId} is null or ${t.toLessonId} <> ${t.fromLessonId}`),
  ],
);

/**
 * A student's schedule as a calendar feed a family subscribes to. The URL carries a random token;
 * only its SHA-256 is kept. Revoking sets revokedAt (the URL then answers 404); one live feed per
 * student.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    studentId: cascadingId('student_id', () => students.id),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    tokenHash: text('token_hash').notNull(),
    createdByFamilyMemberId: integer('created_by_family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_student_unique')
      .on(t.studentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
