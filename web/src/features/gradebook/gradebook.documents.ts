import { graphql, type ResultOf } from '../../graphql';

export const StudentGradebookQuery = graphql(`
  query StudentGradebook($classroomId: Int!) {
    studentGradebook(classroomId: $classroomId) {
      classroomId
      grade
      lessons {
        lessonId
        number
        title
        grade
        percentComplete
        groups {
          group
          label
          rows {
            assignmentId
            order
            title
            grade
            timeSpent
            dueOn
            submittedAt
            late
            comments {
              problemNumber
              comment
            }
          }
        }
      }
    }
  }
`);

export type GradebookLessonData = ResultOf<typeof StudentGradebookQuery>['studentGradebook']['lessons'][number];

export const ClassGradebookQuery = graphql(`
  query ClassGradebook($classroomId: Int!) {
    classGradebook(classroomId: $classroomId) {
      classroomId
      columns {
        assignmentId
        label
        title
        group
        dueOn
      }
      students {
        studentId
        firstName
        lastName
        grade
        cells {
          assignmentId
          grade
          submittedAt
          state
        }
      }
    }
  }
`);

export type ClassGradebookData = ResultOf<typeof ClassGradebookQuery>['classGradebook'];
