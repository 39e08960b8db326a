import { elapsedSeconds, gradePercent, leaderboardPoints, TIME_LIMIT_GRACE_SECONDS, withinTimeLimit } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leaderboardPoints as leaderboardPointsTable, submissions } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { tally } from './player-present.js';
import { assertOwnSubmission, playerRules } from '../../authorization/policies.js';
import { loadProblems, loadResponses, loadSubmissionContext, type SubmissionContext } from './player.repository.js';

/**
 * The set submission (§4 "Update submission"), in one transaction with the submission row locked
 * FOR UPDATE, so it waits for answers being saved and no answer is accepted after it: the sum of
 * the responses' points, the answered count, the grade in percent of the set's counted points,
 * graded, the time spent, submittedAt, and the leaderboard points of the attempt.
 */

export interface SubmitOptions {
  /** The player's timer in seconds; the server keeps it within the wall time and the time limit. */
  timeSpent?: number | null;
  /** Refuse a set with no answer (the player's submit button); the time limit completes any set. */
  requireAnswer: boolean;
}

export type SubmitResult = { context: SubmissionContext; alreadySubmitted: boolean };

/** Submits inside an open transaction; the submission must be the locked row of `context`. */
async function finalize(tx: Db, context: SubmissionContext, now: Date, options: SubmitOptions): Promise<void> {
  const { submission } = context;
  const rules = playerRules(context, submission);
  const [problems, responses] = [await loadProblems(tx, context.set.id), await loadResponses(tx, submission.id)];
  const figures = tally(problems, responses);
  const wallTime = elapsedSeconds(submission.startedAt, now);
  // The player submits when its timer reaches the limit; its clock may run a little ahead of ours.
  const timeUp = rules.timeLimit > 0 && wallTime + TIME_LIMIT_GRACE_SECONDS >= rules.timeLimit;
  if (options.requireAnswer && figures.answeredCount === 0 && !timeUp) throw new DomainError('SUBMIT_NEEDS_ANSWER');

  const ceiling = rules.timeLimit > 0 ? Math.min(wallTime, rules.timeLimit) : wallTime;
  const reported = Math.max(options.timeSpent ?? 0, figures.timeSpent);
  const grade = rules.autoGraded ? gradePercent(figures.sum, figures.possiblePoints) : -1;
  await tx
    .update(submissions)
    .set({
      submittedAt: now,
      sum: figures.sum,
      count: figures.answeredCount,
      overallGrade: grade,
      // Auto-graded sets are final at once; others wait for a grader (every answer is state 4).
      graded: rules.autoGraded,
      totalTimeSpent: Math.min(reported, ceiling),
      updatedAt: now,
    })
    .where(eq(submissions.id, submission.id));
  await tx
    .insert(leaderboardPointsTable)
    .values({
      submissionId: submission.id,
      studentId: submission.studentId,
      classroomId: context.classroomId,
      lessonId: context.lessonId,
      points: leaderboardPoints(submission.attemptNumber, figures.correctCount),
      awardedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * A student submits their set. A repeated submission (a retry) changes nothing and answers the
 * stored one; a reviewed submission is closed.
 */
export async function submitSet(db: Db, studentId: number, submissionId: number, now: Date, options: SubmitOptions): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const context = await loadSubmissionContext(tx, submissionId, 'update');
    if (!context) throw new DomainError('NOT_FOUND');
    assertOwnSubmission(context.submission, studentId);
    if (context.submission.submittedAt !== null) return { context, alreadySubmitted: true };
    if (context.submission.reviewed) throw new DomainError('SUBMISSION_CLOSED');
    await finalize(tx, context, now, options);
    return { context, alreadySubmitted: false };
  });
}

/**
 * Completes an attempt whose time ran out (limit plus grace) with what was saved; returns whether
 * it did. Used when a late answer arrives and when the player is opened after the limit.
 */
export async function completeIfTimedOut(db: Db, submissionId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const context = await loadSubmissionContext(tx, submissionId, 'update');
    if (!context || context.submission.submittedAt !== null || context.submission.reviewed) return false;
    if (withinTimeLimit(context.submission.startedAt, playerRules(context, context.submission).timeLimit, now)) return false;
    await finalize(tx, context, now, { requireAnswer: false });
    return true;
  });
}
