import { graphql, type ResultOf } from '../../graphql';

export const FamilyWeekQuery = graphql(`
  query FamilyWeek($studentId: Int, $date: String) {
    familyWeek(studentId: $studentId, date: $date) {
      studentId
      weekStart
      timeZone
      entries {
        lessonId
        title
        classroomTitle
        hostClassroomTitle
        startOn
        endOn
        location
        status
        absent
        makeup
        past
        makeupRecord {
          id
          status
          notes
          toClassroomTitle
          toStartOn
          undoable
        }
      }
    }
  }
`);

export type ScheduleEntryData = ResultOf<typeof FamilyWeekQuery>['familyWeek']['entries'][number];

export const CalendarFeedQuery = graphql(`
  query CalendarFeed($studentId: Int!) {
    calendarFeed(studentId: $studentId) {
      studentId
      active
      createdAt
    }
  }
`);

export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed($studentId: Int!) {
    createCalendarFeed(studentId: $studentId) {
      studentId
      url
      createdAt
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed($studentId: Int!) {
    revokeCalendarFeed(studentId: $studentId)
  }
`);
