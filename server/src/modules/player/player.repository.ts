import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { jsonValue } from '../../db/json-value.js';
import { perHandle } from '../../db/per-handle.js';
import { contentVersion } from '../../db/content-version.js';
import {
  assignments,
  choices,
  classroomInstructors,
  classrooms,
  lessonPlans,
  lessons,
  problemImages,
  problemResponses,
  problems,
  problemSets,
  submissions,
} from '../../db/schema/index.js';
import type { ProblemImageModel } from './player.models.js';

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

/** Joins an assignment's problem set, lesson, lesson plan and classroom: the tables of its context. */
export function joinAssignmentContext<T extends PgSelect>(query: T) {
  return query
    .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId));
}

function assignmentQuery(db: Db) {
  return joinAssignmentContext(db.select(contextColumns).from(assignments).$dynamic());
}

// The player's reads run on every opening of a set: each is prepared once per database handle.
const assignmentContextStatement = perHandle((db) =>
  assignmentQuery(db)
    .where(eq(assignments.id, sql.placeholder('assignmentId')))
    .limit(1)
    .prepare('player_assignment_context'),
);

export async function loadAssignmentContext(db: Db, assignmentId: number): Promise<AssignmentContext | null> {
  const [row] = await assignmentContextStatement(db).execute({ assignmentId });
  return row ?? null;
}

/** Whether an employee is one of a classroom's instructors. */
export async function teachesClassroom(db: Db, employeeId: number, classroomId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(classroomInstructors)
    .where(and(eq(classroomInstructors.classroomId, classroomId), eq(classroomInstructors.employeeId, employeeId)))
    .limit(1);
  return row !== undefined;
}

type Lock = 'none' | 'share' | 'update';

/** The submission context read, as its lock asks. */
function submissionContextStatement(db: Db, lock: Lock) {
  const query = joinAssignmentContext(
    db
      .select({ ...contextColumns, submission: submissions })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .$dynamic(),
  )
    .where(eq(submissions.id, sql.placeholder('submissionId')))
    .limit(1);
  return (lock === 'none' ? query : query.for(lock, { of: submissions })).prepare(`player_submission_context_${lock}`);
}

/** Each variant is prepared when first used: a transaction is a handle of its own and uses one. */
const submissionContextStatements = {
  none: perHandle((db) => submissionContextStatement(db, 'none')),
  share: perHandle((db) => submissionContextStatement(db, 'share')),
  update: perHandle((db) => submissionContextStatement(db, 'update')),
};

/**
 * A submission with its assignment's context. `lock` takes the submission row FOR SHARE (answers:
 * many may run at once, a set submission waits for them) or FOR UPDATE (the set submission).
 */
export async function loadSubmissionContext(db: Db, submissionId: number, lock?: 'share' | 'update'): Promise<SubmissionContext | null> {
  const [row] = await submissionContextStatements[lock ?? 'none'](db).execute({ submissionId });
  return row ?? null;
}

export interface ProblemWithChoices {
  problem: ProblemRow;
  /** In stored order (by `order`): indexes of answers refer to this list. */
  choices: Pick<ChoiceRow, 'text' | 'correct'>[];
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

const problemsStatement = perHandle((db) =>
  db
    .select()
    .from(problems)
    .where(eq(problems.problemSetId, sql.placeholder('problemSetId')))
    .orderBy(asc(problems.order))
    .prepare('player_problems'),
);

const choicesStatement = perHandle((db) =>
  db
    .select()
    .from(choices)
    .where(
      inArray(
        choices.problemId,
        db
          .select({ id: problems.id })
          .from(problems)
          .where(eq(problems.problemSetId, sql.placeholder('problemSetId'))),
      ),
    )
    .orderBy(asc(choices.problemId), asc(choices.order))
    .prepare('player_choices'),
);

/** The problems of a set in stored order, each with its choices. */
export async function loadProblems(db: Db, problemSetId: number): Promise<ProblemWithChoices[]> {
  // One after the other: inside a transaction both would wait for the same connection anyway.
  const problemRows = await problemsStatement(db).execute({ problemSetId });
  const choiceRows = problemRows.length === 0 ? [] : await choicesStatement(db).execute({ problemSetId });
  return withChoices(problemRows, choiceRows);
}

/** The worked examples of a set's problems: images of cost 0, oldest first (images that cost something are not given away). */
export async function loadWorkedExamples(db: Db, problemSetId: number): Promise<ProblemImageModel[]> {
  return db
    .select({ id: problemImages.id, problemId: problemImages.problemId, imageUrl: problemImages.imageUrl, cost: problemImages.cost })
    .from(problemImages)
    .innerJoin(problems, eq(problems.id, problemImages.problemId))
    .where(and(eq(problems.problemSetId, problemSetId), eq(problemImages.cost, 0)))
    .orderBy(asc(problemImages.id));
}

/** What saving an answer reads, in one round trip: the submission's context, the problem with its choices, the stored response. */
export interface AnswerContext extends SubmissionContext {
  /** Null when the set has no such problem. */
  problem: ProblemWithChoices | null;
  existing: ResponseRow | null;
  /** The content version this was read at (migration 0003); null where the database keeps none. */
  contentVersion: string | null;
}

export type AnswerTarget = { submissionId: number; problemId: number } | { responseId: number };

type ChoiceJson = Pick<ChoiceRow, 'text' | 'correct'>[];

/** The choices as the answer context's JSON holds them: a test parses the demo academy's rows with it (not parsed at run time). */
export const choicesJsonSchema = z.array(z.strictObject({ text: z.string(), correct: z.boolean() })) satisfies z.ZodType<ChoiceJson>;

const choicesJson = sql<ChoiceJson>`coalesce((select json_agg(json_build_object('text', c.text, 'correct', c.correct) order by c."order")
  from ${choices} c where c.problem_id = ${problems.id}), '[]'::json)`.mapWith(jsonValue<ChoiceJson>);

type Key = 'submission' | 'response';

/**
 * The answer context query of a target: by submission and problem, or by response. Prepared once
 * per database handle (building this many columns costs more than running the query), so each
 * answer only binds its ids.
 */
function answerContextQuery(db: Db, key: Key) {
  const response = (column: 'submission_id' | 'problem_id') =>
    sql`(select ${sql.raw(column)} from ${problemResponses} where id = ${sql.placeholder('responseId')})`;
  const submissionId = key === 'response' ? response('submission_id') : sql.placeholder('submissionId');
  const problemId = key === 'response' ? response('problem_id') : sql.placeholder('problemId');
  return joinAssignmentContext(
    db
      .select({
        ...contextColumns,
        submission: submissions,
        problem: problems,
        choices: choicesJson,
        // A response the outer join did not find is null.
        existing: problemResponses,
        contentVersion,
      })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .$dynamic(),
  )
    .leftJoin(problems, and(eq(problems.id, problemId), eq(problems.problemSetId, problemSets.id)))
    .leftJoin(problemResponses, and(eq(problemResponses.submissionId, submissions.id), eq(problemResponses.problemId, problems.id)))
    .where(eq(submissions.id, submissionId))
    .limit(1)
    .prepare(`player_answer_context_by_${key}`);
}

const answerContextQueries = perHandle((db) => ({
  submission: answerContextQuery(db, 'submission'),
  response: answerContextQuery(db, 'response'),
}));

/** Null when there is no such submission (or response). Nothing is locked: the write itself is guarded. */
export async function loadAnswerContext(db: Db, target: AnswerTarget): Promise<AnswerContext | null> {
  const queries = answerContextQueries(db);
  const [row] =
    'responseId' in target
      ? await queries.response.execute({ responseId: target.responseId })
      : await queries.submission.execute({ submissionId: target.submissionId, problemId: target.problemId });
  if (!row) return null;
  const { problem, choices: choiceList, ...context } = row;
  return { ...context, problem: problem === null ? null : { problem, choices: choiceList } };
}

const responsesStatement = perHandle((db) =>
  db
    .select()
    .from(problemResponses)
    .where(eq(problemResponses.submissionId, sql.placeholder('submissionId')))
    .prepare('player_responses'),
);

export async function loadResponses(db: Db, submissionId: number): Promise<ResponseRow[]> {
  return responsesStatement(db).execute({ submissionId });
}
