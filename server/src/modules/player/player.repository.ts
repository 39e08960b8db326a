import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  assignments,
  choices,
  classrooms,
  lessonPlans,
  lessons,
  problemResponses,
  problems,
  problemSets,
  submissions,
} from '../../db/schema/index.js';

/** The reads of the player: an assignment or submission with everything its rules need, problems and responses. */

export type SubmissionRow = typeof submissions.$inferSelect;
export type ProblemSetRow = typeof problemSets.$inferSelect;
export type ProblemRow = typeof problems.$inferSelect;
export type ChoiceRow = typeof choices.$inferSelect;
export type ResponseRow = typeof problemResponses.$inferSelect;

/** An assignment as the player sees it: its set, the lesson it is given in and the classroom. */
export interface AssignmentContext {
  assignmentId: number;
  lessonId: number;
  classroomId: number;
  classroomTitle: string;
  teachingStyle: string;
  lessonOrder: number;
  lessonTitle: string;
  lessonPlanType: string;
  set: ProblemSetRow;
  /** Whether any problem of the set can be checked by the server (core isAutoGradedSet without the switch). */
  hasCheckableProblem: boolean;
}

export interface SubmissionContext extends AssignmentContext {
  submission: SubmissionRow;
}

const contextColumns = {
  assignmentId: assignments.id,
  lessonId: assignments.lessonId,
  classroomId: lessons.classroomId,
  classroomTitle: classrooms.title,
  teachingStyle: classrooms.teachingStyle,
  lessonOrder: lessonPlans.order,
  lessonTitle: lessonPlans.title,
  lessonPlanType: lessonPlans.lessonPlanType,
  set: problemSets,
  hasCheckableProblem: sql<boolean>`exists (select 1 from ${problems} where ${problems.problemSetId} = ${problemSets.id}
    and ${problems.problemType} not in ('FREE_FORM', 'OFFLINE', 'DISPLAY', 'EMBED'))`.mapWith(Boolean),
};

function assignmentQuery(db: Db) {
  return db
    .select(contextColumns)
    .from(assignments)
    .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId));
}

export async function loadAssignmentContext(db: Db, assignmentId: number): Promise<AssignmentContext | null> {
  const [row] = await assignmentQuery(db).where(eq(assignments.id, assignmentId)).limit(1);
  return row ?? null;
}

/**
 * A submission with its assignment's context. `lock` takes the submission row FOR SHARE (answers:
 * many may run at once, a set submission waits for them) or FOR UPDATE (the set submission).
 */
export async function loadSubmissionContext(db: Db, submissionId: number, lock?: 'share' | 'update'): Promise<SubmissionContext | null> {
  const query = db
    .select({ ...contextColumns, submission: submissions })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  const [row] = lock ? await query.for(lock, { of: submissions }) : await query;
  return row ?? null;
}

export interface ProblemWithChoices {
  problem: ProblemRow;
  /** In stored order (by `order`): indexes of answers refer to this list. */
  choices: ChoiceRow[];
}

function withChoices(problemRows: ProblemRow[], choiceRows: ChoiceRow[]): ProblemWithChoices[] {
  const byProblem = new Map<number, ChoiceRow[]>();
  for (const choice of choiceRows) {
    const list = byProblem.get(choice.problemId) ?? [];
    list.push(choice);
    byProblem.set(choice.problemId, list);
  }
  return problemRows.map((problem) => ({ problem, choices: byProblem.get(problem.id) ?? [] }));
}

/** The problems of a set in stored order, each with its choices. */
export async function loadProblems(db: Db, problemSetId: number): Promise<ProblemWithChoices[]> {
  const problemRows = await db.select().from(problems).where(eq(problems.problemSetId, problemSetId)).orderBy(asc(problems.order));
  const choiceRows =
    problemRows.length === 0
      ? []
      : await db
          .select()
          .from(choices)
          .where(
            inArray(
              choices.problemId,
              problemRows.map((problem) => problem.id),
            ),
          )
          .orderBy(asc(choices.problemId), asc(choices.order));
  return withChoices(problemRows, choiceRows);
}

/** One problem of a set with its choices, in one round trip; null when the set has no such problem. */
export async function loadProblem(db: Db, problemSetId: number, problemId: number): Promise<ProblemWithChoices | null> {
  const rows = await db
    .select({ problem: problems, choice: choices })
    .from(problems)
    .leftJoin(choices, eq(choices.problemId, problems.id))
    .where(and(eq(problems.id, problemId), eq(problems.problemSetId, problemSetId)))
    .orderBy(asc(choices.order));
  const first = rows[0];
  if (!first) return null;
  return { problem: first.problem, choices: rows.flatMap(({ choice }) => (choice ? [choice] : [])) };
}

export async function loadResponses(db: Db, submissionId: number): Promise<ResponseRow[]> {
  return db.select().from(problemResponses).where(eq(problemResponses.submissionId, submissionId));
}

/** The submission and problem a response belongs to (updateProblemResponse names only the response). */
export async function loadResponseTarget(db: Db, responseId: number): Promise<{ submissionId: number; problemId: number } | null> {
  const [row] = await db
    .select({ submissionId: problemResponses.submissionId, problemId: problemResponses.problemId })
    .from(problemResponses)
    .where(eq(problemResponses.id, responseId))
    .limit(1);
  return row ?? null;
}
