import type { AssignmentWork } from '@solve/core';
import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import { parsedJson, rowFromJson } from '../../db/json-rows.js';
import { assignments, enrollments, lessonPlans, lessons, problemSets, submissions } from '../../db/schema/index.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.types.js';

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
 * The student's attempts at the assignment `a` of the outer statement, as one row (zeros without
 * any): read through the student's own (student, assignment) index entries, so the cost grows
 * with the student's work, never with the academy's.
 */
function workOfAssignment(studentId: Placeholder) {
  const submitted = sql`s.submitted_at is not null`;
  return sql`lateral (
    select count(*) filter (where ${submitted})::int as "submittedAttempts",
           max(s.overall_grade) filter (where ${submitted}) as "bestGrade",
           max(s.id) filter (where s.submitted_at is null) as "inProgressSubmissionId",
           coalesce(bool_or(s.reviewed), false) as reviewed,
           coalesce((array_agg(s.graded order by s.attempt_number desc) filter (where ${submitted}))[1], false) as "latestGraded"
    from ${submissions} s where s.student_id = ${studentId} and s.assignment_id = a.id) w`;
}

function toWork(json: StudentWork | null): StudentWork {
  if (!json || (json.submittedAttempts === 0 && json.inProgressSubmissionId === null)) return NO_WORK;
  return { ...json, bestGrade: json.bestGrade === null ? null : Number(json.bestGrade) };
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

type Json = Record<string, unknown>;
interface LessonJson {
  lesson: Json;
  plan: Json;
  assignments: { assignment: Json; problemSet: Json; work: StudentWork }[];
}

/**
 * Every lesson of the classroom `classroomId` (an expression of the outer statement) in lesson
 * order, with its assignments in set order and the student's work on each, as one JSON value:
 * PostgreSQL builds it, and the driver parses one value instead of decoding every field of every
 * row. `studentId` 0 (staff, signed out) has no work.
 */
export function lessonsWithWorkJson(classroomId: SQL | Placeholder, studentId: Placeholder) {
  return sql<LessonJson[] | string>`(
    select coalesce(json_agg(json_build_object(
      'lesson', to_json(l),
      'plan', to_json(p),
      'assignments', (
        select coalesce(json_agg(json_build_object('assignment', to_json(a), 'problemSet', to_json(ps), 'work', to_json(w)) order by ps."order", a.id), '[]'::json)
        from ${assignments} a
        join ${problemSets} ps on ps.id = a.problem_set_id
        cross join ${workOfAssignment(studentId)}
        where a.lesson_id = l.id)
    ) order by p."order", l.id), '[]'::json)
    from ${lessons} l join ${lessonPlans} p on p.id = l.lesson_plan_id
    where l.classroom_id = ${classroomId})`;
}

const lessonFromJson = rowFromJson(lessons);
const planFromJson = rowFromJson(lessonPlans);
const assignmentFromJson = rowFromJson(assignments);
const problemSetFromJson = rowFromJson(problemSets);

export function lessonsFromJson(value: LessonJson[] | string): LessonWithWork[] {
  return parsedJson(value).map((entry) => ({
    lesson: lessonFromJson(entry.lesson),
    plan: planFromJson(entry.plan),
    assignments: entry.assignments.map((item) => ({
      assignment: assignmentFromJson(item.assignment),
      problemSet: problemSetFromJson(item.problemSet),
      work: toWork(item.work),
    })),
  }));
}

/** What the dashboard needs of one assignment in one of the student's classrooms. */
export interface DashboardWork extends AssignmentWork {
  classroomId: number;
  lessonOrder: number;
  isIntroduction: boolean;
}

type DashboardWorkJson = [classroomId: number, lessonOrder: number, isIntroduction: boolean, status: AssignmentRecord['status'], graded: boolean, dueOn: string | null, submitted: number, best: number | null];

/** The student's work in every classroom they are enrolled in, one entry per assignment, as one JSON value. */
export function dashboardWorkJson(studentId: Placeholder) {
  return sql<DashboardWorkJson[] | string>`(
    select coalesce(json_agg(json_build_array(l.classroom_id, p."order", p.lesson_plan_type = 'INTRODUCTION', a.status, a.graded, a.due_on,
                                              w."submittedAttempts", w."bestGrade")), '[]'::json)
    from ${assignments} a
    join ${lessons} l on l.id = a.lesson_id
    join ${lessonPlans} p on p.id = l.lesson_plan_id
    cross join ${workOfAssignment(studentId)}
    where l.classroom_id in (select e.classroom_id from ${enrollments} e where e.student_id = ${studentId} and e.withdrawn_at is null))`;
}

export function dashboardWorkFromJson(value: DashboardWorkJson[] | string): DashboardWork[] {
  return parsedJson(value).map(([classroomId, lessonOrder, isIntroduction, status, graded, dueOn, submittedAttempts, bestGrade]) => ({
    classroomId,
    lessonOrder,
    isIntroduction,
    status,
    graded,
    dueOn: dueOn === null ? null : new Date(dueOn),
    submittedAttempts,
    bestGrade: bestGrade === null ? null : Number(bestGrade),
  }));
}

