import { createHash } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments, choices, courses, hints, lessonPlans, problemResponses, problems, problemSets } from '../../db/schema/index.js';
import { PROBLEM_FIELDS, pick, SET_FIELDS } from './problem-set-fields.js';
import type { EditableLessonPlan, EditableProblem, EditableProblemSet, LibraryPage } from './problem-sets.types.js';

/** The editor's reads: one set with everything it edits and how much students have answered, and the library's pages. */

export const LIBRARY_PAGE_SIZE = 25;

const planColumns = {
  courseCode: courses.code,
  courseTitle: courses.title,
  order: lessonPlans.order,
  title: lessonPlans.title,
  lessonPlanType: lessonPlans.lessonPlanType,
};

type PlanRow = { [K in keyof EditableLessonPlan]: EditableLessonPlan[K] | null };

function planOf(row: PlanRow): EditableLessonPlan | null {
  if (row.courseCode === null || row.order === null) return null;
  return {
    courseCode: row.courseCode,
    courseTitle: row.courseTitle ?? '',
    order: row.order,
    title: row.title ?? '',
    lessonPlanType: row.lessonPlanType ?? 'INSTRUCTION',
  };
}

/** What a revision covers: the set and its problems, choices and hints, never students' answers. */
function revisionOf(set: Omit<EditableProblemSet, 'revision' | 'assignmentCount' | 'updatedAt'>): string {
  const content = { ...set, problems: set.problems.map(({ answerCount: _answers, ...problem }) => problem) };
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/**
 * One set as the editor shows it, or null. `lock` takes the set's row FOR UPDATE, so that saves
 * of one set run one after the other and each sees what the one before stored.
 */
export async function loadEditableSet(db: Db, id: number, lock = false): Promise<EditableProblemSet | null> {
  const query = db
    .select({ set: problemSets, plan: planColumns })
    .from(problemSets)
    .leftJoin(lessonPlans, eq(lessonPlans.id, problemSets.lessonPlanId))
    .leftJoin(courses, eq(courses.id, lessonPlans.courseId))
    .where(eq(problemSets.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: problemSets }) : await query;
  if (!row) return null;
  const problemRows = await db.select().from(problems).where(eq(problems.problemSetId, id)).orderBy(asc(problems.order));
  const ids = problemRows.map((problem) => problem.id);
  const [choiceRows, hintRows, answerRows, [assigned]] = [
    ids.length ? await db.select().from(choices).where(inArray(choices.problemId, ids)).orderBy(asc(choices.order)) : [],
    ids.length ? await db.select().from(hints).where(inArray(hints.problemId, ids)).orderBy(asc(hints.order)) : [],
    ids.length
      ? await db
          .select({ problemId: problemResponses.problemId, answers: count() })
          .from(problemResponses)
          .where(inArray(problemResponses.problemId, ids))
          .groupBy(problemResponses.problemId)
      : [],
    await db.select({ total: count() }).from(assignments).where(eq(assignments.problemSetId, id)),
  ];
  const answers = new Map(answerRows.map((answer) => [answer.problemId, answer.answers]));
  const editable: EditableProblem[] = problemRows.map((problem) => ({
    id: problem.id,
    ...pick(problem, PROBLEM_FIELDS),
    choices: choiceRows
      .filter((choice) => choice.problemId === problem.id)
      .map(({ id: choiceId, text, correct }) => ({ id: choiceId, text, correct })),
    hints: hintRows
      .filter((hint) => hint.problemId === problem.id)
      .map(({ text, imageUrl, videoUrl }) => ({ text, image: imageUrl, video: videoUrl })),
    answerCount: answers.get(problem.id) ?? 0,
  }));
  const { set } = row;
  const content = {
    id: set.id,
    code: set.code,
    order: set.order,
    level: set.level,
    videoId: set.videoId,
    lessonPlan: planOf(row.plan),
    ...pick(set, SET_FIELDS),
    problems: editable,
  };
  return { ...content, assignmentCount: assigned?.total ?? 0, updatedAt: set.updatedAt, revision: revisionOf(content) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Sets whose code or title holds `search` (every set when blank), by code, a page at a time. */
export async function listLibrary(db: Db, search: string, offset: number): Promise<LibraryPage> {
  const words = search.trim();
  const match =
    words === '' ? undefined : or(ilike(problemSets.code, `%${escapeLike(words)}%`), ilike(problemSets.title, `%${escapeLike(words)}%`));
  const [rows, [total]] = [
    await db
      .select({
        id: problemSets.id,
        code: problemSets.code,
        title: problemSets.title,
        kind: problemSets.kind,
        purpose: problemSets.purpose,
        updatedAt: problemSets.updatedAt,
        plan: planColumns,
        problemCount: sql<number>`(select count(*) from ${problems} where ${problems.problemSetId} = ${problemSets.id})`.mapWith(Number),
        assignmentCount: sql<number>`(select count(*) from ${assignments} where ${assignments.problemSetId} = ${problemSets.id})`.mapWith(
          Number,
        ),
      })
      .from(problemSets)
      .leftJoin(lessonPlans, eq(lessonPlans.id, problemSets.lessonPlanId))
      .leftJoin(courses, eq(courses.id, lessonPlans.courseId))
      .where(and(match))
      .orderBy(asc(problemSets.code), asc(problemSets.id))
      .limit(LIBRARY_PAGE_SIZE)
      .offset(offset),
    await db.select({ total: count() }).from(problemSets).where(and(match)),
  ];
  return {
    total: total?.total ?? 0,
    entries: rows.map(({ plan, ...entry }) => ({ ...entry, lessonPlan: planOf(plan) })),
  };
}
