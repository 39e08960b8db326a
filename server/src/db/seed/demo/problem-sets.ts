import type { Db } from '../../client.js';
import { assignments, choices, hints, problemSets, problems } from '../../schema/index.js';
import { assignmentValues } from '../factories/learning.js';
import { createProblemImage, problemSetValues, problemValues } from '../factories/content.js';
import { insertAll } from '../factories/insert.js';
import type { DemoCatalog } from './catalog.js';
import { DAY } from './calendar.js';
import { answerOf, type ProblemSpec } from './content/kit.js';
import { setsForPlan } from './content/sets.js';
import { demoCourses } from './courses.js';
import { groupBy } from './group.js';

type ProblemSet = typeof problemSets.$inferSelect;
type Problem = typeof problems.$inferSelect;
type Assignment = typeof assignments.$inferSelect;

export interface DemoProblem {
  problem: Problem;
  spec: ProblemSpec;
}
export interface DemoProblemSet {
  set: ProblemSet;
  problems: DemoProblem[];
}
export interface DemoAssignment {
  assignment: Assignment;
  content: DemoProblemSet;
}

/** Sets that do not count toward the gradebook. */
const UNGRADED_KINDS = new Set(['INSTRUCTION', 'PRACTICE', 'PREVIEW']);

/**
 * Problem sets for every lesson plan, their problems, choices and hints, and the assignments of
 * every lesson. `teacherId` saved a worked example from the scratchpad on the showcase problem.
 */
export async function seedProblemSets(db: Db, catalog: DemoCatalog, teacherId: number, now: Date) {
  const planned = demoCourses.flatMap((course, courseIndex) =>
    (catalog.plansByCourse.get(catalog.courses[courseIndex]!.id) ?? []).flatMap((plan) =>
      setsForPlan(course, plan, courseIndex).map((spec, index) => ({ planId: plan.id, order: index + 1, spec })),
    ),
  );
  const setRows = await insertAll(
    db,
    problemSets,
    planned.map(({ planId, order, spec: { problems: _problems, ...spec } }) => problemSetValues({ ...spec, lessonPlanId: planId, order })),
  );

  const plannedProblems = planned.flatMap(({ spec }, setIndex) =>
    spec.problems.map((problem, index) => ({ setIndex, order: index + 1, spec: problem })),
  );
  const problemRows = await insertAll(
    db,
    problems,
    plannedProblems.map(({ setIndex, order, spec }) =>
      problemValues({
        problemSetId: setRows[setIndex]!.id,
        order,
        problemType: spec.type,
        points: spec.points ?? 1,
        questionText: spec.question,
        questionImageUrl: spec.imageUrl ?? null,
        questionVideo: spec.video ?? null,
        solutionText: spec.solution ?? null,
        answer: answerOf(spec),
        caseSensitive: spec.caseSensitive ?? false,
        approximate: spec.approximate ?? false,
        randomizeChoices: spec.randomizeChoices ?? false,
        typesetMath: spec.typesetMath ?? true,
      }),
    ),
  );
  await insertAll(
    db,
    choices,
    plannedProblems.flatMap(({ spec }, index) =>
      (spec.choices ?? []).map(([text, correct], order) => ({
        problemId: problemRows[index]!.id,
        order: order + 1,
        text,
        correct: correct ?? (spec.type === 'RANKING' || spec.type === 'MATCHING'),
      })),
    ),
  );
  await insertAll(
    db,
    hints,
    plannedProblems.flatMap(({ spec }, index) =>
      (spec.hints ?? []).map((text, order) => ({ problemId: problemRows[index]!.id, order: order + 1, text })),
    ),
  );

  const hotspot = plannedProblems.findIndex(({ spec }) => spec.type === 'ONE_HOTSPOT');
  await createProblemImage(db, {
    problemId: problemRows[hotspot]!.id,
    fileKey: 'problem-images/number-line-worked-example.svg',
    imageUrl: '/images/problems/number-line-worked-example.svg',
    cost: 0,
    createdById: teacherId,
  });

  const problemsBySet = groupBy(
    plannedProblems.map(({ setIndex, spec }, index) => ({ setIndex, problem: problemRows[index]!, spec })),
    ({ setIndex }) => setIndex,
  );
  const contentByPlan = groupBy(
    setRows.map((set, setIndex): DemoProblemSet => ({
      set,
      problems: (problemsBySet.get(setIndex) ?? []).map(({ problem, spec }) => ({ problem, spec })),
    })),
    ({ set }) => set.lessonPlanId,
  );

  const lessonAssignments = [...catalog.classrooms.values()].flatMap((classroom) =>
    (catalog.lessonsByClassroom.get(classroom.id) ?? []).flatMap(({ lesson, plan }) =>
      (contentByPlan.get(plan.id) ?? []).map((content) => {
        const opensSoon = lesson.startOn !== null && lesson.startOn.getTime() <= now.getTime() + 7 * DAY;
        const assigned =
          plan.lessonPlanType === 'INTRODUCTION' ||
          classroom.status === 'CLOSED' ||
          classroom.teachingStyle === 'SELF_PACED' ||
          (classroom.status === 'OPENED' && opensSoon);
        return {
          content,
          values: assignmentValues({
            lessonId: lesson.id,
            problemSetId: content.set.id,
            status: assigned ? 'ASSIGNED' : 'NOT_ASSIGNED',
            startOn: lesson.startOn,
            dueOn: lesson.dueOn,
            graded: !UNGRADED_KINDS.has(content.set.kind),
          }),
        };
      }),
    ),
  );
  const assignmentRows = await insertAll(db, assignments, lessonAssignments.map(({ values }) => values));
  const assignmentsByLesson = groupBy(
    assignmentRows.map((assignment, index): DemoAssignment => ({ assignment, content: lessonAssignments[index]!.content })),
    ({ assignment }) => assignment.lessonId,
  );

  return { problemSetCount: setRows.length, problemCount: problemRows.length, assignmentsByLesson };
}

export type DemoProblemSets = Awaited<ReturnType<typeof seedProblemSets>>;
