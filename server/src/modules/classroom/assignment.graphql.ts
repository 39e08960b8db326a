import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { requireCurrentStudentSession } from '../auth/student-session.js';
import { AssignmentRef, SubmissionRef } from '../learning/learning.types.js';
import { TeachingStyleEnum } from './classroom.types.graphql.js';
import { openReview, ownSubmissions, type StartedAssignment, startAssignment } from './start-assignment.service.js';

const StartedAssignmentRef = builder.objectRef<StartedAssignment>('StartedAssignment').implement({
  description: 'The attempt the player opens: created, or the one in progress resumed',
  fields: (t) => ({
    submission: t.field({ type: SubmissionRef, resolve: ({ submission }) => submission }),
    attemptNumber: t.int({ resolve: ({ submission }) => submission.attemptNumber }),
    resumed: t.exposeBoolean('resumed'),
    classroomId: t.int({ resolve: ({ context }) => context.classroom.id }),
    classroomTitle: t.string({ resolve: ({ context }) => context.classroom.title }),
    teachingStyle: t.field({ type: TeachingStyleEnum, resolve: ({ context }) => context.classroom.teachingStyle }),
  }),
});

builder.objectFields(AssignmentRef, (t) => ({
  mySubmissions: t.loadableList({
    type: SubmissionRef,
    description: "The signed-in student's own attempts at this assignment, by attempt number; empty for everybody else",
    load: (assignmentIds: number[], ctx) => ownSubmissions(ctx.services.db, ctx.viewer, assignmentIds),
    resolve: (assignment) => assignment.id,
  }),
}));

builder.mutationFields((t) => ({
  startAssignment: t.field({
    type: StartedAssignmentRef,
    description: 'Start (or resume) an attempt; every lock, window and attempt rule is checked here',
    authScopes: { student: true },
    args: { assignmentId: t.arg.int({ required: true }) },
    resolve: async (_root, { assignmentId }, ctx) => {
      const viewer = await requireCurrentStudentSession(ctx);
      return startAssignment(ctx.services, viewer, assignmentId);
    },
  }),
  openReview: t.field({
    type: SubmissionRef,
    nullable: true,
    description: "Opens review: the student's best submitted attempt, marked reviewed (no further submission); null for staff",
    authScopes: { signedIn: true },
    args: { assignmentId: t.arg.int({ required: true }) },
    resolve: async (_root, { assignmentId }, ctx) => {
      const signedIn = requireSignedIn(ctx.viewer);
      const viewer = signedIn.userType === 'STUDENT' ? await requireCurrentStudentSession(ctx) : signedIn;
      return (await openReview(ctx.services, viewer, assignmentId)).submission;
    },
  }),
}));
