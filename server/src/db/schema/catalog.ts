import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadingId, cents, createdAt, instant, timestamps } from './columns.js';
import { news } from './messages.js';
import { employees, familyAccounts, locations, students } from './people.js';
import { quarterEnum } from './platform.js';

/** M Math, N Physics, B Biology, P Coding, C Chemistry, E English, D Speech and Debate. */
export const subjectEnum = pgEnum('subject', ['M', 'N', 'B', 'P', 'C', 'E', 'D']);
export const teachingStyleEnum = pgEnum('teaching_style', ['SELF_PACED', 'CLASSROOM', 'BLENDED', 'MENTORED', 'TUTORED', 'COMPETITION']);
/** OPENED and PUBLISHED are active; CLOSED is completed (transcript). */
export const classroomStatusEnum = pgEnum('classroom_status', ['OPENED', 'PUBLISHED', 'CLOSED']);
export const lessonPlanTypeEnum = pgEnum('lesson_plan_type', ['INTRODUCTION', 'INSTRUCTION', 'REVIEW', 'ASSESSMENT', 'CONTEST']);
export const tutorSessionStatusEnum = pgEnum('tutor_session_status', ['SCHEDULED', 'COMPLETED', 'CANCELED', 'ABSENT']);
export const opportunityStageEnum = pgEnum('opportunity_stage', ['LEAD', 'ASSESSMENT', 'TRIAL', 'ENROLLMENT']);
export const opportunityStatusEnum = pgEnum('opportunity_status', ['OPEN', 'WON', 'LOST']);

/** A course of the catalog; classrooms are its scheduled runs. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    subject: subjectEnum('subject').notNull(),
    description: text('description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    /** Grade band; 0 is K. */
    startGrade: smallint('start_grade').notNull(),
    endGrade: smallint('end_grade').notNull(),
    imageUrl: text('image_url'),
    /** Program shown on the catalog cards (AP, Olympiad, Accelerated, Science, ...). */
    category: text('category').notNull().default(''),
    /** Place in its subject's path (1 first); recommendations offer the next level up. */
    level: smallint('level').notNull().default(1),
    lessonCount: smallint('lesson_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('courses_code_unique').on(t.code),
    index('courses_grades_idx').on(t.startGrade, t.endGrade),
    check('courses_grade_band', sql`${t.startGrade} between 0 and 12 and ${t.endGrade} between ${t.startGrade} and 12`),
    check('courses_lesson_count_non_negative', sql`${t.lessonCount} >= 0`),
    check('courses_level_positive', sql`${t.level} >= 1`),
  ],
);

export const classrooms = pgTable(
  'classrooms',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** First letter is the subject code. */
    code: text('code').notNull(),
    /** 'CODE: Name'; cards show the part after the colon. */
    title: text('title').notNull(),
    status: classroomStatusEnum('status').notNull().default('PUBLISHED'),
    year: smallint('year').notNull(),
    quarter: quarterEnum('quarter').notNull(),
    /** Catalog session name (Tutoring, Competition, Winter Online, Winter Bootcamp, ...). */
    session: text('session').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Completed classes stay open 21 days after endDate unless this is later. */
    finalAccessDate: date('final_access_date', { mode: 'string' }),
    /** Local times in the academy's time zone. */
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** Meeting days as shown, e.g. 'Mon & Wed'. */
    meets: text('meets').notNull().default(''),
    meetsOnMonday: boolean('meets_on_monday').notNull().default(false),
    meetsOnTuesday: boolean('meets_on_tuesday').notNull().default(false),
    meetsOnWednesday: boolean('meets_on_wednesday').notNull().default(false),
    meetsOnThursday: boolean('meets_on_thursday').notNull().default(false),
    meetsOnFriday: boolean('meets_on_friday').notNull().default(false),
    meetsOnSaturday: boolean('meets_on_saturday').notNull().default(false),
    meetsOnSunday: boolean('meets_on_sunday').notNull().default(false),
    meetsEveryday: boolean('meets_everyday').notNull().default(false),
    meetingsPerWeek: smallint('meetings_per_week').notNull().default(1),
    teachingStyle: teachingStyleEnum('teaching_style').notNull(),
    /** False: the class runs elsewhere; the page points to externalUrl. */
    onSolve: boolean('on_solve').notNull().default(true),
    externalUrl: text('external_url'),
    onCatalog: boolean('on_catalog').notNull().default(true),
    /** Null: online. */
    centerLocationId: integer('center_location_id').references(() => locations.id, { onDelete: 'set null' }),
    tuitionCents: cents('tuition_cents').notNull().default(0),
    earlyBirdTuitionCents: cents('early_bird_tuition_cents'),
    /** Null: no seat limit. */
    enrollmentMax: integer('enrollment_max'),
    /** Intro video shown on recommendation cards. */
    videoId: text('video_id'),
    headlineNewsId: integer('headline_news_id').references((): AnyPgColumn => news.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('classrooms_code_idx').on(t.code),
    index('classrooms_course_idx').on(t.courseId),
    index('classrooms_status_start_idx').on(t.status, t.startDate),
    index('classrooms_term_idx').on(t.year, t.quarter),
    index('classrooms_center_idx').on(t.centerLocationId),
    check('classrooms_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('classrooms_tuition_non_negative', sql`${t.tuitionCents} >= 0`),
    check(
      'classrooms_early_bird_tuition_range',
      sql`${t.earlyBirdTuitionCents} is null or ${t.earlyBirdTuitionCents} between 0 and ${t.tuitionCents}`,
    ),
    check('classrooms_enrollment_max_non_negative', sql`${t.enrollmentMax} is null or ${t.enrollmentMax} >= 0`),
    check('classrooms_meetings_per_week_range', sql`${t.meetingsPerWeek} between 0 and 7`),
    check('classrooms_off_platform_has_url', sql`${t.onSolve} or ${t.externalUrl} is not null`),
  ],
);

export const classroomInstructors = pgTable(
  'classroom_instructors',
  {
    id: serial('id').primaryKey(),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    employeeId: cascadingId('employee_id', () => employees.id),
    isLead: boolean('is_lead').notNull().default(false),
    order: smallint('order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('classroom_instructors_unique').on(t.classroomId, t.employeeId),
    uniqueIndex('classroom_instructors_one_lead')
      .on(t.classroomId)
      .where(sql`${t.isLead}`),
    index('classroom_instructors_employee_idx').on(t.employeeId),
  ],
);

/** A course's syllabus entry; every classroom of the course has a lesson for it. */
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: serial('id').primaryKey(),
    courseId: cascadingId('course_id', () => courses.id),
    title: text('title').notNull(),
    lessonPlanType: lessonPlanTypeEnum('lesson_plan_type').notNull().default('INSTRUCTION'),
    /** The lesson number; 0 is the introduction. */
    order: smallint('order').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('lesson_plans_course_order_unique').on(t.courseId, t.order),
    check('lesson_plans_order_non_negative', sql`${t.order} >= 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    lessonPlanId: integer('lesson_plan_id')
      .notNull()
      .references(() => lessonPlans.id, { onDelete: 'restrict' }),
    startOn: instant('start_on'),
    endOn: instant('end_on'),
    /** Classroom and blended styles unlock the lesson from here. */
    previewOn: instant('preview_on'),
    dueOn: instant('due_on'),
    webinarId: text('webinar_id'),
    webinarUrl: text('webinar_url'),
    webinarReplay: text('webinar_replay'),
    officeHourDuration: smallint('office_hour_duration'),
    primaryOfficeHourOn: instant('primary_office_hour_on'),
    makeupOfficeHourOn: instant('makeup_office_hour_on'),
    officeHourMeetingId: text('office_hour_meeting_id'),
    ...timestamps(),
  },
  (t) => [
    index('lessons_classroom_start_idx').on(t.classroomId, t.startOn),
    index('lessons_lesson_plan_idx').on(t.lessonPlanId),
    index('lessons_start_idx').on(t.startOn),
    uniqueIndex('lessons_classroom_plan_unique').on(t.classroomId, t.lessonPlanId),
    check('lessons_end_after_start', sql`${t.endOn} is null or ${t.startOn} is null or ${t.endOn} >= ${t.startOn}`),
    check('lessons_office_hour_duration_range', sql`${t.officeHourDuration} is null or ${t.officeHourDuration} between 0 and 600`),
  ],
);

/** One-on-one sessions of a tutored classroom. */
export const tutorSessions = pgTable(
  'tutor_sessions',
  {
    id: serial('id').primaryKey(),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    studentId: cascadingId('student_id', () => students.id),
    tutorId: integer('tutor_id').references(() => employees.id, { onDelete: 'set null' }),
    status: tutorSessionStatusEnum('status').notNull().default('SCHEDULED'),
    order: smallint('order').notNull(),
    startDateTime: instant('start_date_time').notNull(),
    durationMinutes: smallint('duration_minutes').notNull().default(50),
    /** Null: online. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('tutor_sessions_classroom_student_idx').on(t.classroomId, t.studentId, t.startDateTime),
    index('tutor_sessions_student_start_idx').on(t.studentId, t.startDateTime),
    check('tutor_sessions_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

/** A prospective enrolment followed by the office; stage TRIAL with status OPEN comes back at sign-in. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    studentId: cascadingId('student_id', () => students.id),
    familyAccountId: integer('family_account_id').references(() => familyAccounts.id, { onDelete: 'set null' }),
    stage: opportunityStageEnum('stage').notNull().default('LEAD'),
    status: opportunityStatusEnum('status').notNull().default('OPEN'),
    responsibleEmployeeId: integer('responsible_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('opportunities_student_stage_idx').on(t.studentId, t.stage, t.status)],
);

/** A trial of a classroom: lessons after toLesson stay locked. */
export const trials = pgTable(
  'trials',
  {
    id: serial('id').primaryKey(),
    opportunityId: cascadingId('opportunity_id', () => opportunities.id),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    toLessonId: integer('to_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trials_opportunity_classroom_unique').on(t.opportunityId, t.classroomId),
    index('trials_classroom_idx').on(t.classroomId),
  ],
);
