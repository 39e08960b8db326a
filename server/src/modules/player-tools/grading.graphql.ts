import { builder } from '../../graphql/builder.js';
import { type GradedResponse, gradeResponse, type GradingItem, type GradingQueue, gradingQueue } from './grading.service.js';

/** Grading written work: the queue of answers awaiting a grade and the grade itself (teachers of the class, admins). */

const GradingReasonEnum = builder.enumType('GradingReason', {
  values: {
    AWAITING_GRADE: { description: 'No score yet: written and offline answers, and every answer of a set without auto-grading' },
    WORK_TO_SEE: { description: 'Checked automatically, with an attachment or scratchpad no teacher has looked at' },
  } as const,
});

const GradingItemRef = builder.objectRef<GradingItem>('GradingItem').implement({
  fields: (t) => ({
    responseId: t.exposeInt('responseId'),
    submissionId: t.exposeInt('submissionId'),
    studentName: t.exposeString('studentName'),
    classroomId: t.exposeInt('classroomId'),
    classroomTitle: t.exposeString('classroomTitle'),
    classroomCode: t.exposeString('classroomCode'),
    assignmentId: t.exposeInt('assignmentId'),
    lessonTitle: t.exposeString('lessonTitle', { description: "'Lesson 3: Ratios'" }),
    setTitle: t.exposeString('setTitle'),
    lapCode: t.exposeString('lapCode', { description: 'LL-AA-PP: lesson, problem set and problem numbers' }),
    problemNumber: t.exposeInt('problemNumber'),
    problemType: t.exposeString('problemType'),
    questionText: t.exposeString('questionText'),
    questionImageUrl: t.exposeString('questionImageUrl', { nullable: true }),
    points: t.exposeFloat('points', { description: "The problem's points: the most a grade may give" }),
    reason: t.expose('reason', { type: GradingReasonEnum }),
    currentPoints: t.exposeFloat('currentPoints', {
      nullable: true,
      description: "WORK_TO_SEE: the checker's points, kept unless changed",
    }),
    answerText: t.exposeString('answerText'),
    attachmentUrl: t.exposeString('attachmentUrl', { nullable: true }),
    scratchpadUrl: t.exposeString('scratchpadUrl', { nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
  }),
});

const GradingCountRef = builder.objectRef<{ id: number; title: string; pending: number }>('GradingCount').implement({
  fields: (t) => ({ id: t.exposeInt('id'), title: t.exposeString('title'), pending: t.exposeInt('pending') }),
});

const GradingQueueRef = builder.objectRef<GradingQueue>('GradingQueue').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    items: t.field({ type: [GradingItemRef], resolve: ({ items }) => items }),
    classrooms: t.field({ type: [GradingCountRef], resolve: ({ classrooms }) => classrooms }),
    assignments: t.field({ type: [GradingCountRef], resolve: ({ assignments }) => assignments }),
  }),
});

const GradedResponseRef = builder.objectRef<GradedResponse>('GradedResponse').implement({
  fields: (t) => ({
    responseId: t.exposeInt('responseId'),
    state: t.exposeInt('state'),
    sum: t.exposeFloat('sum'),
    comment: t.exposeString('comment', { nullable: true }),
    submissionSum: t.exposeFloat('submissionSum'),
    submissionGrade: t.exposeFloat('submissionGrade', { nullable: true, description: 'Percent; -1 while answers await a grade' }),
    submissionGraded: t.exposeBoolean('submissionGraded'),
  }),
});

builder.queryFields((t) => ({
  gradingQueue: t.field({
    type: GradingQueueRef,
    description:
      'Answers awaiting a grade, and checked answers with work no teacher has seen, oldest first: the classes the employee teaches (admins: all)',
    args: { classroomId: t.arg.int(), assignmentId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      gradingQueue(ctx.services, ctx.viewer, { classroomId: args.classroomId ?? null, assignmentId: args.assignmentId ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  gradeResponse: t.field({
    type: GradedResponseRef,
    description: "Grades a written answer (points and comment) and recomputes its submission's grade: teachers of the class, admins",
    args: {
      responseId: t.arg.int({ required: true }),
      points: t.arg.float({ required: true }),
      comment: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      gradeResponse(ctx.services, ctx.viewer, { responseId: args.responseId, points: args.points, comment: args.comment ?? null }),
  }),
}));
