import { graphql } from '../../graphql';
import { EarnedBadgeFields } from './report.documents';

/** A student's own badges (of one class when given): the banner, the profile and the transcript read them. */
export const MyBadgesQuery = graphql(
  `
    query MyBadges($studentId: Int!, $classroomId: Int) {
      earnedBadges(studentId: $studentId, classroomId: $classroomId) {
        ...EarnedBadgeFields
        badge {
          id
          title
          ranking
          label
          imageUrl
          minGrade
        }
        classroomId
        classroomTitle
        tentative
      }
    }
  `,
  [EarnedBadgeFields],
);
