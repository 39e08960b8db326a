import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { studentSessions } from './auth.js';
import { invoiceItems } from './billing.js';
import { classrooms, lessons } from './catalog.js';
import { cascadingId, instant, instantNow, timestamps } from './columns.js';
import { problemSets, problems } from './content.js';
import { students } from './people.js';

export const assignmentStatusEnum = pgEnum('assignment_status', ['ASSIGNED', 'NOT_ASSIGNED']);
/** Null status on an enrolment means "no status" (shown with the paid ones). */
export const enrollmentStatusEnum = pgEnum('enrollment_status', ['PAID', 'QUALIFY', 'TRIAL']);
export const badgeRankingEnum = pgEnum('badge_ranking', ['HONOR', 'BRONZE', 'SILVER', 'GOLD']);

/** A grade in percent: -1 means In Progress, null means not available. */
export const gradePercent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
/** Points earned, with room for partial credit. */
const points = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });
const gradeInRange = (column: unknown) => sql`${column} is null or ${column} between -1 and 100`;

/** A problem set given in one lesson of a classroom. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    lessonId: cascadingId('lesson_id', () => lessons.id),
    problemSetId: integer('problem_set_id')
      .notNull()
      .references(() => problemSets.id, { onDelete: 'restrict' }),
    status: assignmentStatusEnum('status').notNull().default('ASSIGNED'),
    startOn: instant('start_on'),
    dueOn: instant('due_on'),
    /** Counts toward the gradebook (optional instruction sets do not). */
    graded: boolean('graded').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('assignments_lesson_problem_set_unique').on(t.lessonId, t.problemSetId),
    index('assignments_problem_set_idx').on(t.problemSetId),
  ],
);

/**
 * A student in a classroom. The unread-message badge is counted from the student's issues; grades
 * and progress are computed from the student's submissions (core/progress.ts), never stored here.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    studentId: cascadingId('student_id', () => students.id),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    status: enrollmentStatusEnum('status'),
    /** The cart item this enrolment was paid with. */
    invoiceItemId: integer('invoice_item_id').references(() => invoiceItems.id, { onDelete: 'set null' }),
    withdrawnAt: instant('withdrawn_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('enrollments_student_classroom_unique').on(t.studentId, t.classroomId),
    // With withdrawn_at, the seat counts (class lists, the catalog, the capacity trigger) read the index alone.
    index('enrollments_classroom_idx').on(t.classroomId, t.withdrawnAt),
  ],
);

/** One attempt at an assignment. At most one attempt per student and assignment is in progress. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: cascadingId('assignment_id', () => assignments.id),
    studentId: cascadingId('student_id', () => students.id),
    /** The work session that started it; a newer session makes it read-only from this one. */
    studentSessionId: integer('student_session_id').references(() => studentSessions.id, { onDelete: 'set null' }),
    attemptNumber: smallint('attempt_number').notNull().default(1),
    /** Seed of the problem and choice shuffle, so a reload shows the same order. */
    randomSeed: integer('random_seed').notNull().default(0),
    startedAt: instantNow('started_at'),
    submittedAt: instant('submitted_at'),
    graded: boolean('graded').notNull().default(false),
    reviewed: boolean('reviewed').notNull().default(false),
    /** Problems answered, and points earned on them. */
    count: integer('count').notNull().default(0),
    sum: points('sum').notNull().default(0),
    overallGrade: gradePercent('overall_grade'),
    /** Seconds. */
    totalTimeSpent: integer('total_time_spent').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('submissions_student_assignment_idx').on(t.studentId, t.assignmentId, t.attemptNumber),
    index('submissions_assignment_idx').on(t.assignmentId),
    uniqueIndex('submissions_attempt_unique').on(t.studentId, t.assignmentId, t.attemptNumber),
    uniqueIndex('submissions_one_in_progress')
      .on(t.studentId, t.assignmentId)
      .where(sql`${t.submittedAt} is null`),
    check('submissions_attempt_positive', sql`${t.attemptNumber} >= 1`),
    check('submissions_count_non_negative', sql`${t.count} >= 0`),
    check('submissions_sum_non_negative', sql`${t.sum} >= 0`),
    check('submissions_overall_grade_range', gradeInRange(t.overallGrade)),
    check('submissions_time_non_negative', sql`${t.totalTimeSpent} >= 0`),
    check('submissions_submitted_after_start', sql`${t.submittedAt} is null or ${t.submittedAt} >= ${t.startedAt}`),
  ],
);

/**
 * A student's answer to one problem of a submission. State: 0 unanswered, 1 correct, 2 incorrect,
 * 3 partially graded, 4 awaiting grading, 5 fully correct, 6 zero score.
 */
export const problemResponses = pgTable(
  'problem_responses',
  {
    id: serial('id').primaryKey(),
    submissionId: cascadingId('submission_id', () => submissions.id),
    problemId: cascadingId('problem_id', () => problems.id),
    value: text('value').notNull().default(''),
    state: smallint('state').notNull().default(0),
    sum: points('sum').notNull().default(0),
    count: integer('count').notNull().default(0),
    graded: boolean('graded').notNull().default(false),
    /** Seconds. */
    timeSpent: integer('time_spent').notNull().default(0),
    /**
     * The player's sequence number of the stored answer (it sends Date.now()): an answer is
     * applied only when its sequence is greater, so a retry or a late, older request never
     * overwrites a newer answer.
     */
    sequence: bigint('sequence', { mode: 'number' }).notNull().default(0),
    attachmentKey: text('attachment_key'),
    attachmentUrl: text('attachment_url'),
    scratchpadKey: text('scratchpad_key'),
    scratchpadUrl: text('scratchpad_url'),
    /** The grader's comment. */
    comment: text('comment'),
    /** When a teacher graded the answer or looked at the work attached to it (the grading queue's "seen"). */
    staffSeenAt: instant('staff_seen_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('problem_responses_submission_problem_unique').on(t.submissionId, t.problemId),
    index('problem_responses_problem_idx').on(t.problemId),
    // The grading queue: answers awaiting a grade, and answers with work no teacher has seen.
    index('problem_responses_to_grade_idx')
      .on(t.submissionId)
      .where(sql`${t.state} = 4 or (${t.staffSeenAt} is null and (${t.attachmentUrl} is not null or ${t.scratchpadUrl} is not null))`),
    check('problem_responses_state_range', sql`${t.state} between 0 and 6`),
    check('problem_responses_sum_non_negative', sql`${t.sum} >= 0`),
    check('problem_responses_count_non_negative', sql`${t.count} >= 0`),
    check('problem_responses_time_non_negative', sql`${t.timeSpent} >= 0`),
  ],
);

/** Points a submission earned on the leaderboard (10 per correct problem on the first try, 9 on the second). */
export const leaderboardPoints = pgTable(
  'leaderboard_points',
  {
    id: serial('id').primaryKey(),
    submissionId: cascadingId('submission_id', () => submissions.id),
    studentId: cascadingId('student_id', () => students.id),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    lessonId: cascadingId('lesson_id', () => lessons.id),
    points: integer('points').notNull(),
    awardedAt: instantNow('awarded_at'),
  },
  (t) => [
    uniqueIndex('leaderboard_points_submission_unique').on(t.submissionId),
    index('leaderboard_points_classroom_student_idx').on(t.classroomId, t.studentId),
    index('leaderboard_points_lesson_student_idx').on(t.lessonId, t.studentId),
    check('leaderboard_points_non_negative', sql`${t.points} >= 0`),
  ],
);

/**
 * The academy's badge catalogue. Which badges a student earned is computed from their class grade
 * (core/family-home.ts badgesEarned), tentative while the class runs, final once it closes.
 */
export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    ranking: badgeRankingEnum('ranking').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** Class grade needed, in percent. */
    minGrade: gradePercent('min_grade').notNull().default(0),
  },
  (t) => [
    uniqueIndex('badges_title_ranking_unique').on(t.title, t.ranking),
    check('badges_min_grade_range', sql`${t.minGrade} between 0 and 100`),
  ],
);
