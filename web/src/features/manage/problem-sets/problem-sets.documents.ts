import { graphql, type ResultOf, type VariablesOf } from '../../../graphql';

/** The back office's problem-set editor: the library, one set, its save and its staff preview. */

export const ProblemSetLibraryQuery = graphql(`
  query ProblemSetLibrary($search: String, $offset: Int) {
    problemSetLibrary(search: $search, offset: $offset) {
      total
      entries {
        id
        code
        title
        kind
        purpose
        problemCount
        assignmentCount
        updatedAt
        lessonPlan {
          courseCode
          order
          title
        }
      }
    }
  }
`);

export const EditableProblemSetFields = graphql(`
  fragment EditableProblemSetFields on EditableProblemSet @_unmask {
    id
    code
    order
    title
    kind
    purpose
    learningObjective
    instructions
    allowedAttempts
    autoGrading
    feedbackType
    timeLimit
    allowSkip
    randomizeOrder
    assignmentCount
    updatedAt
    revision
    lessonPlan {
      courseCode
      courseTitle
      order
      title
      lessonPlanType
    }
    problems {
      id
      problemType
      points
      questionText
      questionImageUrl
      questionVideo
      solutionText
      solutionImageUrl
      solutionVideo
      answer
      caseSensitive
      approximate
      randomizeChoices
      typesetMath
      answerCount
      choices {
        id
        text
        correct
      }
      hints {
        text
        image
        video
      }
    }
  }
`);

export const EditableProblemSetQuery = graphql(
  `
    query EditableProblemSet($id: Int!) {
      editableProblemSet(id: $id) {
        ...EditableProblemSetFields
      }
    }
  `,
  [EditableProblemSetFields],
);

export const SaveProblemSetMutation = graphql(
  `
    mutation SaveProblemSet($id: Int!, $revision: String!, $input: ProblemSetEditInput!) {
      saveProblemSet(id: $id, revision: $revision, input: $input) {
        outcome
        message
        issues {
          path
          message
        }
        problemSet {
          ...EditableProblemSetFields
        }
      }
    }
  `,
  [EditableProblemSetFields],
);

export type EditableProblemSetData = ResultOf<typeof EditableProblemSetFields>;
export type EditableProblemData = EditableProblemSetData['problems'][number];
export type ProblemSetInput = VariablesOf<typeof SaveProblemSetMutation>['input'];
export type LibraryEntryData = ResultOf<typeof ProblemSetLibraryQuery>['problemSetLibrary']['entries'][number];
