import type { AssignmentWork, GradedAssignment } from '@solve/core';
import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { jsonValue } from '../../db/json-value.js';
import { assignments, lessons, submissions } from '../../db/schema/index.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.repository.js';
import type { ClassLesson, LessonPlanRecord, LessonRecord } from './class-lessons.js';

export type { LessonPlanRecord, LessonRecord };

/** A student's attempts at one assignment, summed up. */
export interface StudentWork {
  submittedAttempts: number;
  bestGrade: number | null;
  inProgressSubmissionId: number | null;
  reviewed: boolean;
  /** Whether the latest submitted attempt is graded. */
  latestGraded: boolean;
}

export const NO_WORK: StudentWork = {
  submittedAttempts: 0,
  bestGrade: null,
  inProgressSubmissionId: null,
  reviewed: false,
  latestGraded: false,
};

/**
 * The student's attempts, summed up per assignment (one row per assignment they attempted), among
 * the assignments `among` selects when given. One pass over the student's own (student,
 * assignment) index entries, so the cost grows with the student's work, never with the academy's;
 * a probe per assignment of a page cost several times more.
 */
function studentWork(studentId: Placeholder | SQL, among?: SQL) {
  const submitted = sql`s.submitted_at is not null`;
  return sql`(
    select s.assignment_id,
           count(*) filter (where ${submitted})::int as "submittedAttempts",
           max(s.overall_grade) filter (where ${submitted}) as "bestGrade",
           max(s.id) filter (where s.submitted_at is null) as "inProgressSubmissionId",
           coalesce(bool_or(s.reviewed), false) as reviewed,
           coalesce((array_agg(s.graded order by s.attempt_number desc) filter (where ${submitted}))[1], false) as "latestGraded"
    from ${submissions} s where s.student_id = ${studentId}${among ? sql` and s.assignment_id in (${among})` : sql``}
    group by s.assignment_id)`;
}

/** One assignment's work as `studentWork` sends it: the assignment id, then its columns in order. */
type WorkArray = [
  assignmentId: number,
  submittedAttempts: number,
  bestGrade: number | string | null,
  inProgressSubmissionId: number | null,
  reviewed: boolean,
  latestGraded: boolean,
];

/** `WorkArray` checked: a test parses the demo academy's rows with it (they are not parsed at run time). */
export const workArraySchema = z.tuple([
  z.int(),
  z.int(),
  z.union([z.number(), z.string()]).nullable(),
  z.int().nullable(),
  z.boolean(),
  z.boolean(),
]) satisfies z.ZodType<WorkArray>;

/** A row exists only for an attempted assignment: the others get NO_WORK from the caller. */
function toWork([, submittedAttempts, bestGrade, inProgressSubmissionId, reviewed, latestGraded]: WorkArray): StudentWork {
  return { submittedAttempts, bestGrade: bestGrade === null ? null : Number(bestGrade), inProgressSubmissionId, reviewed, latestGraded };
}

export function assignmentWork(assignment: Pick<AssignmentRecord, 'status' | 'graded' | 'dueOn'>, work: StudentWork): AssignmentWork {
  return {
    status: assignment.status,
    graded: assignment.graded,
    dueOn: assignment.dueOn,
    submittedAttempts: work.submittedAttempts,
    bestGrade: work.bestGrade,
  };
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

/**
 * The student's work (among the assignments `among` selects, when given), one JSON array per
 * assignment they attempted, read once for the whole page. `studentId` 0 (staff, signed out) has none.
 */
function workJson(studentId: Placeholder | SQL, among?: SQL) {
  return sql<WorkArray[]>`(
    select coalesce(json_agg(json_build_array(w.assignment_id, w."submittedAttempts", w."bestGrade", w."inProgressSubmissionId", w.reviewed, w."latestGraded")), '[]'::json)
    from ${studentWork(studentId, among)} w)`.mapWith(jsonValue<WorkArray[]>);
}

/** The student's work on the assignments of the classroom `classroomId` (an expression of the outer statement). */
export const classroomWorkJson = (classroomId: SQL | Placeholder, studentId: Placeholder | SQL) =>
  workJson(studentId, sql`select a.id from ${assignments} a join ${lessons} l on l.id = a.lesson_id where l.classroom_id = ${classroomId}`);

/** The student's work on every assignment, for the dashboard, which puts it on each class's lessons (class-lessons.ts). */
export const studentWorkJson = (studentId: Placeholder | SQL) => workJson(studentId);

/** The student's work of `classroomWorkJson` or `studentWorkJson` by assignment. */
export const workByAssignment = (workValue: WorkArray[]): Map<number, StudentWork> =>
  new Map(workValue.map((work) => [work[0], toWork(work)]));

/** A class's lessons (class-lessons.ts) with the student's work put on each assignment. */
export function lessonsWithWork(lessons: readonly ClassLesson[], work: Map<number, StudentWork>): LessonWithWork[] {
  return lessons.map(({ lesson, plan, assignments: list }) => ({
    lesson,
    plan,
    assignments: list.map(({ assignment, problemSet }) => ({ assignment, problemSet, work: work.get(assignment.id) ?? NO_WORK })),
  }));
}

/** What the dashboard needs of one assignment of a class: what the grade and overdue rules read, and its lesson. */
export interface DashboardAssignment extends GradedAssignment {
  id: number;
  lessonOrder: number;
  isIntroduction: boolean;
}

/**
 * Kept per lessons read (class-lessons.ts shares them between pages): a dashboard looks the
 * student's work up per assignment (classCardFigures) and builds nothing per assignment.
 */
const dashboardAssignmentsOf = new WeakMap<readonly ClassLesson[], readonly DashboardAssignment[]>();

/** Every assignment of a class's lessons as the dashboard needs it; callers must not change them. */
export function dashboardAssignments(lessons: readonly ClassLesson[]): readonly DashboardAssignment[] {
  let list = dashboardAssignmentsOf.get(lessons);
  if (!list) {
    list = lessons.flatMap(({ plan, assignments: entries }) =>
      entries.map(({ assignment }) => ({
        id: assignment.id,
        status: assignment.status,
        graded: assignment.graded,
        dueOn: assignment.dueOn,
        lessonOrder: plan.order,
        isIntroduction: plan.lessonPlanType === 'INTRODUCTION',
      })),
    );
    dashboardAssignmentsOf.set(lessons, list);
  }
  return list;
}
