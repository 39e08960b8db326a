import { classroomShortTitle } from '@solve/core/classroom';
import { graphql, type ResultOf } from '../../graphql';

/** Grading written work: the queue and the grade. */

export const GradingQueueQuery = graphql(`
  query GradingQueue($classroomId: Int, $assignmentId: Int) {
    gradingQueue(classroomId: $classroomId, assignmentId: $assignmentId) {
      total
      items {
        responseId
        submissionId
        studentName
        classroomTitle
        classroomCode
        lessonTitle
        setTitle
        problemNumber
        problemType
        questionText
        questionImageUrl
        points
        reason
        currentPoints
        answerText
        attachmentUrl
        scratchpadUrl
        submittedAt
      }
      classrooms {
        id
        title
        pending
      }
      assignments {
        id
        title
        pending
      }
    }
  }
`);

export const GradeResponseMutation = graphql(`
  mutation GradeResponse($responseId: Int!, $points: Float!, $comment: String) {
    gradeResponse(responseId: $responseId, points: $points, comment: $comment) {
      responseId
      state
      sum
      comment
      submissionGrade
      submissionGraded
    }
  }
`);

export type GradingItem = ResultOf<typeof GradingQueueQuery>['gradingQueue']['items'][number];

/** A class as graders tell sections apart: its name, then its code ('Pre-Algebra (MA6-A)'). */
export const classLabel = (item: Pick<GradingItem, 'classroomTitle' | 'classroomCode'>) =>
  `${classroomShortTitle(item.classroomTitle)} (${item.classroomCode})`;
