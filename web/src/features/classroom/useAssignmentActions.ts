import { useApolloClient, useMutation } from '@apollo/client/react';
import { THROTTLE_MS } from '@solve/core/constants';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { ensureWorkSession, useThrottledAction } from '../auth';
import { type ClassroomInfoData, OpenReviewMutation, StartAssignmentMutation } from './classroom.documents';
import { enterPlayer } from './classroomSession';
import { forgetProgressViews } from './progressCache';

const playerRoute = (assignmentId: number) => `/problemSets?assignmentId=${assignmentId}`;

/**
 * Start or Revise, Review and Solutions: the server creates (or resumes) the attempt or opens the
 * review, the session keeps what the player reads, and the player's route opens. Starting is
 * throttled to once per 5 s (classroom.md §9); refusals come back as the server's text. A student's
 * tab without its work session (opened after sign-in) asks for it first.
 */
export function useAssignmentActions(classroom: ClassroomInfoData) {
  const navigate = useNavigate();
  const { me } = useSession();
  const studentId = me?.userType === 'STUDENT' ? me.id : null;
  const { cache } = useApolloClient();
  const [startMutation] = useMutation(StartAssignmentMutation);
  const [reviewMutation] = useMutation(OpenReviewMutation);
  const throttle = useThrottledAction(THROTTLE_MS.createSubmission);
  const [problem, setProblem] = useState<string | null>(null);

  const start = useCallback(
    (assignmentId: number) =>
      throttle.run(async () => {
        try {
          if (studentId !== null) await ensureWorkSession(studentId);
          const { data } = await startMutation({ variables: { assignmentId } });
          if (!data) return;
          const started = data.startAssignment;
          forgetProgressViews(cache);
          enterPlayer(
            { id: started.classroomId, title: started.classroomTitle, teachingStyle: started.teachingStyle },
            started.submission,
            false,
          );
          void navigate(playerRoute(assignmentId));
        } catch (error) {
          setProblem(errorMessage(error, 'The problem set could not be started. Please try again.'));
        }
      }),
    [cache, navigate, startMutation, studentId, throttle],
  );

  const review = useCallback(
    async (assignmentId: number) => {
      if (classroom.isStaff) {
        enterPlayer(classroom, null, false);
        void navigate(playerRoute(assignmentId));
        return;
      }
      try {
        if (studentId !== null) await ensureWorkSession(studentId);
        const { data } = await reviewMutation({ variables: { assignmentId } });
        if (!data?.openReview) return;
        forgetProgressViews(cache);
        enterPlayer(classroom, data.openReview, true);
        void navigate(playerRoute(assignmentId));
      } catch (error) {
        setProblem(errorMessage(error, 'The review could not be opened. Please try again.'));
      }
    },
    [cache, classroom, navigate, reviewMutation, studentId],
  );

  return { start, review, starting: throttle.busy, problem, clearProblem: () => setProblem(null), showProblem: setProblem };
}
