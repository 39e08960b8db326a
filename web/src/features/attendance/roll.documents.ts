import { graphql, type ResultOf } from '../../graphql';

export const LessonRollFields = graphql(`
  fragment LessonRollFields on LessonRoll {
    lessonId
    classroomId
    classroomTitle
    lessonNumber
    lessonTitle
    startOn
    endOn
    started
    students {
      studentId
      name
      username
      status
      note
      makeup
      makeupFromClassroomTitle
      markedAbsentByFamily
      recordedAt
    }
    away {
      studentId
      name
      toClassroomTitle
      toStartOn
    }
    corrections {
      issueId
      studentId
      name
      description
      dateAssigned
      status
    }
  }
`);

export const LessonRollQuery = graphql(
  `
    query LessonRoll($lessonId: Int!) {
      lessonRoll(lessonId: $lessonId) {
        ...LessonRollFields
      }
    }
  `,
  [LessonRollFields],
);

export const SaveRollMutation = graphql(
  `
    mutation SaveRoll($lessonId: Int!, $entries: [RollEntryInput!]!) {
      saveRoll(lessonId: $lessonId, entries: $entries) {
        ...LessonRollFields
      }
    }
  `,
  [LessonRollFields],
);

export const ResolveAttendanceCorrectionMutation = graphql(
  `
    mutation ResolveAttendanceCorrection($issueId: Int!, $status: AttendeeStatus, $reply: String!) {
      resolveAttendanceCorrection(issueId: $issueId, status: $status, reply: $reply) {
        ...LessonRollFields
      }
    }
  `,
  [LessonRollFields],
);

export type LessonRollData = ResultOf<typeof LessonRollFields>;
export type RollStudentData = LessonRollData['students'][number];
export type RollCorrectionData = LessonRollData['corrections'][number];
