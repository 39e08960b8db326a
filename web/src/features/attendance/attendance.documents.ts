import { graphql } from '../../graphql';

export const AttendanceQuery = graphql(`
  query Attendance($classroomId: Int!) {
    attendance(classroomId: $classroomId) {
      classroomId
      tutored
      rows {
        lessonId
        lessonNumber
        lessonTitle
        startOn
        location
        attendeeId
        status
        note
        canScheduleMakeup
        canRequestCorrection
        correctionRequested
        makeup {
          id
          status
          notes
          toClassroomTitle
          toStartOn
          toStatus
          undoable
        }
      }
      sessions {
        status
        order
        startDateTime
        location
      }
    }
  }
`);

export const AvailableMakeupLessonsQuery = graphql(`
  query AvailableMakeupLessons($lessonId: Int!, $studentId: Int) {
    availableMakeupLessons(lessonId: $lessonId, studentId: $studentId) {
      lessonId
      classroomTitle
      lessonTitle
      startOn
      seatsLeft
    }
  }
`);

export const ScheduleMakeupMutation = graphql(`
  mutation ScheduleMakeup($fromLessonId: Int!, $toLessonId: Int, $markAbsent: Boolean, $notes: String, $studentId: Int) {
    scheduleMakeup(fromLessonId: $fromLessonId, toLessonId: $toLessonId, markAbsent: $markAbsent, notes: $notes, studentId: $studentId) {
      id
      status
    }
  }
`);

export const UndoMakeupMutation = graphql(`
  mutation UndoMakeup($makeupId: Int!, $studentId: Int) {
    undoMakeup(makeupId: $makeupId, studentId: $studentId)
  }
`);

export const RequestAttendanceCorrectionMutation = graphql(`
  mutation RequestAttendanceCorrection($attendeeId: Int!, $description: String!) {
    requestAttendanceCorrection(attendeeId: $attendeeId, description: $description)
  }
`);
