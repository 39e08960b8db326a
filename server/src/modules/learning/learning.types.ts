import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { assignments } from '../../db/schema/index.js';
import {
  assignmentStatusEnum,
  enrollmentStatusEnum,
  feedbackTypeEnum,
  problemSetKindEnum,
  problemSetPurposeEnum,
  problemSets,
  problemTypeEnum,
  type submissions,
} from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';

/**
 * The learning objects several areas return (lesson list, player, gradebook): problem sets,
 * assignments and submissions with their stored fields. Areas add their own fields with
 * `builder.objectFields(Ref, ...)` in their module; who may reach an object is decided by the
 * field that returns it. Nothing here exposes answers or solutions.
 */
/** Without when the row was created or last changed: nothing shows it, and the lesson list does not read it. */
export type ProblemSetRecord = Omit<typeof problemSets.$inferSelect, 'createdAt' | 'updatedAt'>;
export type AssignmentRecord = Omit<typeof assignments.$inferSelect, 'createdAt' | 'updatedAt'>;
export type SubmissionRecord = typeof submissions.$inferSelect;

export const ProblemTypeEnum = builder.enumType('ProblemType', { values: problemTypeEnum.enumValues });
export const ProblemSetKindEnum = builder.enumType('ProblemSetKind', { values: problemSetKindEnum.enumValues });
export const ProblemSetPurposeEnum = builder.enumType('ProblemSetPurpose', { values: problemSetPurposeEnum.enumValues });
export const FeedbackTypeEnum = builder.enumType('FeedbackType', { values: feedbackTypeEnum.enumValues });
export const AssignmentStatusEnum = builder.enumType('AssignmentStatus', { values: assignmentStatusEnum.enumValues });
export const EnrollmentStatusEnum = builder.enumType('EnrollmentStatus', { values: enrollmentStatusEnum.enumValues });

/** Rows by id in the order of `ids` (dataloader contract); a missing id gives null. */
function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

export async function loadProblemSets(db: Db, ids: readonly number[]) {
  return byId(
    ids,
    await db
      .select()
      .from(problemSets)
      .where(inArray(problemSets.id, [...ids])),
  );
}

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
