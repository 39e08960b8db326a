import { classroomAccessOpen, classroomMode, type ClassroomMode, calendarDate, completedAccessEndsOn, formatCalendarDate } from '@solve/core';
import { and, eq, isNull, type Placeholder, sql, type SQL } from 'drizzle-orm';
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
import { isStaffViewer } from './classroom.policy.js';
import { rowAsJson } from '../../db/json-rows.js';
import { preparedPerDb } from '../../db/prepared.js';
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

const ids = (viewer: Viewer | null) => ({
  studentId: viewer?.userType === 'STUDENT' ? viewer.studentId : 0,
  employeeId: viewer?.userType === 'EMPLOYEE' ? viewer.employeeId : 0,
});

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

/**
 * One classroom, the viewer's relation to it (enrolment, open trial, teaching), the student's work
 * in it and the content version, in one statement; the class's lessons come from class-lessons.ts.
 * The classroom and course rows come as JSON: every page of a class runs this, and their many
 * columns were most of the driver's work.
 */
const classroomJson = rowAsJson(classrooms);
const courseJson = rowAsJson(courses);

function contextQuery(db: Db, where: SQL, name: string) {
  const studentId = sql.placeholder('studentId');
  return db
    .select({
      classroom: classroomJson.column,
      course: courseJson.column,
      locationName: locations.name,
      timeZone: academySettings.timeZone,
      enrollmentId: enrollments.id,
      enrollmentStatus: enrollments.status,
      trialToLessonOrder: trialToLessonOrderOf(studentId),
      teaches: sql<boolean>`exists (select 1 from ${classroomInstructors}
        where ${classroomInstructors.classroomId} = ${classrooms.id} and ${classroomInstructors.employeeId} = ${sql.placeholder('employeeId')})`.mapWith(Boolean),
      work: classroomWorkJson(sql`"classrooms"."id"`, studentId),
      contentVersion,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
    .innerJoin(academySettings, eq(academySettings.id, 1))
    .leftJoin(
      enrollments,
      and(eq(enrollments.classroomId, classrooms.id), eq(enrollments.studentId, studentId), isNull(enrollments.withdrawnAt)),
    )
    .where(where)
    .limit(1)
    .prepare(name);
}

const byClassroom = preparedPerDb((db) => contextQuery(db, eq(classrooms.id, sql.placeholder('classroomId')), 'classroom_with_lessons'));
const byLesson = preparedPerDb((db) =>
  contextQuery(db, sql`${classrooms.id} = (select ${lessons.classroomId} from ${lessons} where ${lessons.id} = ${sql.placeholder('lessonId')})`, 'lesson_classroom_with_lessons'),
);

type ContextRow = {
  classroom: Record<string, unknown> | string;
  course: Record<string, unknown> | string;
  locationName: string | null;
  timeZone: string;
  enrollmentId: number | null;
  enrollmentStatus: EnrollmentStatus | null;
  trialToLessonOrder: number | null;
  teaches: boolean;
};

function toContext(viewer: Viewer | null, row: ContextRow): ClassroomContext {
  const isStaff = viewer !== null && isStaffViewer(viewer);
  const enrolled = viewer?.userType === 'STUDENT' && row.enrollmentId !== null;
  return {
    classroom: classroomJson.decode(row.classroom),
    course: courseJson.decode(row.course),
    locationName: row.locationName,
    timeZone: row.timeZone,
    isStaff,
    enrolled,
    enrollmentStatus: enrolled ? row.enrollmentStatus : null,
    trialToLessonOrder: enrolled ? row.trialToLessonOrder : null,
    teaches: row.teaches,
    mode: classroomMode({ isStaff, enrollmentStatus: enrolled ? row.enrollmentStatus : null, trialToLessonOrder: enrolled ? row.trialToLessonOrder : null }),
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
  const [row] = 'classroomId' in where ? await byClassroom(db).execute({ ...ids(viewer), ...where }) : await byLesson(db).execute({ ...ids(viewer), ...where });
  if (!row) throw notFound();
  const context = toContext(viewer, row);
  const lessons = (await classLessons(db, [context.classroom.id], row.contentVersion)).get(context.classroom.id) ?? [];
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
    throw new DomainError('CLASS_ACCESS_ENDED', { date: formatCalendarDate(classroom.endDate) }, {
      accessEndedOn: completedAccessEndsOn(classroom.endDate, classroom.finalAccessDate),
    });
  }
}
