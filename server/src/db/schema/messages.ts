import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attendees } from './attendance.js';
import { classrooms } from './catalog.js';
import { cascadingId, createdAt, instant, instantNow, timestamps } from './columns.js';
import { problems } from './content.js';
import { assignments } from './learning.js';
import { employees, students } from './people.js';

/** Labels: Help Needed, Report Problem, Attendance, Message. */
export const issueTypeEnum = pgEnum('issue_type', ['NEED_HELP', 'REPORT_PROBLEM', 'ATTENDANCE', 'MESSAGE']);
export const issueStatusEnum = pgEnum('issue_status', ['INITIATED', 'RESOLVED']);
export const helpMessageAuthorEnum = pgEnum('help_message_author', ['STUDENT', 'ASSISTANT', 'STAFF']);

/** A student's message thread with staff: help requests, problem reports, attendance corrections. */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    issueType: issueTypeEnum('issue_type').notNull(),
    issueStatus: issueStatusEnum('issue_status').notNull().default('INITIATED'),
    /** Unread replies make the classroom's message badge. */
    isRead: boolean('is_read').notNull().default(false),
    description: text('description').notNull().default(''),
    response: text('response'),
    resolution: text('resolution'),
    dateAssigned: instantNow('date_assigned'),
    dateResolved: instant('date_resolved'),
    /** Lesson, assignment and problem numbers as LL-AA-PP. */
    lapCode: text('lap_code'),
    /** Hints sent so far in the help chat (the next one is this plus 1). */
    hintNumber: smallint('hint_number').notNull().default(0),
    responsibleEmployeeId: integer('responsible_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    studentId: cascadingId('student_id', () => students.id),
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    attendeeId: integer('attendee_id').references(() => attendees.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('issues_student_date_idx').on(t.studentId, t.dateAssigned),
    index('issues_classroom_date_idx').on(t.classroomId, t.dateAssigned),
    index('issues_responsible_status_idx').on(t.responsibleEmployeeId, t.issueStatus),
    /** The staff inbox: open issues, oldest first. */
    index('issues_status_date_idx').on(t.issueStatus, t.dateAssigned),
    /** One open help request and one open report per student and problem; a resolved one is closed, and a new one starts afresh. */
    uniqueIndex('issues_one_open_per_problem_and_type')
      .on(t.studentId, t.problemId, t.issueType)
      .where(sql`${t.problemId} is not null and ${t.issueType} in ('NEED_HELP', 'REPORT_PROBLEM') and ${t.issueStatus} = 'INITIATED'`),
    uniqueIndex('issues_one_attendance_per_attendee')
      .on(t.studentId, t.attendeeId)
      .where(sql`${t.attendeeId} is not null and ${t.issueType} = 'ATTENDANCE'`),
    check('issues_resolved_after_assigned', sql`${t.dateResolved} is null or ${t.dateResolved} >= ${t.dateAssigned}`),
    check('issues_hint_number_non_negative', sql`${t.hintNumber} >= 0`),
  ],
);

/** The help chat of an issue, in order. */
export const helpMessages = pgTable(
  'help_messages',
  {
    id: serial('id').primaryKey(),
    issueId: cascadingId('issue_id', () => issues.id),
    author: helpMessageAuthorEnum('author').notNull(),
    /** The hint number this message answers (0 when it is not a hint). */
    helpOrder: smallint('help_order').notNull().default(0),
    messageText: text('message_text').notNull().default(''),
    chatVideo: text('chat_video'),
    chatImage: text('chat_image'),
    chatText: text('chat_text'),
    createdAt: createdAt(),
  },
  (t) => [index('help_messages_issue_idx').on(t.issueId, t.id)],
);

/** Class announcements. Likes are counted from news_likes. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    subject: text('subject').notNull(),
    /** TipTap JSON, or plain text from older announcements. */
    message: text('message').notNull(),
    announceDateTime: instantNow('announce_date_time'),
    announcerId: integer('announcer_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Posted as the classroom's headline (classrooms.headline_news_id points at the current one). */
    headline: boolean('headline').notNull().default(false),
    archivedAt: instant('archived_at'),
    ...timestamps(),
  },
  (t) => [index('news_classroom_announce_idx').on(t.classroomId, t.announceDateTime)],
);

export const newsLikes = pgTable(
  'news_likes',
  {
    id: serial('id').primaryKey(),
    newsId: cascadingId('news_id', () => news.id),
    studentId: cascadingId('student_id', () => students.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('news_likes_news_student_unique').on(t.newsId, t.studentId), index('news_likes_student_idx').on(t.studentId)],
);
