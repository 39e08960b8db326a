import type { Db } from '../../db/client.js';
import { DomainError } from '../../graphql/errors.js';
import { previewKeySource, submissionKeySource } from './player-keys.js';
import { NOTHING_TO_ANSWER, presentPreview, presentSubmission, presentView } from './player-present.js';
import type { PlayerViewModel } from './player.models.js';
import { assertMayPreview, assertOwnSubmission, playerRules, type PlayerViewer } from '../../authorization/policies.js';
import { withinTimeLimit } from '@solve/core';
import {
  loadAssignmentContext,
  loadProblems,
  loadResponses,
  loadWorkedExamples,
  loadSubmissionContext,
  teachesClassroom,
  type AssignmentContext,
  type SubmissionContext,
} from './player.repository.js';
import { completeIfTimedOut } from './submit.service.js';
import { answerMemory } from './answer-memory.js';

/**
 * The player of one assignment (§2, §7 "Query assignment by id", "Query submission", "Query
 * submission's assignment"). Students open it with their submission; when they have none, or it
 * belongs to another assignment, the answer says to go back to the lessons (§2 redirects).
 * Staff preview it with every answer and no submission. An attempt whose time ran out is
 * completed before it is shown.
 */

function redirectToLessons(context: AssignmentContext, now: Date): PlayerViewModel {
  return {
    assignmentId: context.assignmentId,
    mode: null,
    redirectTo: 'LESSONS',
    classroomId: context.classroomId,
    classroomTitle: context.classroomTitle,
    teachingStyle: context.teachingStyle,
    problemSet: null,
    problems: [],
    ...NOTHING_TO_ANSWER,
    serverTime: now,
  };
}

async function previewView(
  db: Db,
  secret: string,
  viewer: PlayerViewer & { kind: 'staff' },
  assignmentId: number,
  now: Date,
): Promise<PlayerViewModel> {
  const context = await loadAssignmentContext(db, assignmentId);
  if (!context) throw new DomainError('NOT_FOUND');
  assertMayPreview(viewer, viewer.isAdmin || (await teachesClassroom(db, viewer.employeeId, context.classroomId)));
  const [problems, images] = [await loadProblems(db, context.set.id), await loadWorkedExamples(db, context.set.id)];
  return presentPreview(context, problems, previewKeySource(secret, assignmentId), now, images);
}

/** The view of a student's submission (after the ownership check). */
export async function submissionView(db: Db, secret: string, submissionId: number, now: Date): Promise<PlayerViewModel> {
  const context = await loadSubmissionContext(db, submissionId);
  if (!context) throw new DomainError('NOT_FOUND');
  return viewOfSubmission(db, secret, context, now);
}

async function viewOfSubmission(db: Db, secret: string, context: SubmissionContext, now: Date): Promise<PlayerViewModel> {
  const { submission } = context;
  const [problems, responses, images] = [
    await loadProblems(db, context.set.id),
    await loadResponses(db, submission.id),
    await loadWorkedExamples(db, context.set.id),
  ];
  const rules = playerRules(context, submission);
  const work = {
    submission: presentSubmission(submission, problems, responses, rules, context.set.allowedAttempts, now),
    canAnswer: rules.canAnswer,
    canSkip: rules.canSkip,
    canLearn: rules.canLearn,
    canSubmit: rules.canAnswer,
  };
  return presentView(context, rules, { problems, responses, source: submissionKeySource(secret, submission), images }, work, now);
}

export async function playerView(
  db: Db,
  secret: string,
  viewer: PlayerViewer,
  assignmentId: number,
  submissionId: number | null,
  now: Date,
): Promise<PlayerViewModel> {
  if (viewer.kind === 'staff') return previewView(db, secret, viewer, assignmentId, now);
  const assignment = await loadAssignmentContext(db, assignmentId);
  if (!assignment) throw new DomainError('NOT_FOUND');
  if (submissionId === null) return redirectToLessons(assignment, now);
  const context = await loadSubmissionContext(db, submissionId);
  if (!context) return redirectToLessons(assignment, now);
  assertOwnSubmission(context.submission, viewer.studentId);
  if (context.assignmentId !== assignmentId) return redirectToLessons(assignment, now);
  const { submission } = context;
  const inProgress = submission.submittedAt === null && !submission.reviewed;
  // Its answers come next, to this process most often.
  if (inProgress) answerMemory(db).rememberSubmission(submission);
  if (inProgress && !withinTimeLimit(submission.startedAt, playerRules(context, submission).timeLimit, now)) {
    await completeIfTimedOut(db, submissionId, now);
    return submissionView(db, secret, submissionId, now);
  }
  return viewOfSubmission(db, secret, context, now);
}
