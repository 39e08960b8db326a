import { randomInt } from 'node:crypto';
import { assignmentLockText, assignmentLocked, attemptRefusal, attemptRefusalText, reviewAccess } from '@solve/core';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments, submissions } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { StudentAtWork } from '../auth/student-session.js';
import type { Viewer } from '../auth/viewer.js';
import type { SubmissionRecord } from '../learning/learning.repository.js';
import type { ClassroomContext } from './classroom-context.service.js';
import type { LessonState } from './lesson-states.js';
import { openLesson, reviewRefusal } from './lesson-page.service.js';
import type { AssignmentWithWork } from './work.service.js';

export interface StartedAssignment {
  submission: SubmissionRecord;
  context: ClassroomContext;
  /** True when the attempt in progress was picked up again rather than created. */
  resumed: boolean;
}

/** The assignment with its lesson and classroom, as the viewer may reach it; refuses a locked lesson. */
async function reachAssignment(services: Services, viewer: Viewer, assignmentId: number) {
  const [row] = await services.db.select({ lessonId: assignments.lessonId }).from(assignments).where(eq(assignments.id, assignmentId));
  if (!row) throw notFound();
  const { context, state } = await openLesson(services, viewer, row.lessonId);
  const item = state.assignments.find(({ assignment }) => assignment.id === assignmentId)!;
  return { context, state, item };
}

function requireAssignmentOpen(context: ClassroomContext, state: LessonState, item: AssignmentWithWork, now: Date): void {
  const { assignment } = item;
  const isIntroduction = state.plan.lessonPlanType === 'INTRODUCTION';
  const style = context.classroom.teachingStyle;
  if (assignmentLocked({ isStaff: context.isStaff, status: assignment.status, startOn: assignment.startOn, isIntroduction, style, now })) {
    const text = assignmentLockText(assignment.startOn, now, context.timeZone);
    throw new DomainError(text.code, text.values);
  }
}

/** Attempts of one student at one assignment, read inside the transaction that decides. */
async function attemptsOf(tx: Db, studentId: number, assignmentId: number) {
  const [row] = await tx
    .select({
      submitted: sql<number>`count(*) filter (where ${submissions.submittedAt} is not null)`.mapWith(Number),
      reviewed: sql<boolean>`coalesce(bool_or(${submissions.reviewed}), false)`.mapWith(Boolean),
      lastAttempt: sql<number>`coalesce(max(${submissions.attemptNumber}), 0)`.mapWith(Number),
    })
    .from(submissions)
    .where(and(eq(submissions.studentId, studentId), eq(submissions.assignmentId, assignmentId)));
  return row!;
}

async function inProgressOf(tx: Db, studentId: number, assignmentId: number): Promise<SubmissionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.studentId, studentId), eq(submissions.assignmentId, assignmentId), isNull(submissions.submittedAt)))
    .limit(1);
  return row;
}

/**
 * Starts or resumes a student's attempt at an assignment (classroom.md §2, §4, §5). The server
 * checks enrolment, the access window, the lesson and assignment locks, review and the allowed
 * attempts. An attempt in progress is resumed from this work session; otherwise attempt n+1 is
 * created with a random shuffle seed. Two calls at once create one attempt: the partial unique
 * index allows one attempt in progress, and the loser of the race resumes the winner's.
 */
export async function startAssignment(services: Services, viewer: StudentAtWork, assignmentId: number): Promise<StartedAssignment> {
  const now = services.now();
  const studentSessionId = viewer.workSessionId;
  const { context, state, item } = await reachAssignment(services, viewer, assignmentId);
  requireAssignmentOpen(context, state, item, now);
  const studentId = viewer.studentId;
  const allowedAttempts = item.problemSet.allowedAttempts;

  return services.db.transaction(async (tx) => {
    const current = await inProgressOf(tx, studentId, assignmentId);
    const attempts = await attemptsOf(tx, studentId, assignmentId);
    // After review no further submission: not even the attempt that was open when review began.
    const refusal = attemptRefusal({ reviewed: attempts.reviewed, submittedAttempts: attempts.submitted, allowedAttempts });
    if (refusal === 'REVIEWED' || (refusal && !current)) {
      const text = attemptRefusalText(refusal, allowedAttempts);
      throw new DomainError(text.code, text.values);
    }
    if (current) {
      const [resumed] = await tx.update(submissions).set({ studentSessionId }).where(eq(submissions.id, current.id)).returning();
      return { submission: resumed!, context, resumed: true };
    }
    const [created] = await tx
      .insert(submissions)
      .values({
        assignmentId,
        studentId,
        studentSessionId,
        attemptNumber: attempts.lastAttempt + 1,
        randomSeed: randomInt(0, 2_147_483_647),
        startedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { submission: created, context, resumed: false };
    // Another call created it between our read and our insert: resume that one.
    const winner = await inProgressOf(tx, studentId, assignmentId);
    if (!winner) throw new DomainError('GENERIC_TRY_LATER');
    return { submission: winner, context, resumed: true };
  });
}

/**
 * Opens review (classroom.md §5): a student needs a submitted attempt and 80% or the due date
 * passed; their best submitted attempt is marked reviewed, after which no further attempt can be
 * submitted. Staff preview the solutions and get no submission.
 */
export async function openReview(
  services: Services,
  viewer: Viewer,
  assignmentId: number,
): Promise<{ submission: SubmissionRecord | null; context: ClassroomContext }> {
  const now = services.now();
  const { context, state, item } = await reachAssignment(services, viewer, assignmentId);
  if (viewer.userType !== 'STUDENT') return { submission: null, context };
  requireAssignmentOpen(context, state, item, now);
  return services.db.transaction(async (tx) => {
    const [best] = await tx
      .select()
      .from(submissions)
      .where(
        and(eq(submissions.studentId, viewer.studentId), eq(submissions.assignmentId, assignmentId), isNotNull(submissions.submittedAt)),
      )
      .orderBy(sql`${submissions.overallGrade} desc nulls last`, desc(submissions.attemptNumber))
      .limit(1);
    const { submitted } = await attemptsOf(tx, viewer.studentId, assignmentId);
    const access = reviewAccess({
      isStaff: false,
      submittedAttempts: submitted,
      bestGrade: best?.overallGrade ?? null,
      unlocksOn: item.assignment.dueOn,
      now,
    });
    if (!access.allowed) {
      const text = reviewRefusal(access, context.timeZone);
      throw new DomainError(text.code, text.values);
    }
    const [reviewed] = await tx.update(submissions).set({ reviewed: true }).where(eq(submissions.id, best!.id)).returning();
    // After review no further submission: an attempt still in progress is closed with it.
    await tx
      .update(submissions)
      .set({ reviewed: true })
      .where(and(eq(submissions.studentId, viewer.studentId), eq(submissions.assignmentId, assignmentId), isNull(submissions.submittedAt)));
    return { submission: reviewed!, context };
  });
}

/** A student's own attempts at each of the assignments, by attempt number (nothing for anybody else). */
export async function ownSubmissions(db: Db, viewer: Viewer | null, assignmentIds: readonly number[]): Promise<SubmissionRecord[][]> {
  if (viewer?.userType !== 'STUDENT') return assignmentIds.map(() => []);
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.studentId, viewer.studentId), inArray(submissions.assignmentId, [...assignmentIds])))
    .orderBy(asc(submissions.attemptNumber));
  return assignmentIds.map((id) => rows.filter((row) => row.assignmentId === id));
}
