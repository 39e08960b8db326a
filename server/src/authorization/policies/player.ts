import { canLearn, canSkip, effectiveTimeLimit, resultsVisible, type FeedbackType } from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import type { Viewer } from '../../modules/auth/viewer.js';
import type { PlayerMode } from '../../modules/player/player.models.js';
import type { AssignmentContext, SubmissionRow } from '../../modules/player/player.repository.js';

/**
 * Who may open the player and what each viewer sees (problem-set-player.md §4, §6): students
 * work on their own submission; instructors of the class and admins preview with every answer
 * and save nothing; everybody else is refused.
 */
export type PlayerViewer = { kind: 'student'; studentId: number } | { kind: 'staff'; employeeId: number; isAdmin: boolean };

export function playerViewerOf(viewer: Viewer | null): PlayerViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType === 'STUDENT') return { kind: 'student', studentId: viewer.studentId };
  if (viewer.userType === 'EMPLOYEE' && (viewer.isTeacher || viewer.isAdmin))
    return { kind: 'staff', employeeId: viewer.employeeId, isAdmin: viewer.isAdmin };
  throw new DomainError('FORBIDDEN');
}

/**
 * The preview shows every answer and solution: admins may open any class's, instructors only
 * those of the classes they teach (as the classroom page and the printout).
 */
export function assertMayPreview(viewer: PlayerViewer & { kind: 'staff' }, teaches: boolean): void {
  if (!viewer.isAdmin && !teaches) throw new DomainError('NOT_TEACHING');
}

/** A student's own submission only: another student's is refused and nothing is changed. */
export function assertOwnSubmission(submission: SubmissionRow, studentId: number): void {
  if (submission.studentId !== studentId) throw new DomainError('FORBIDDEN');
}

export interface PlayerRules {
  mode: PlayerMode;
  isStaff: boolean;
  review: boolean;
  submitted: boolean;
  feedbackType: FeedbackType;
  autoGraded: boolean;
  /** Effective limit in seconds (0 in introduction lessons). */
  timeLimit: number;
  canAnswer: boolean;
  canSkip: boolean;
  canLearn: boolean;
  /** Whether states (correct or not) may be shown. */
  resultsVisible: boolean;
  /** Shuffles apply (randomizeOrder, randomizeChoices): never in review. */
  shuffle: boolean;
}

/** Rules for staff (no submission) or a student's submission, of which only its being open matters. */
export function playerRules(context: AssignmentContext, submission: Pick<SubmissionRow, 'reviewed' | 'submittedAt'> | null): PlayerRules {
  const isStaff = submission === null;
  const review = submission?.reviewed ?? false;
  const submitted = submission?.submittedAt != null;
  const mode: PlayerMode = isStaff ? 'PREVIEW' : review ? 'REVIEW' : submitted ? 'SUBMITTED' : 'ATTEMPT';
  const style = { teachingStyle: context.teachingStyle, isStaff, review };
  return {
    mode,
    isStaff,
    review,
    submitted,
    feedbackType: context.set.feedbackType,
    // core's isAutoGradedSet, with "any problem the server can check" answered by the query.
    autoGraded: context.set.autoGrading && context.hasCheckableProblem,
    timeLimit: effectiveTimeLimit(context.set.timeLimit, context.lessonPlanType),
    canAnswer: mode === 'ATTEMPT',
    canSkip: mode === 'ATTEMPT' && canSkip({ ...style, allowSkip: context.set.allowSkip }),
    canLearn: canLearn(style),
    resultsVisible: isStaff || resultsVisible({ feedbackType: context.set.feedbackType, submitted, review }),
    shuffle: !review,
  };
}

/** What a problem shows beyond its question: the solution and the answer key. */
export function revealFor(rules: PlayerRules, answered: boolean): { solution: boolean; correctAnswer: boolean } {
  const instantAnswered = rules.feedbackType === 'INSTANT' && answered && !rules.isStaff;
  return {
    solution: rules.isStaff || rules.review || rules.canLearn || instantAnswered,
    correctAnswer: rules.isStaff || rules.review || instantAnswered,
  };
}
