import { graphql } from '../../graphql';

export const UpcomingClassesQuery = graphql(`
  query UpcomingClasses($studentId: Int!) {
    upcomingClasses(studentId: $studentId) {
      lessonId
      classroomId
      classroomCode
      title
      lessonTitle
      startOn
      endOn
      location
      absent
      makeup
    }
  }
`);

export const FamilyBirthdaysQuery = graphql(`
  query FamilyBirthdays {
    familyBirthdays {
      date
      students {
        id
        firstName
        lastName
        age
      }
    }
  }
`);
