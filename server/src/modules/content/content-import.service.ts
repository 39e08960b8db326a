import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { choices, courses, hints, lessonPlans, problemResponses, problems, problemSets } from '../../db/schema/index.js';
import { ContentError, type ContentDocument, type ContentProblem } from './content-format.js';

/**
 * Loads a content document (already read by parseContent) in one transaction: courses by code,
 * lesson plans by course and order, problem sets by code, their problems by order in the set,
 * and each problem's choices and hints by order. Importing again updates in place; problems,
 * choices and hints no longer in the file are removed, except problems students have answered,
 * which stop the import with a message naming them. Anything wrong rolls everything back.
 */

export type ProblemSetRow = typeof problemSets.$inferSelect;
export type ProblemRow = typeof problems.$inferSelect;

export interface ImportedSet {
  code: string;
  set: ProblemSetRow;
  /** In the order of the file. */
  problems: ProblemRow[];
}

export interface ImportSummary {
  courses: { created: number; updated: number };
  lessonPlans: { created: number; updated: number };
  problemSets: { created: number; updated: number };
  problems: number;
  choices: number;
  hints: number;
  removed: { problems: number; choices: number; hints: number };
}

/** PostgreSQL takes at most 65535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** `col = excluded.col` for every column but the key ones and the id: an upsert that updates the row in place. */
function updateFromExcluded(table: PgTable, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    if (key === 'id' || key === 'createdAt' || keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

type Upserted<T extends PgTable> = T['$inferSelect'] & { inserted: boolean };

/** Inserts or updates rows by a unique key, in chunks; returns them in input order with whether each was new. */
async function upsertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  target: PgColumn[],
  keys: string[],
): Promise<Upserted<T>[]> {
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const out: Upserted<T>[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const result = (await db
      .insert(table)
      .values(chunk)
      .onConflictDoUpdate({ target, set: updateFromExcluded(table, keys) })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ ...getTableColumns(table), inserted: sql<boolean>`(xmax = 0)`.mapWith(Boolean) })) as Upserted<T>[];
    out.push(...result);
  }
  return out;
}

const tally = <T extends { inserted: boolean }>(rows: T[]) => ({
  created: rows.filter((row) => row.inserted).length,
  updated: rows.filter((row) => !row.inserted).length,
});

async function importCourses(tx: Db, document: ContentDocument, now: Date) {
  const courseRows = await upsertAll(
    tx,
    courses,
    document.courses.map(({ lessonPlans: plans, lessonCount, imageUrl, ...course }) => ({
      ...course,
      imageUrl: imageUrl ?? null,
      lessonCount: lessonCount ?? plans.length,
      updatedAt: now,
    })),
    [courses.code],
    ['code'],
  );
  const planRows = await upsertAll(
    tx,
    lessonPlans,
    document.courses.flatMap((course, index) => course.lessonPlans.map((plan) => ({ ...plan, courseId: courseRows[index]!.id }))),
    [lessonPlans.courseId, lessonPlans.order],
    ['courseId', 'order'],
  );
  return { courses: tally(courseRows), lessonPlans: tally(planRows) };
}

/** Lesson plan ids of the sets' references; a reference to nothing stops the import. */
async function resolveLessonPlans(tx: Db, document: ContentDocument): Promise<(number | null)[]> {
  const codes = [...new Set(document.problemSets.flatMap((set) => (set.lessonPlan ? [set.lessonPlan.course] : [])))];
  const rows = codes.length
    ? await tx
        .select({ id: lessonPlans.id, order: lessonPlans.order, code: courses.code })
        .from(lessonPlans)
        .innerJoin(courses, eq(courses.id, lessonPlans.courseId))
        .where(inArray(courses.code, codes))
    : [];
  const byRef = new Map(rows.map((row) => [`${row.code}#${row.order}`, row.id]));
  const missing: ContentProblem[] = [];
  const ids = document.problemSets.map((set, index) => {
    if (!set.lessonPlan) return null;
    const id = byRef.get(`${set.lessonPlan.course}#${set.lessonPlan.order}`);
    if (id === undefined)
      missing.push({
        path: `problemSets[${index}].lessonPlan`,
        message: `course ${set.lessonPlan.course} has no lesson plan ${set.lessonPlan.order}`,
      });
    return id ?? null;
  });
  if (missing.length) throw new ContentError(missing);
  return ids;
}

/** Removes rows of `parents` that the file no longer lists; returns how many. */
async function removeUnlisted(tx: Db, table: typeof choices | typeof hints, parentIds: number[], keptIds: number[]): Promise<number> {
  if (parentIds.length === 0) return 0;
  const removed = await tx
    .delete(table)
    .where(and(inArray(table.problemId, parentIds), keptIds.length ? notInArray(table.id, keptIds) : undefined))
    .returning({ id: table.id });
  return removed.length;
}

async function removeUnlistedProblems(tx: Db, document: ContentDocument, setIds: number[], keptIds: number[]): Promise<number> {
  if (setIds.length === 0) return 0;
  const stale = await tx
    .select({ id: problems.id, order: problems.order, problemSetId: problems.problemSetId })
    .from(problems)
    .where(and(inArray(problems.problemSetId, setIds), keptIds.length ? notInArray(problems.id, keptIds) : undefined));
  if (stale.length === 0) return 0;
  const answered = new Set(
    (
      await tx
        .selectDistinct({ problemId: problemResponses.problemId })
        .from(problemResponses)
        .where(
          inArray(
            problemResponses.problemId,
            stale.map((row) => row.id),
          ),
        )
    ).map((row) => row.problemId),
  );
  const blocked = stale.filter((row) => answered.has(row.id));
  if (blocked.length) {
    throw new ContentError(
      blocked.map((row) => {
        const index = setIds.indexOf(row.problemSetId);
        return {
          path: `problemSets[${index}].problems`,
          message: `problem ${row.order} of ${document.problemSets[index]!.code} has student answers and cannot be removed`,
        };
      }),
    );
  }
  await tx.delete(problems).where(
    inArray(
      problems.id,
      stale.map((row) => row.id),
    ),
  );
  return stale.length;
}

async function importProblemSets(tx: Db, document: ContentDocument, now: Date) {
  const planIds = await resolveLessonPlans(tx, document);
  const setRows = await upsertAll(
    tx,
    problemSets,
    document.problemSets.map(({ problems: _problems, lessonPlan: _plan, videoId, ...set }, index) => ({
      ...set,
      videoId: videoId ?? null,
      lessonPlanId: planIds[index] ?? null,
      updatedAt: now,
    })),
    [problemSets.code],
    ['code'],
  );
  const planned = document.problemSets.flatMap((set, setIndex) =>
    set.problems.map((problem, index) => ({ setIndex, problem, order: problem.order ?? index + 1 })),
  );
  const problemRows = await upsertAll(
    tx,
    problems,
    planned.map(({ setIndex, order, problem: { choices: _c, hints: _h, order: _o, ...problem } }) => ({
      ...problem,
      problemSetId: setRows[setIndex]!.id,
      order,
      questionImageUrl: problem.questionImageUrl ?? null,
      questionVideo: problem.questionVideo ?? null,
      solutionText: problem.solutionText ?? null,
      solutionImageUrl: problem.solutionImageUrl ?? null,
      solutionVideo: problem.solutionVideo ?? null,
      updatedAt: now,
    })),
    [problems.problemSetId, problems.order],
    ['problemSetId', 'order'],
  );
  const setIds = setRows.map((set) => set.id);
  const removedProblems = await removeUnlistedProblems(
    tx,
    document,
    setIds,
    problemRows.map((row) => row.id),
  );

  const choiceRows = await upsertAll(
    tx,
    choices,
    planned.flatMap(({ problem }, index) =>
      problem.choices.map((choice, order) => ({
        problemId: problemRows[index]!.id,
        order: choice.order ?? order + 1,
        text: choice.text,
        correct: choice.correct,
      })),
    ),
    [choices.problemId, choices.order],
    ['problemId', 'order'],
  );
  const hintRows = await upsertAll(
    tx,
    hints,
    planned.flatMap(({ problem }, index) =>
      problem.hints.map((hint, order) => ({
        problemId: problemRows[index]!.id,
        order: hint.order ?? order + 1,
        text: hint.text,
        imageUrl: hint.image ?? null,
        videoUrl: hint.video ?? null,
      })),
    ),
    [hints.problemId, hints.order],
    ['problemId', 'order'],
  );
  const problemIds = problemRows.map((row) => row.id);
  const removed = {
    problems: removedProblems,
    choices: await removeUnlisted(
      tx,
      choices,
      problemIds,
      choiceRows.map((row) => row.id),
    ),
    hints: await removeUnlisted(
      tx,
      hints,
      problemIds,
      hintRows.map((row) => row.id),
    ),
  };

  const problemsBySet = new Map<number, ProblemRow[]>();
  planned.forEach(({ setIndex }, index) => {
    const list = problemsBySet.get(setIndex) ?? [];
    const { inserted: _inserted, ...row } = problemRows[index]!;
    list.push(row);
    problemsBySet.set(setIndex, list);
  });
  const sets: ImportedSet[] = setRows.map(({ inserted: _inserted, ...set }, index) => ({
    code: set.code,
    set,
    problems: problemsBySet.get(index) ?? [],
  }));
  return {
    sets,
    counts: { problemSets: tally(setRows), problems: problemRows.length, choices: choiceRows.length, hints: hintRows.length, removed },
  };
}

/** Imports a document in one transaction (a savepoint when `db` is already a transaction). */
export async function importContent(
  db: Db,
  document: ContentDocument,
  now: Date,
): Promise<{ summary: ImportSummary; sets: ImportedSet[] }> {
  return db.transaction(async (tx) => {
    const catalog = await importCourses(tx, document, now);
    const { sets, counts } = await importProblemSets(tx, document, now);
    return { summary: { ...catalog, ...counts }, sets };
  });
}
