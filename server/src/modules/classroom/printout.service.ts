import { asc, eq, inArray } from 'drizzle-orm';
import { choices, problems } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { assignments } from '../../db/schema/index.js';
import { openLesson } from './lesson-page.service.js';
import { assignmentLocked, isChoiceType } from '@solve/core';

export interface PrintedQuestion {
  number: number;
  text: string;
  imageUrl: string | null;
  /** The texts are Markdown with LaTeX math, as the player shows them (§3 typesetMath). */
  typesetMath: boolean;
  /** Lettered choices to pick from; matching problems list both columns. */
  choices: string[];
  matchWith: string[];
}

export interface Printout {
  title: string;
  instructions: string;
  questions: PrintedQuestion[];
}

const byText = (a: string, b: string) => a.localeCompare(b);

/**
 * The print preview of an instruction set (classroom.md §2): its questions and choices, never
 * which choice is right. Items to rank or match are listed alphabetically, because their stored
 * order is the answer; hotspot coordinates are answers and are left out.
 */
export async function printout(services: Services, viewer: Viewer, assignmentId: number): Promise<Printout> {
  const [row] = await services.db.select({ lessonId: assignments.lessonId }).from(assignments).where(eq(assignments.id, assignmentId));
  if (!row) throw notFound();
  const { context, state } = await openLesson(services, viewer, row.lessonId);
  const { assignment, problemSet } = state.assignments.find((item) => item.assignment.id === assignmentId)!;
  if (problemSet.kind !== 'INSTRUCTION' && !context.isStaff) throw new DomainError('FORBIDDEN');
  const isIntroduction = state.plan.lessonPlanType === 'INTRODUCTION';
  const locked = assignmentLocked({
    isStaff: context.isStaff,
    status: assignment.status,
    startOn: assignment.startOn,
    isIntroduction,
    style: context.classroom.teachingStyle,
    now: services.now(),
  });
  if (locked && !context.isStaff) throw new DomainError('ASSIGNMENT_LOCKED');

  const problemRows = await services.db
    .select({
      id: problems.id,
      order: problems.order,
      type: problems.problemType,
      text: problems.questionText,
      imageUrl: problems.questionImageUrl,
      typesetMath: problems.typesetMath,
    })
    .from(problems)
    .where(eq(problems.problemSetId, problemSet.id))
    .orderBy(asc(problems.order));
  const choiceRows = problemRows.length
    ? await services.db
        .select({ problemId: choices.problemId, text: choices.text })
        .from(choices)
        .where(
          inArray(
            choices.problemId,
            problemRows.map((problem) => problem.id),
          ),
        )
        .orderBy(asc(choices.order))
    : [];
  const choicesOf = (problemId: number) => choiceRows.filter((choice) => choice.problemId === problemId).map((choice) => choice.text);

  return {
    title: `${state.plan.order}.${problemSet.order}: ${problemSet.title}`,
    instructions: problemSet.instructions,
    questions: problemRows
      .filter((problem) => problem.type !== 'EMBED')
      .map((problem, index) => {
        const list = choicesOf(problem.id);
        const base = {
          number: index + 1,
          text: problem.text,
          imageUrl: problem.imageUrl,
          typesetMath: problem.typesetMath,
          choices: [] as string[],
          matchWith: [] as string[],
        };
        if (isChoiceType(problem.type)) return { ...base, choices: list };
        if (problem.type === 'RANKING') return { ...base, choices: [...list].sort(byText) };
        if (problem.type === 'MATCHING') {
          const pairs = list.map((text) => text.split(';'));
          return {
            ...base,
            choices: pairs.map(([left]) => left ?? '').sort(byText),
            matchWith: pairs.map(([, right]) => right ?? '').sort(byText),
          };
        }
        return base;
      }),
  };
}
