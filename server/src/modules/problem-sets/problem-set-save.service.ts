import { formatMessage } from '@solve/core';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { choices, hints, problems, problemSets } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { PROBLEM_FIELDS, pick, SET_FIELDS } from './problem-set-fields.js';
import { loadEditableSet } from './problem-set-read.js';
import { assertKnownIds, editIssues, tidyEdit } from './problem-set-rules.js';
import type {
  ChoiceEdit,
  EditableProblem,
  EditableProblemSet,
  HintEdit,
  ProblemEdit,
  ProblemSetEdit,
  SaveResult,
} from './problem-sets.types.js';

/**
 * Saving an edited problem set, in one transaction with its audit record. Problems and choices
 * keep their ids (students' answers belong to them), so reordering moves a problem with its
 * answers. The writes raise the content version (migrations 0003 and 0005), which every server
 * process compares with what it remembers: the next answer and the next page of any student are
 * read from this version, while the answers and grades already stored stay as they were.
 */

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A problem as the audit log records it: its place, fields, choices and hints. */
function problemRecord(problem: ProblemEdit, number: number) {
  return { id: problem.id, number, ...pick(problem, PROBLEM_FIELDS), choices: problem.choices, hints: problem.hints };
}

interface Plan {
  /** Problems of the edit that exist already, with what they were and their new place. */
  kept: { edit: ProblemEdit & { id: number }; before: EditableProblem; order: number }[];
  added: { edit: ProblemEdit; order: number }[];
  removed: EditableProblem[];
}

function planOf(current: EditableProblemSet, edit: ProblemSetEdit): Plan {
  const stored = new Map(current.problems.map((problem) => [problem.id, problem]));
  const plan: Plan = { kept: [], added: [], removed: [] };
  edit.problems.forEach((problem, index) => {
    const order = index + 1;
    const before = problem.id === null ? undefined : stored.get(problem.id);
    if (before && problem.id !== null) plan.kept.push({ edit: { ...problem, id: problem.id }, before, order });
    else plan.added.push({ edit: problem, order });
  });
  const keptIds = new Set(plan.kept.map(({ edit: problem }) => problem.id));
  plan.removed = current.problems.filter((problem) => !keptIds.has(problem.id));
  return plan;
}

const problemChanged = (edit: ProblemEdit, before: EditableProblem) =>
  !same(pick(edit, PROBLEM_FIELDS), pick(before, PROBLEM_FIELDS)) || choicesChanged(edit, before) || hintsChanged(edit, before);
const choicesChanged = (edit: ProblemEdit, before: EditableProblem) => !same(edit.choices, before.choices);
const hintsChanged = (edit: ProblemEdit, before: EditableProblem) => !same(edit.hints, before.hints);

/** The audit record's two sides: the set's changed fields, and every problem added, removed, moved or changed. */
function auditSides(current: EditableProblemSet, edit: ProblemSetEdit, plan: Plan) {
  const changedFields = SET_FIELDS.filter((field) => !same(current[field], edit[field]));
  const position = new Map(current.problems.map((problem, index) => [problem.id, index + 1]));
  const touched = plan.kept.filter(
    ({ edit: problem, before, order }) => position.get(before.id) !== order || problemChanged(problem, before),
  );
  return {
    before: {
      ...pick(current, changedFields),
      problems: [
        ...touched.map(({ before }) => problemRecord(before, position.get(before.id)!)),
        ...plan.removed.map((problem) => problemRecord(problem, position.get(problem.id)!)),
      ],
    },
    after: {
      ...pick(edit, changedFields),
      problems: [
        ...touched.map(({ edit: problem, order }) => problemRecord(problem, order)),
        ...plan.added.map(({ edit: problem, order }) => problemRecord(problem, order)),
      ],
    },
    changed: changedFields.length > 0 || touched.length > 0 || plan.added.length > 0 || plan.removed.length > 0,
  };
}

async function insertChoices(tx: Db, problemId: number, list: readonly ChoiceEdit[], from: number) {
  const rows = list.map((choice, index) => ({ problemId, order: from + index, text: choice.text, correct: choice.correct }));
  if (rows.length) await tx.insert(choices).values(rows);
}

async function replaceHints(tx: Db, problemId: number, list: readonly HintEdit[]) {
  await tx.delete(hints).where(eq(hints.problemId, problemId));
  const rows = list.map((hint, index) => ({ problemId, order: index + 1, text: hint.text, imageUrl: hint.image, videoUrl: hint.video }));
  if (rows.length) await tx.insert(hints).values(rows);
}

/**
 * A changed problem's choices: removed ones go, kept ones keep their ids and take their new places
 * (stepping aside through negative orders first, as orders are unique per problem), new ones are added.
 */
async function saveChoices(tx: Db, problemId: number, edit: readonly ChoiceEdit[]) {
  const keptIds = edit.flatMap((choice) => (choice.id === null ? [] : [choice.id]));
  await tx.delete(choices).where(and(eq(choices.problemId, problemId), keptIds.length ? notInArray(choices.id, keptIds) : undefined));
  await tx
    .update(choices)
    .set({ order: sql`-${choices.order}` })
    .where(eq(choices.problemId, problemId));
  for (const [index, choice] of edit.entries()) {
    if (choice.id === null) await insertChoices(tx, problemId, [choice], index + 1);
    else
      await tx
        .update(choices)
        .set({ order: index + 1, text: choice.text, correct: choice.correct })
        .where(eq(choices.id, choice.id));
  }
}

async function writePlan(tx: Db, setId: number, edit: ProblemSetEdit, plan: Plan, now: Date) {
  await tx
    .update(problemSets)
    .set({ ...pick(edit, SET_FIELDS), updatedAt: now })
    .where(eq(problemSets.id, setId));
  if (plan.removed.length)
    await tx.delete(problems).where(
      inArray(
        problems.id,
        plan.removed.map((problem) => problem.id),
      ),
    );
  const rows = await tx.select({ id: problems.id, order: problems.order }).from(problems).where(eq(problems.problemSetId, setId));
  const storedOrder = new Map(rows.map((row) => [row.id, row.order]));
  // Orders are unique per set: when any kept problem moves, all of them step aside first.
  const moved = plan.kept.some(({ before, order }) => storedOrder.get(before.id) !== order);
  if (moved)
    await tx
      .update(problems)
      .set({ order: sql`-${problems.order}` })
      .where(eq(problems.problemSetId, setId));
  for (const { edit: problem, before, order } of plan.kept) {
    const fieldsChanged = !same(pick(problem, PROBLEM_FIELDS), pick(before, PROBLEM_FIELDS));
    if (moved || fieldsChanged)
      await tx
        .update(problems)
        .set({ ...pick(problem, PROBLEM_FIELDS), order, ...(fieldsChanged ? { updatedAt: now } : {}) })
        .where(eq(problems.id, problem.id));
    if (choicesChanged(problem, before)) await saveChoices(tx, problem.id, problem.choices);
    if (hintsChanged(problem, before)) await replaceHints(tx, problem.id, problem.hints);
  }
  for (const { edit: problem, order } of plan.added) {
    const [row] = await tx
      .insert(problems)
      .values({ problemSetId: setId, order, ...pick(problem, PROBLEM_FIELDS) })
      .returning({ id: problems.id });
    await insertChoices(tx, row!.id, problem.choices, 1);
    await replaceHints(tx, row!.id, problem.hints);
  }
}

/**
 * Saves `input` over the set as it was at `revision`. A set changed since is refused
 * (PROBLEM_SET_CHANGED); an edit that breaks a rule saves nothing and says where; an edit that
 * changes nothing writes nothing.
 */
export async function saveProblemSet(
  db: Db,
  viewer: EmployeeViewer,
  id: number,
  revision: string,
  input: ProblemSetEdit,
  now: Date,
): Promise<SaveResult> {
  const edit = tidyEdit(input);
  return db.transaction(async (tx) => {
    const current = await loadEditableSet(tx, id, true);
    if (!current) throw notFound();
    if (current.revision !== revision) throw new DomainError('PROBLEM_SET_CHANGED');
    assertKnownIds(current, edit);
    const issues = editIssues(current, edit);
    if (issues.length) return { outcome: 'INVALID', message: formatMessage('PROBLEM_SET_NOT_SAVED'), issues, problemSet: current };
    const plan = planOf(current, edit);
    const sides = auditSides(current, edit, plan);
    if (!sides.changed) return { outcome: 'UNCHANGED', message: formatMessage('PROBLEM_SET_UNCHANGED'), issues: [], problemSet: current };
    await writePlan(tx, id, edit, plan, now);
    await recordAudit(tx, viewer, {
      action: 'problemSet.update',
      entityType: 'problem_set',
      entityId: id,
      before: sides.before,
      after: sides.after,
    });
    const saved = await loadEditableSet(tx, id);
    return { outcome: 'SAVED', message: formatMessage('PROBLEM_SET_SAVED'), issues: [], problemSet: saved! };
  });
}
