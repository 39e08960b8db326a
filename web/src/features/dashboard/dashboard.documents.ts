import { graphql, type ResultOf } from '../../graphql';

const ClassSectionFragment = graphql(`
  fragment ClassSection on ClassSection @_unmask {
    key
    title
    total
    classes {
      classroomId
      code
      shortTitle
      imageUrl
      locationName
      startDate
      endDate
      status
      teachingStyle
      onSolve
      mode
      grade
      overdueCount
      points
      unreadMessages
      action
    }
  }
`);

export const DashboardQuery = graphql(
  `
    query Dashboard($mode: StaffMode) {
      dashboard(mode: $mode) {
        tabs
        active {
          ...ClassSection
        }
        completed {
          ...ClassSection
        }
      }
    }
  `,
  [ClassSectionFragment],
);

/** More of one section, for "Show more". */
export const DashboardSectionQuery = graphql(
  `
    query DashboardSection($mode: StaffMode, $key: String!, $offset: Int!) {
      dashboardSection(mode: $mode, key: $key, offset: $offset) {
        ...ClassSection
      }
    }
  `,
  [ClassSectionFragment],
);

export type ClassSectionData = ResultOf<typeof DashboardQuery>['dashboard']['active'][number];
export type ClassCardData = ClassSectionData['classes'][number];

export const RecommendationsQuery = graphql(`
  query Recommendations($scope: RecommendationScope!) {
    recommendations(scope: $scope) {
      month
      label
      classes {
        classroomId
        code
        shortTitle
        courseTitle
        description
        subject
        startGrade
        endGrade
        imageUrl
        videoId
        startDate
        endDate
        meets
        startTime
        endTime
        locationName
        teachingStyle
        tuitionCents
        earlyBirdTuitionCents
      }
    }
  }
`);

export type RecommendationGroupData = ResultOf<typeof RecommendationsQuery>['recommendations'][number];
export type RecommendedClassData = RecommendationGroupData['classes'][number];
