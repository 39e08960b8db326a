import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

/** The player's operations (docs/api-contract.md, "GraphQL contract of the problem-set player"). */

export const SolutionFields = graphql(`
  fragment SolutionFields on Solution @_unmask {
    text
    imageUrl
    video
  }
`);

export const CorrectAnswerFields = graphql(`
  fragment CorrectAnswerFields on CorrectAnswer @_unmask {
    accepted
    selected
    order
    pairs {
      left
      right
    }
    spots {
      x
      y
      radius
    }
  }
`);

export const ResponseFields = graphql(`
  fragment ResponseFields on PlayerResponse @_unmask {
    id
    problemId
    answer {
      kind
      text
      selected
      order
      pairs {
        left
        right
      }
      clicks {
        x
        y
      }
    }
    answered
    state
    sum
    graded
    comment
    attachmentUrl
    scratchpadUrl
    timeSpent
    sequence
    updatedAt
  }
`);

const ChoiceFields = graphql(`
  fragment ChoiceFields on PlayerChoice @_unmask {
    key
    label
    text
  }
`);

export const ProblemFields = graphql(
  `
    fragment ProblemFields on PlayerProblem @_unmask {
      problemId
      number
      problemType
      points
      counted
      questionText
      questionImageUrl
      questionVideo
      typesetMath
      choices {
        ...ChoiceFields
      }
      matchLeft {
        ...ChoiceFields
      }
      matchRight {
        ...ChoiceFields
      }
      hotspotCount
      solution {
        ...SolutionFields
      }
      correctAnswer {
        ...CorrectAnswerFields
      }
      response {
        ...ResponseFields
      }
      images {
        id
        imageUrl
      }
    }
  `,
  [ChoiceFields, SolutionFields, CorrectAnswerFields, ResponseFields],
);

const PlayerFields = graphql(
  `
    fragment PlayerFields on Player @_unmask {
      assignmentId
      mode
      redirectTo
      classroomId
      classroomTitle
      teachingStyle
      canAnswer
      canSkip
      canLearn
      canSubmit
      serverTime
      problemSet {
        id
        title
        heading
        lessonOrder
        setOrder
        lessonTitle
        isIntroduction
        kind
        feedbackType
        autoGraded
        allowSkip
        timeLimit
        allowedAttempts
        videoId
        instructions
        countedProblems
      }
      problems {
        ...ProblemFields
      }
      submission {
        id
        attemptNumber
        startedAt
        submittedAt
        reviewed
        elapsedSeconds
        secondsLeft
        timeLimitEndsAt
        timeIsUp
        answeredCount
        countedProblems
        results {
          correctCount
          countedProblems
          scorePercent
          attemptNumber
          allowedAttempts
          timeSpent
          graded
        }
      }
    }
  `,
  [ProblemFields],
);

export const PlayerQuery = graphql(
  `
    query Player($assignmentId: Int!, $submissionId: Int) {
      player(assignmentId: $assignmentId, submissionId: $submissionId) {
        ...PlayerFields
      }
    }
  `,
  [PlayerFields],
);

const AnswerPayloadFields = graphql(
  `
    fragment AnswerPayloadFields on AnswerPayload @_unmask {
      outcome
      message
      applied
      response {
        ...ResponseFields
      }
      solution {
        ...SolutionFields
      }
      correctAnswer {
        ...CorrectAnswerFields
      }
    }
  `,
  [ResponseFields, SolutionFields, CorrectAnswerFields],
);

/** The staff preview of a problem set as stored, outside any class (the back office's editor opens it). */
export const ProblemSetPreviewQuery = graphql(
  `
    query ProblemSetPreview($problemSetId: Int!) {
      problemSetPreview(problemSetId: $problemSetId) {
        ...PlayerFields
      }
    }
  `,
  [PlayerFields],
);

export const CreateResponseMutation = graphql(
  `
    mutation CreateProblemResponse($submissionId: Int!, $problemId: Int!, $value: AnswerInput!, $timeSpent: Int!, $sequence: Float!) {
      createProblemResponse(submissionId: $submissionId, problemId: $problemId, value: $value, timeSpent: $timeSpent, sequence: $sequence) {
        ...AnswerPayloadFields
      }
    }
  `,
  [AnswerPayloadFields],
);

/**
 * The same answer as the app sends it, from a drawn player's own script (answerBeforeTheApp.ts):
 * only whether it was stored comes back, since the app asks the attempt afresh when it takes over.
 */
export const EarlyAnswerMutation = graphql(`
  mutation CreateProblemResponse($submissionId: Int!, $problemId: Int!, $value: AnswerInput!, $timeSpent: Int!, $sequence: Float!) {
    createProblemResponse(submissionId: $submissionId, problemId: $problemId, value: $value, timeSpent: $timeSpent, sequence: $sequence) {
      applied
    }
  }
`);

export const UpdateResponseMutation = graphql(
  `
    mutation UpdateProblemResponse($responseId: Int!, $value: AnswerInput!, $timeSpent: Int, $sequence: Float!) {
      updateProblemResponse(responseId: $responseId, value: $value, timeSpent: $timeSpent, sequence: $sequence) {
        ...AnswerPayloadFields
      }
    }
  `,
  [AnswerPayloadFields],
);

export const SubmitSetMutation = graphql(
  `
    mutation UpdateSubmission($submissionId: Int!, $timeSpent: Int) {
      updateSubmission(submissionId: $submissionId, timeSpent: $timeSpent) {
        ...PlayerFields
      }
    }
  `,
  [PlayerFields],
);

export type PlayerData = ResultOf<typeof PlayerQuery>['player'];
export type PlayerProblemSet = NonNullable<PlayerData['problemSet']>;
export type PlayerSubmission = NonNullable<PlayerData['submission']>;
export type PlayerResults = NonNullable<PlayerSubmission['results']>;
export type AnswerPayload = ResultOf<typeof CreateResponseMutation>['createProblemResponse'];
export type AnswerInput = VariablesOf<typeof CreateResponseMutation>['value'];
