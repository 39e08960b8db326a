import { graphql, type ResultOf } from '../../graphql';

const ClassroomInfoFragment = graphql(`
  fragment ClassroomInfoFields on ClassroomInfo @_unmask {
    id
    code
    title
    shortTitle
    status
    teachingStyle
    startDate
    endDate
    meets
    startTime
    endTime
    onSolve
    externalUrl
    locationName
    courseTitle
    imageUrl
    mode
    isStaff
    enrollmentStatus
    trialToLessonOrder
  }
`);

/** The lesson as both the lesson cards and the lesson's own page name it, with its problem sets. */
const LessonCardFragment = graphql(`
  fragment LessonCardFields on LessonCard @_unmask {
    lessonId
    number
    title
    description
    lessonPlanType
    problemSets {
      assignmentId
      order
      title
    }
  }
`);

export const ClassroomPageQuery = graphql(
  `
    query ClassroomPage($classroomId: Int!) {
      classroomPage(classroomId: $classroomId) {
        classroom {
          ...ClassroomInfoFields
        }
        tabs {
          tab
          state
        }
        lessons {
          ...LessonCardFields
          startOn
          endOn
          showsDates
          grade
          percentComplete
          action
          locked
          lockReason
          lockMessage
          opensAt
        }
      }
    }
  `,
  [ClassroomInfoFragment, LessonCardFragment],
);

export type ClassroomInfoData = ResultOf<typeof ClassroomPageQuery>['classroomPage']['classroom'];
export type LessonCardData = ResultOf<typeof ClassroomPageQuery>['classroomPage']['lessons'][number];

export const LessonPageQuery = graphql(
  `
    query LessonPage($lessonId: Int!) {
      lessonPage(lessonId: $lessonId) {
        classroom {
          ...ClassroomInfoFields
        }
        lesson {
          ...LessonCardFields
        }
        webinar {
          webinarId
          startsAt
          phase
          liveUrl
          replayAvailable
          officeHours {
            startsAt
            endsAt
            phase
            url
          }
        }
        assignments {
          assignment {
            id
            status
            startOn
            dueOn
          }
          problemSet {
            id
            order
            title
            kind
            purpose
            learningObjective
          }
          typeLabel
          state
          locked
          lockMessage
          attempts
          allowedAttempts
          grade
          startAction
          startRefusal
          showsVideo
          reviewLabel
          reviewAllowed
          reviewMessage
          printable
        }
      }
    }
  `,
  [ClassroomInfoFragment, LessonCardFragment],
);

export type LessonPageData = ResultOf<typeof LessonPageQuery>['lessonPage'];
export type AssignmentCardData = LessonPageData['assignments'][number];
export type WebinarCardData = NonNullable<LessonPageData['webinar']>;

export const StartAssignmentMutation = graphql(`
  mutation StartAssignment($assignmentId: Int!) {
    startAssignment(assignmentId: $assignmentId) {
      classroomId
      classroomTitle
      teachingStyle
      attemptNumber
      resumed
      submission {
        id
        attemptNumber
      }
    }
  }
`);

export const OpenReviewMutation = graphql(`
  mutation OpenReview($assignmentId: Int!) {
    openReview(assignmentId: $assignmentId) {
      id
      attemptNumber
      reviewed
    }
  }
`);

export const PrintoutQuery = graphql(`
  query AssignmentPrintout($assignmentId: Int!) {
    assignmentPrintout(assignmentId: $assignmentId) {
      title
      instructions
      questions {
        number
        text
        typesetMath
        imageUrl
        choices
        matchWith
      }
    }
  }
`);

export type PrintoutData = ResultOf<typeof PrintoutQuery>['assignmentPrintout'];

export const SyllabusQuery = graphql(
  `
    query Syllabus($classroomId: Int!) {
      syllabus(classroomId: $classroomId) {
        classroom {
          ...ClassroomInfoFields
          description
          longDescription
          startGrade
          endGrade
        }
        instructors
        lessons {
          number
          title
          description
          lessonPlanType
          startOn
        }
      }
    }
  `,
  [ClassroomInfoFragment],
);

export const TranscriptQuery = graphql(
  `
    query Transcript($classroomId: Int!) {
      transcript(classroomId: $classroomId) {
        classroom {
          ...ClassroomInfoFields
        }
        available
        unavailableMessage
        grade
        lessons {
          number
          title
          grade
          percentComplete
        }
      }
    }
  `,
  [ClassroomInfoFragment],
);

export const LessonVideoQuery = graphql(
  `
    query LessonVideo($classroomId: Int!, $videoId: String, $assignmentId: Int) {
      lessonVideo(classroomId: $classroomId, videoId: $videoId, assignmentId: $assignmentId) {
        title
        url
        kind
        classroom {
          ...ClassroomInfoFields
        }
      }
    }
  `,
  [ClassroomInfoFragment],
);
