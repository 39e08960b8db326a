import { pick, SET_FIELDS } from '../modules/problem-sets/problem-set-fields.js';
import type { ProblemEdit, SetFields } from '../modules/problem-sets/problem-sets.types.js';
import type { GqlResult, TestServer } from './harness.js';

/** The editor's calls as the back office makes them, and an edit made from what it loaded. */

export const EDITABLE_FIELDS = `id code order title kind purpose learningObjective instructions allowedAttempts autoGrading feedbackType
  timeLimit allowSkip randomizeOrder assignmentCount updatedAt revision
  lessonPlan { courseCode courseTitle order title lessonPlanType }
  problems { id problemType points questionText questionImageUrl questionVideo solutionText solutionImageUrl solutionVideo answer
    caseSensitive approximate randomizeChoices typesetMath answerCount choices { id text correct } hints { text image video } }`;

/** A problem as the editor loads and saves it (the count of answers comes only with a load). */
export type ProblemView = ProblemEdit & { answerCount?: number };

export interface EditableView extends SetFields {
  id: number;
  code: string;
  assignmentCount: number;
  revision: string;
  lessonPlan: { courseCode: string; order: number; lessonPlanType: string } | null;
  problems: (ProblemView & { id: number; answerCount: number })[];
}

export type EditInput = SetFields & { problems: ProblemView[] };

export interface SaveView {
  outcome: 'SAVED' | 'UNCHANGED' | 'INVALID';
  message: string;
  issues: { path: string; message: string }[];
  problemSet: EditableView;
}

/** The input that saves `set` as it is: change it before saving. */
export function inputOf(set: EditableView): EditInput {
  return {
    ...pick(set, SET_FIELDS),
    problems: set.problems.map(({ answerCount: _answers, ...problem }) => ({
      ...problem,
      choices: problem.choices.map((choice) => ({ ...choice })),
      hints: problem.hints.map((hint) => ({ ...hint })),
    })),
  };
}

/** A new problem of `type` with the defaults of a content file. */
export function newProblem(values: Partial<ProblemView> & Pick<ProblemView, 'problemType'>): ProblemView {
  return {
    id: null,
    points: 1,
    questionText: '',
    questionImageUrl: null,
    questionVideo: null,
    solutionText: null,
    solutionImageUrl: null,
    solutionVideo: null,
    answer: '',
    caseSensitive: false,
    approximate: false,
    randomizeChoices: false,
    typesetMath: false,
    choices: [],
    hints: [],
    ...values,
  };
}

export function editorCalls(t: TestServer) {
  return {
    load: (token: string | null, id: number): Promise<GqlResult<{ editableProblemSet: EditableView }>> =>
      t.gql(`query ($id: Int!) { editableProblemSet(id: $id) { ${EDITABLE_FIELDS} } }`, { id }, token ? { token } : {}),
    save: (token: string | null, id: number, revision: string, input: EditInput): Promise<GqlResult<{ saveProblemSet: SaveView }>> =>
      t.gql(
        `mutation ($id: Int!, $revision: String!, $input: ProblemSetEditInput!) {
          saveProblemSet(id: $id, revision: $revision, input: $input) { outcome message issues { path message } problemSet { ${EDITABLE_FIELDS} } } }`,
        { id, revision, input },
        token ? { token } : {},
      ),
  };
}

/** Loads the set as `token` sees it, changes it with `change`, and saves it over what was loaded. */
export async function edit(
  t: TestServer,
  token: string,
  id: number,
  change: (input: EditInput) => void,
): Promise<GqlResult<{ saveProblemSet: SaveView }>> {
  const calls = editorCalls(t);
  const loaded = (await calls.load(token, id)).data!.editableProblemSet;
  const input = inputOf(loaded);
  change(input);
  return calls.save(token, id, loaded.revision, input);
}
