import { graphql, type ResultOf } from '../../graphql';

export const EarnedBadgeFields = graphql(`
  fragment EarnedBadgeFields on EarnedBadge {
    badge {
      id
      label
      ranking
      description
      imageUrl
    }
    classroomId
    classroomTitle
    tentative
  }
`);

export const FamilyReportsQuery = graphql(
  `
    query FamilyReports {
      familyReports {
        student {
          id
          firstName
          lastName
        }
        openClasses {
          classroomId
          code
          title
          grade
        }
        startingSoon {
          classroomId
          code
          title
          startDate
        }
        badges {
          ...EarnedBadgeFields
        }
      }
    }
  `,
  [EarnedBadgeFields],
);

export const ClassReportQuery = graphql(
  `
    query ClassReport($studentId: Int!, $classroomId: Int!) {
      classReport(studentId: $studentId, classroomId: $classroomId) {
        student {
          id
          firstName
          lastName
        }
        classroomId
        code
        title
        status
        startDate
        endDate
        grade
        available
        unavailableMessage
        lessons {
          lessonId
          number
          title
          grade
          percentComplete
        }
        badges {
          ...EarnedBadgeFields
        }
      }
    }
  `,
  [EarnedBadgeFields],
);

export type StudentReportData = ResultOf<typeof FamilyReportsQuery>['familyReports'][number];
