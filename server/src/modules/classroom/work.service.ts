import type { AssignmentWork } from '@solve/core';
import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import { epochMs, parsedJson, rowAsArray } from '../../db/json-rows.js';
import { assignments, enrollments, lessonPlans, lessons, problemSets, submissions } from '../../db/schema/index.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.types.js';

export type LessonRecord = Omit<typeof lessons.$inferSelect, 'createdAt' | 'updatedAt'>;
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
 * The student's attempts, summed up per assignment (one row per assignment they attempted), among
 * the assignments `among` selects when given. One pass over the student's own (student,
 * assignment) index entries, so the cost grows with the student's work, never with the academy's;
 * a probe per assignment of a page cost several times more.
 */
function studentWork(studentId: Placeholder, among?: SQL) {
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
type WorkArray = [assignmentId: number, submittedAttempts: number, bestGrade: number | string | null, inProgressSubmissionId: number | null, reviewed: boolean, latestGraded: boolean];

/** A row exists only for an attempted assignment: the others get NO_WORK from the caller. */
function toWork([, submittedAttempts, bestGrade, inProgressSubmissionId, reviewed, latestGraded]: WorkArray): StudentWork {
  return { submittedAttempts, bestGrade: bestGrade === null ? null : Number(bestGrade), inProgressSubmissionId, reviewed, latestGraded };
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

// Nothing reads when these rows were created or last changed: the lesson list leaves them out.
const STAMPS = ['createdAt', 'updatedAt'] as const;
const lessonArray = rowAsArray(lessons, 'l', STAMPS);
const planArray = rowAsArray(lessonPlans, 'p');
const assignmentArray = rowAsArray(assignments, 'a', STAMPS);
const problemSetArray = rowAsArray(problemSets, 'ps', STAMPS);

type LessonArray = [lesson: unknown[], plan: unknown[], assignments: [assignment: unknown[], problemSet: unknown[]][]];

/**
 * Every lesson of the classroom `classroomId` (an expression of the outer statement) in lesson
 * order, with its assignments in set order, as one JSON value: PostgreSQL builds it, and the driver
 * parses one value instead of decoding every field of every row. Rows travel as arrays
 * (rowAsArray): a class's lessons are the largest value a page reads.
 */
export function lessonsJson(classroomId: SQL | Placeholder) {
  return sql<LessonArray[] | string>`(
    select coalesce(json_agg(json_build_array(${lessonArray.column}, ${planArray.column}, (
        select coalesce(json_agg(json_build_array(${assignmentArray.column}, ${problemSetArray.column}) order by ps."order", a.id), '[]'::json)
        from ${assignments} a
        join ${problemSets} ps on ps.id = a.problem_set_id
        where a.lesson_id = l.id)
    ) order by p."order", l.id), '[]'::json)
    from ${lessons} l join ${lessonPlans} p on p.id = l.lesson_plan_id
    where l.classroom_id = ${classroomId})`;
}

/**
 * The student's work on the assignments of the classroom `classroomId`, one JSON array per
 * assignment they attempted, read once for the whole page. `studentId` 0 (staff, signed out) has none.
 */
export function classroomWorkJson(classroomId: SQL | Placeholder, studentId: Placeholder) {
  const classAssignments = sql`select a.id from ${assignments} a join ${lessons} l on l.id = a.lesson_id where l.classroom_id = ${classroomId}`;
  return sql<WorkArray[] | string>`(
    select coalesce(json_agg(json_build_array(w.assignment_id, w."submittedAttempts", w."bestGrade", w."inProgressSubmissionId", w.reviewed, w."latestGraded")), '[]'::json)
    from ${studentWork(studentId, classAssignments)} w)`;
}

/** The lessons of `lessonsJson` with the work of `classroomWorkJson` put on each assignment. */
export function lessonsFromJson(value: LessonArray[] | string, workValue: WorkArray[] | string): LessonWithWork[] {
  const workByAssignment = new Map(parsedJson(workValue).map((work) => [work[0], toWork(work)]));
  return parsedJson(value).map(([lesson, plan, list]) => ({
    lesson: lessonArray.decode(lesson),
    plan: planArray.decode(plan),
    assignments: list.map(([assignment, problemSet]) => {
      const decoded = assignmentArray.decode(assignment);
      return { assignment: decoded, problemSet: problemSetArray.decode(problemSet), work: workByAssignment.get(decoded.id) ?? NO_WORK };
    }),
  }));
}

/** What the dashboard needs of one assignment in one of the student's classrooms. */
export interface DashboardWork extends AssignmentWork {
  classroomId: number;
  lessonOrder: number;
  isIntroduction: boolean;
}

type DashboardWorkJson = [classroomId: number, lessonOrder: number, isIntroduction: boolean, status: AssignmentRecord['status'], graded: boolean, dueOnMs: number | null, submitted: number, best: number | null];

/** The student's work in every classroom they are enrolled in, one entry per assignment, as one JSON value (due dates in epoch ms). */
export function dashboardWorkJson(studentId: Placeholder) {
  return sql<DashboardWorkJson[] | string>`(
    select coalesce(json_agg(json_build_array(l.classroom_id, p."order", p.lesson_plan_type = 'INTRODUCTION', a.status, a.graded,
                                              ${epochMs(sql`a.due_on`)},
                                              coalesce(w."submittedAttempts", 0), w."bestGrade")), '[]'::json)
    from ${assignments} a
    join ${lessons} l on l.id = a.lesson_id
    join ${lessonPlans} p on p.id = l.lesson_plan_id
    left join ${studentWork(studentId)} w on w.assignment_id = a.id
    where l.classroom_id in (select e.classroom_id from ${enrollments} e where e.student_id = ${studentId} and e.withdrawn_at is null))`;
}

export function dashboardWorkFromJson(value: DashboardWorkJson[] | string): DashboardWork[] {
  return parsedJson(value).map(([classroomId, lessonOrder, isIntroduction, status, graded, dueOnMs, submittedAttempts, bestGrade]) => ({
    classroomId,
    lessonOrder,
    isIntroduction,
    status,
    graded,
    dueOn: dueOnMs === null ? null : new Date(Number(dueOnMs)),
    submittedAttempts,
    bestGrade: bestGrade === null ? null : Number(bestGrade),
  }));
}

