import {
  assignmentStatusValues,
  enrollmentStatusValues,
  feedbackTypeValues,
  problemSetKindValues,
  problemSetPurposeValues,
  problemTypeValues,
} from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import { type AssignmentRecord, loadProblemSets, type ProblemSetRecord, type SubmissionRecord } from './learning.repository.js';

/**
 * The learning objects several areas return (lesson list, player, gradebook): problem sets,
 * assignments and submissions with their stored fields. Areas add their own fields with
 * `builder.objectFields(Ref, ...)` in their module; who may reach an object is decided by the
 * field that returns it. Nothing here exposes answers or solutions.
 */

export const ProblemTypeEnum = builder.enumType('ProblemType', { values: problemTypeValues });
export const ProblemSetKindEnum = builder.enumType('ProblemSetKind', { values: problemSetKindValues });
export const ProblemSetPurposeEnum = builder.enumType('ProblemSetPurpose', { values: problemSetPurposeValues });
export const FeedbackTypeEnum = builder.enumType('FeedbackType', { values: feedbackTypeValues });
export const AssignmentStatusEnum = builder.enumType('AssignmentStatus', { values: assignmentStatusValues });
export const EnrollmentStatusEnum = builder.enumType('EnrollmentStatus', { values: enrollmentStatusValues });

export const ProblemSetRef = builder.objectRef<ProblemSetRecord>('ProblemSet').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    kind: t.expose('kind', { type: ProblemSetKindEnum }),
    purpose: t.expose('purpose', { type: ProblemSetPurposeEnum }),
    learningObjective: t.exposeString('learningObjective'),
    instructions: t.exposeString('instructions'),
    allowedAttempts: t.exposeInt('allowedAttempts', { nullable: true, description: 'Null: unlimited' }),
    autoGrading: t.exposeBoolean('autoGrading'),
    videoId: t.exposeString('videoId', { nullable: true }),
    feedbackType: t.expose('feedbackType', { type: FeedbackTypeEnum }),
    allowSkip: t.exposeBoolean('allowSkip'),
    randomizeOrder: t.exposeBoolean('randomizeOrder'),
    level: t.exposeInt('level'),
  }),
});

export const AssignmentRef = builder.objectRef<AssignmentRecord>('Assignment').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    lessonId: t.exposeInt('lessonId'),
    status: t.expose('status', { type: AssignmentStatusEnum }),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
    dueOn: t.expose('dueOn', { type: 'DateTime', nullable: true }),
    graded: t.exposeBoolean('graded'),
    problemSet: t.loadable({
      type: ProblemSetRef,
      // The foreign key keeps every assignment's problem set.
      load: async (ids: number[], ctx) =>
        (await loadProblemSets(ctx.services.db, ids)).map((set) => set ?? new Error('problem set missing')),
      resolve: (assignment) => assignment.problemSetId,
    }),
  }),
});

export const SubmissionRef = builder.objectRef<SubmissionRecord>('Submission').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    assignmentId: t.exposeInt('assignmentId'),
    studentId: t.exposeInt('studentId'),
    attemptNumber: t.exposeInt('attemptNumber'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    graded: t.exposeBoolean('graded'),
    reviewed: t.exposeBoolean('reviewed'),
    count: t.exposeInt('count', { description: 'Problems answered' }),
    sum: t.exposeFloat('sum', { description: 'Points earned' }),
    overallGrade: t.exposeFloat('overallGrade', { nullable: true, description: 'Percent; -1 in progress' }),
    totalTimeSpent: t.exposeInt('totalTimeSpent', { description: 'Seconds' }),
  }),
});
