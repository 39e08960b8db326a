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
        startOn
        endOn
        location
        absent
        makeup
        past
      }
    }
  }
`);

export type ScheduleEntryData = ResultOf<typeof FamilyWeekQuery>['familyWeek']['entries'][number];
