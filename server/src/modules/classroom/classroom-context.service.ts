import {
  classroomAccessOpen,
  classroomMode,
  type ClassroomMode,
  calendarDate,
  completedAccessEndsOn,
  formatCalendarDate,
} from '@solve/core';
import { eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  academySettings,
  classroomInstructors,
  classrooms,
  courses,
  enrollments,
  lessonPlans,
  lessons,
  locations,
  opportunities,
  trials,
} from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Viewer } from '../auth/viewer.js';
import { isStaffViewer } from '../../authorization/policies.js';
import { perHandle } from '../../db/per-handle.js';
import { coalescedReads } from '../../db/coalesced-reads.js';
import { contentVersion } from '../../db/content-version.js';
import { classLessons } from './class-lessons.js';
import { classroomWorkJson, lessonsWithWork, type LessonWithWork, workByAssignment } from './work.service.js';

export type ClassroomRecord = typeof classrooms.$inferSelect;
export type CourseRecord = typeof courses.$inferSelect;
export type EnrollmentStatus = NonNullable<(typeof enrollments.$inferSelect)['status']>;

/** A classroom as one viewer sees it: the class, its course, and the viewer's place in it. */
export interface ClassroomContext {
  classroom: ClassroomRecord;
  course: CourseRecord;
  locationName: string | null;
  timeZone: string;
  isStaff: boolean;
  /** Students: enrolled (not withdrawn), with the enrolment's status. */
  enrolled: boolean;
  enrollmentStatus: EnrollmentStatus | null;
  /** Lesson order of an open trial's last lesson in this classroom. */
  trialToLessonOrder: number | null;
  /** Staff: teaches this classroom. */
  teaches: boolean;
  mode: ClassroomMode;
}

/**
 * The lesson order up to which an open trial (opportunity stage TRIAL, status OPEN) of the student
 * opens the classroom of the outer query; null without one.
 */
export function trialToLessonOrderOf(studentId: number | Placeholder | SQL, classroomId: SQL = sql`"classrooms"."id"`) {
  return sql<number | null>`(
    select tp."order" from ${opportunities} o
    join ${trials} t on t.opportunity_id = o.id
    join ${lessons} tl on tl.id = t.to_lesson_id
    join ${lessonPlans} tp on tp.id = tl.lesson_plan_id
    where o.student_id = ${studentId} and o.stage = 'TRIAL' and o.status = 'OPEN' and t.classroom_id = ${classroomId}
    order by tp."order" desc limit 1)`.mapWith((value) => (value === null ? null : Number(value)));
}

type ContextRow = {
  classroom: ClassroomRecord;
  course: CourseRecord;
  locationName: string | null;
  timeZone: string;
  enrollmentId: number | null;
  enrollmentStatus: EnrollmentStatus | null;
  trialToLessonOrder: number | null;
  teaches: boolean;
};

/**
 * Classrooms, each with a viewer's relation to it (enrolment, open trial, teaching), the student's
 * work in it and the content version, one row per request in `asked`; the class's lessons come from
 * class-lessons.ts. The requests go in as a JSON array, so that PostgreSQL keeps one plan for
 * batches of every size (id-list.ts). The classroom of each request and the student's enrolment
 * in it come from LATERAL subqueries, which PostgreSQL plans apart with the request's values as
 * parameters: primary-key and index lookups, whatever number of requests it expects. Planned as
 * one join instead, it expected a hundred requests and scanned every lesson.
 */
const classroomContexts = perHandle((db) =>
  db
    .select({
      key: sql<string>`asked.key`,
      classroom: classrooms,
      course: courses,
      locationName: locations.name,
      timeZone: academySettings.timeZone,
      enrollmentId: sql<number | null>`enrolment.id`,
      enrollmentStatus: sql<EnrollmentStatus | null>`enrolment.status`,
      trialToLessonOrder: trialToLessonOrderOf(sql`asked.student_id`, sql`${classrooms.id}`),
      teaches: sql<boolean>`exists (select 1 from ${classroomInstructors} ci where ci.classroom_id = ${classrooms.id} and ci.employee_id = asked.employee_id)`,
      work: classroomWorkJson(sql`${classrooms.id}`, sql`asked.student_id`),
      contentVersion,
    })
    .from(
      sql`json_to_recordset(${sql.placeholder('asked')}::json) as asked(key text, student_id int, employee_id int, classroom_id int, lesson_id int)
      cross join lateral (select coalesce(asked.classroom_id, (select l.classroom_id from ${lessons} l where l.id = asked.lesson_id)) as id) target
      left join lateral (select e.id, e.status from ${enrollments} e
        where e.classroom_id = target.id and e.student_id = asked.student_id and e.withdrawn_at is null limit 1) enrolment on true`,
    )
    .innerJoin(classrooms, sql`${classrooms.id} = target.id`)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
    .innerJoin(academySettings, eq(academySettings.id, 1))
    .prepare('classroom_contexts'),
);

type ContextStatementRow = Awaited<ReturnType<ReturnType<typeof classroomContexts>['execute']>>[number];

/** What a page asks: the viewer's ids (0: none) and the classroom, or the lesson whose classroom it is. */
interface AskedContext {
  key: string;
  studentId: number;
  employeeId: number;
  classroomId: number | null;
  lessonId: number | null;
}

function askedContext(viewer: Viewer | null, where: { classroomId: number } | { lessonId: number }): AskedContext {
  const studentId = viewer?.userType === 'STUDENT' ? viewer.studentId : 0;
  const employeeId = viewer?.userType === 'EMPLOYEE' ? viewer.employeeId : 0;
  const [classroomId, lessonId] = 'classroomId' in where ? [where.classroomId, null] : [null, where.lessonId];
  return { key: `${studentId}/${employeeId}/${classroomId ?? ''}/${lessonId ?? ''}`, studentId, employeeId, classroomId, lessonId };
}

/** The statement's row for each page; pages of classes asked for in the same turn of the event loop are read together. */
const contextRows = perHandle((db) =>
  coalescedReads<AskedContext, ContextStatementRow, string>(
    async (asked) => {
      const json = asked.map(({ key, studentId, employeeId, classroomId, lessonId }) => ({
        key,
        student_id: studentId,
        employee_id: employeeId,
        classroom_id: classroomId,
        lesson_id: lessonId,
      }));
      const rows = await classroomContexts(db).execute({ asked: JSON.stringify(json) });
      return new Map(rows.map((row) => [row.key, row]));
    },
    { keyOf: (asked) => asked.key },
  ),
);

function toContext(viewer: Viewer | null, row: ContextRow): ClassroomContext {
  return contextOf(row, viewer !== null && isStaffViewer(viewer), viewer?.userType === 'STUDENT');
}

/** A classroom's context for staff or for the student whose enrolment the row holds (`asStudent`). */
function contextOf(row: ContextRow, isStaff: boolean, asStudent: boolean): ClassroomContext {
  const enrolled = asStudent && row.enrollmentId !== null;
  return {
    classroom: row.classroom,
    course: row.course,
    locationName: row.locationName,
    timeZone: row.timeZone,
    isStaff,
    enrolled,
    enrollmentStatus: enrolled ? row.enrollmentStatus : null,
    trialToLessonOrder: enrolled ? row.trialToLessonOrder : null,
    teaches: row.teaches,
    mode: classroomMode({
      isStaff,
      enrollmentStatus: enrolled ? row.enrollmentStatus : null,
      trialToLessonOrder: enrolled ? row.trialToLessonOrder : null,
    }),
  };
}

/**
 * A classroom (by id, or the one of a lesson) with the viewer's relation to it and its lessons with
 * the student's work; NOT_FOUND when there is none.
 */
export async function classroomWithLessons(
  db: Db,
  viewer: Viewer | null,
  where: { classroomId: number } | { lessonId: number },
): Promise<{ context: ClassroomContext; lessons: LessonWithWork[] }> {
  const row = await contextRows(db).load(askedContext(viewer, where));
  if (!row) throw notFound();
  const context = toContext(viewer, row);
  const lessons = (await classLessons(db, [context.classroom.id], row.contentVersion)).get(context.classroom.id) ?? [];
  return { context, lessons: lessonsWithWork(lessons, workByAssignment(row.work)) };
}

/**
 * A classroom with one student's enrolment and work in it, read for someone else: their family's
 * grades. The context is the student's own (their mode and enrolment), so the lessons' progress
 * follows the same rules as on the student's pages. NOT_FOUND when there is no such classroom.
 */
export async function classroomWithStudentWork(
  db: Db,
  studentId: number,
  classroomId: number,
): Promise<{ context: ClassroomContext; lessons: LessonWithWork[] }> {
  const asked: AskedContext = { key: `${studentId}/0/${classroomId}/`, studentId, employeeId: 0, classroomId, lessonId: null };
  const row = await contextRows(db).load(asked);
  if (!row) throw notFound();
  const context = contextOf(row, false, true);
  const lessons = (await classLessons(db, [classroomId], row.contentVersion)).get(classroomId) ?? [];
  return { context, lessons: lessonsWithWork(lessons, workByAssignment(row.work)) };
}

/** The calendar day now is in the academy's zone. */
export const academyToday = (context: Pick<ClassroomContext, 'timeZone'>, now: Date) => calendarDate(now, context.timeZone);

/**
 * A student enters a classroom while it is active or inside its access window after the end;
 * after that only the transcript remains. Staff always enter.
 */
export function requireClassroomOpen(context: ClassroomContext, now: Date): void {
  if (context.isStaff) return;
  const { classroom } = context;
  const today = academyToday(context, now);
  if (!classroomAccessOpen({ status: classroom.status, endDate: classroom.endDate, finalAccessDate: classroom.finalAccessDate, today })) {
    throw new DomainError(
      'CLASS_ACCESS_ENDED',
      { date: formatCalendarDate(classroom.endDate) },
      {
        accessEndedOn: completedAccessEndsOn(classroom.endDate, classroom.finalAccessDate),
      },
    );
  }
}
