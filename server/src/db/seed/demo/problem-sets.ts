import type { Db } from '../../client.js';
import { parseContent } from '../../../modules/content/content-check.js';
import type { ContentInput } from '../../../modules/content/content-format.js';
import { importContent } from '../../../modules/content/content-import.service.js';
import { assignments, type problemSets, type problems } from '../../schema/index.js';
import { assignmentValues } from '../factories/learning.js';
import { createProblemImage } from '../factories/content.js';
import { insertAll } from '../factories/insert.js';
import type { DemoCatalog } from './catalog.js';
import { DAY } from './calendar.js';
import { answerOf, type ProblemSetSpec, type ProblemSpec } from './content/kit.js';
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

type SetContent = NonNullable<ContentInput['problemSets']>[number];

/** The demo's problem set as a content file's entry (docs/content-format.md): the same path academies load theirs by. */
function contentOf(code: string, course: string, planOrder: number, order: number, spec: ProblemSetSpec): SetContent {
  const { problems: problemSpecs, ...set } = spec;
  return {
    ...set,
    code,
    order,
    lessonPlan: { course, order: planOrder },
    problems: problemSpecs.map((problem) => ({
      problemType: problem.type,
      points: problem.points ?? 1,
      questionText: problem.question,
      questionImageUrl: problem.imageUrl ?? null,
      questionVideo: problem.video ?? null,
      solutionText: problem.solution ?? null,
      answer: answerOf(problem),
      caseSensitive: problem.caseSensitive ?? false,
      approximate: problem.approximate ?? false,
      randomizeChoices: problem.randomizeChoices ?? false,
      typesetMath: problem.typesetMath ?? true,
      choices: (problem.choices ?? []).map(([text, correct]) => ({
        text,
        correct: correct ?? (problem.type === 'RANKING' || problem.type === 'MATCHING'),
      })),
      hints: (problem.hints ?? []).map((text) => ({ text })),
    })),
  };
}

/**
 * Problem sets for every lesson plan, their problems, choices and hints, loaded through the
 * content import with stable codes ('MA6-L1-3': course, lesson, set), and the assignments of
 * every lesson. `teacherId` saved a worked example from the scratchpad on the showcase problem.
 */
export async function seedProblemSets(db: Db, catalog: DemoCatalog, teacherId: number, now: Date) {
  const planned = demoCourses.flatMap((course, courseIndex) =>
    (catalog.plansByCourse.get(catalog.courses[courseIndex]!.id) ?? []).flatMap((plan) =>
      setsForPlan(course, plan, courseIndex).map((spec, index) => ({ course: course.code, plan, order: index + 1, spec })),
    ),
  );
  const document = parseContent({
    problemSets: planned.map(({ course, plan, order, spec }) =>
      contentOf(`${course}-L${plan.order}-${order}`, course, plan.order, order, spec),
    ),
  });
  const { sets } = await importContent(db, document, now);
  const setRows = sets.map(({ set }) => set);
  const plannedProblems = planned.flatMap(({ spec }, setIndex) =>
    spec.problems.map((problem, index) => ({ setIndex, spec: problem, row: sets[setIndex]!.problems[index]! })),
  );
  const problemRows = plannedProblems.map(({ row }) => row);

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
  const assignmentRows = await insertAll(
    db,
    assignments,
    lessonAssignments.map(({ values }) => values),
  );
  const assignmentsByLesson = groupBy(
    assignmentRows.map((assignment, index): DemoAssignment => ({ assignment, content: lessonAssignments[index]!.content })),
    ({ assignment }) => assignment.lessonId,
  );

  return { problemSetCount: setRows.length, problemCount: problemRows.length, assignmentsByLesson };
}

export type DemoProblemSets = Awaited<ReturnType<typeof seedProblemSets>>;
