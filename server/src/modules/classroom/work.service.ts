import type { AssignmentWork } from '@solve/core';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments, enrollments, lessonPlans, lessons, problemSets, submissions } from '../../db/schema/index.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.types.js';
import { preparedPerDb } from '../../db/prepared.js';

export type LessonRecord = typeof lessons.$inferSelect;
export type LessonPlanRecord = typeof lessonPlans.$inferSelect;

/** A student's attempts at one assignment, summed up. */
export interface StudentWork {
  submittedAttempts: number;
  bestGrade: number | null;
  inProgressSubmissionId: number | null;
  reviewed: boolean;
  /** Whether the latest submitted attempt is graded. */
  latestGraded: boolean;
}

export const NO_WORK: StudentWork = { submittedAttempts: 0, bestGrade: null, inProgressSubmissionId: null, reviewed: false, latestGraded: false };

/**
 * One row per assignment the student ever started, from their own submissions only: the cost of
 * every progress figure grows with the student's work, never with the academy's.
 */
function workOf(db: Db) {
  const submitted = sql`${submissions.submittedAt} is not null`;
  return db
    .select({
      assignmentId: submissions.assignmentId,
      submittedAttempts: sql<number>`count(*) filter (where ${submitted})`.mapWith(Number).as('submitted_attempts'),
      bestGrade: sql<number | null>`max(${submissions.overallGrade}) filter (where ${submitted})`.as('best_grade'),
      inProgressSubmissionId: sql<number | null>`max(${submissions.id}) filter (where ${submissions.submittedAt} is null)`.as('in_progress_id'),
      reviewed: sql<boolean>`bool_or(${submissions.reviewed})`.as('reviewed'),
      latestGraded: sql<boolean | null>`(array_agg(${submissions.graded} order by ${submissions.attemptNumber} desc) filter (where ${submitted}))[1]`.as(
        'latest_graded',
      ),
    })
    .from(submissions)
    .where(eq(submissions.studentId, sql.placeholder('studentId')))
    .groupBy(submissions.assignmentId)
    .as('work');
}

type WorkColumns = {
  submittedAttempts: number | null;
  bestGrade: string | number | null;
  inProgressSubmissionId: number | null;
  reviewed: boolean | null;
  latestGraded: boolean | null;
};

function toWork(row: WorkColumns): StudentWork {
  if (row.submittedAttempts === null && row.inProgressSubmissionId === null) return NO_WORK;
  return {
    submittedAttempts: Number(row.submittedAttempts ?? 0),
    bestGrade: row.bestGrade === null ? null : Number(row.bestGrade),
    inProgressSubmissionId: row.inProgressSubmissionId === null ? null : Number(row.inProgressSubmissionId),
    reviewed: row.reviewed === true,
    latestGraded: row.latestGraded === true,
  };
}

export function assignmentWork(assignment: Pick<AssignmentRecord, 'status' | 'graded' | 'dueOn'>, work: StudentWork): AssignmentWork {
  return { status: assignment.status, graded: assignment.graded, dueOn: assignment.dueOn, submittedAttempts: work.submittedAttempts, bestGrade: work.bestGrade };
}

export interface AssignmentWithWork {
  assignment: AssignmentRecord;
  problemSet: ProblemSetRecord;
  work: StudentWork;
}

export interface LessonWithWork {
  lesson: LessonRecord;
  plan: LessonPlanRecord;
  assignments: AssignmentWithWork[];
}

function lessonsQuery(db: Db, where: SQL, name: string) {
  const work = workOf(db);
  return db
    .select({
      lesson: lessons,
      plan: lessonPlans,
      assignment: assignments,
      problemSet: problemSets,
      submittedAttempts: work.submittedAttempts,
      bestGrade: work.bestGrade,
      inProgressSubmissionId: work.inProgressSubmissionId,
      reviewed: work.reviewed,
      latestGraded: work.latestGraded,
    })
    .from(lessons)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .leftJoin(assignments, eq(assignments.lessonId, lessons.id))
    .leftJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
    .leftJoin(work, eq(work.assignmentId, assignments.id))
    .where(where)
    .orderBy(asc(lessonPlans.order), asc(lessons.id), asc(problemSets.order), asc(assignments.id))
    .prepare(name);
}

const lessonsOfClassroom = preparedPerDb((db) => lessonsQuery(db, eq(lessons.classroomId, sql.placeholder('classroomId')), 'classroom_lessons'));
const lessonsBesideLesson = preparedPerDb((db) =>
  lessonsQuery(db, sql`${lessons.classroomId} = (select l2.classroom_id from ${lessons} l2 where l2.id = ${sql.placeholder('lessonId')})`, 'lesson_classroom_lessons'),
);

/**
 * Every lesson of a classroom (given, or the one of a lesson) in lesson order, with its
 * assignments (in set order) and the student's work on each; one statement. `studentId` 0
 * (staff) gives no work.
 */
export async function classroomLessons(db: Db, classroom: { id: number } | { ofLesson: number }, studentId: number): Promise<LessonWithWork[]> {
  const rows =
    'id' in classroom
      ? await lessonsOfClassroom(db).execute({ classroomId: classroom.id, studentId })
      : await lessonsBesideLesson(db).execute({ lessonId: classroom.ofLesson, studentId });
  const result: LessonWithWork[] = [];
  for (const row of rows) {
    let current = result.at(-1);
    if (!current || current.lesson.id !== row.lesson.id) {
      current = { lesson: row.lesson, plan: row.plan, assignments: [] };
      result.push(current);
    }
    if (row.assignment && row.problemSet) current.assignments.push({ assignment: row.assignment, problemSet: row.problemSet, work: toWork(row) });
  }
  return result;
}

/** What the dashboard needs of one assignment in one of the student's classrooms. */
export interface DashboardWork extends AssignmentWork {
  classroomId: number;
  lessonOrder: number;
  isIntroduction: boolean;
}

const dashboardWork = preparedPerDb((db) => {
  const work = workOf(db);
  return db
    .select({
      classroomId: lessons.classroomId,
      lessonOrder: lessonPlans.order,
      planType: lessonPlans.lessonPlanType,
      status: assignments.status,
      graded: assignments.graded,
      dueOn: assignments.dueOn,
      submittedAttempts: work.submittedAttempts,
      bestGrade: work.bestGrade,
    })
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .leftJoin(work, eq(work.assignmentId, assignments.id))
    .where(
      inArray(
        lessons.classroomId,
        db
          .select({ id: enrollments.classroomId })
          .from(enrollments)
          .where(and(eq(enrollments.studentId, sql.placeholder('studentId')), isNull(enrollments.withdrawnAt))),
      ),
    )
    .prepare('dashboard_work');
});

/**
 * The student's work in every classroom they are enrolled in, one row per assignment; one
 * statement that does not wait for the enrolment list.
 */
export async function enrolledClassroomsWork(db: Db, studentId: number): Promise<DashboardWork[]> {
  const rows = await dashboardWork(db).execute({ studentId });
  return rows.map((row) => ({
    classroomId: row.classroomId,
    lessonOrder: row.lessonOrder,
    isIntroduction: row.planType === 'INTRODUCTION',
    status: row.status,
    graded: row.graded,
    dueOn: row.dueOn,
    submittedAttempts: Number(row.submittedAttempts ?? 0),
    bestGrade: row.bestGrade === null ? null : Number(row.bestGrade),
  }));
}
