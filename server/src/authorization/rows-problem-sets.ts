// The back office's problem-set editor: admins only. The save names a revision the set never had,
// so the matrix never changes the demo's content.
import { ADMINS, but, type MatrixRow } from './expectations.js';

const SET_INPUT = `{ title: "X", kind: HOMEWORK, purpose: SKILL, learningObjective: "", instructions: "", autoGrading: true,
  feedbackType: INSTANT, timeLimit: 0, allowSkip: true, randomizeOrder: false, problems: [] }`;

export const PROBLEM_SETS_ROWS: MatrixRow[] = [
  { operation: 'problemSetLibrary', document: `{ problemSetLibrary(search: "MA6") { total entries { id } } }`, expect: ADMINS },
  {
    operation: 'editableProblemSet',
    document: `query ($id: Int!) { editableProblemSet(id: $id) { id revision problems { id answerCount choices { id } } } }`,
    variables: (s) => ({ id: s.problemSetId }),
    expect: ADMINS,
  },
  {
    operation: 'problemSetPreview',
    document: `query ($id: Int!) { problemSetPreview(problemSetId: $id) { mode problems { problemId correctAnswer { accepted } } } }`,
    variables: (s) => ({ id: s.problemSetId }),
    expect: ADMINS,
  },
  {
    operation: 'saveProblemSet',
    document: `mutation ($id: Int!) { saveProblemSet(id: $id, revision: "stale", input: ${SET_INPUT}) { outcome } }`,
    variables: (s) => ({ id: s.problemSetId }),
    expect: but(ADMINS, { admin: 'allowed' }),
  },
];
