import {
  assignmentLockText,
  assignmentLocked,
  assignmentState,
  type AssignmentState,
  attemptRefusal,
  attemptRefusalText,
  formatDay,
  formatMessage,
  isOverdue,
  lessonLockText,
  type MessageRef,
  type OfficeHourPhase,
  officeHourPhase,
  problemSetTypeLabel,
  reviewAccess,
  showsVideoButton,
  type StartAction,
  startAction,
  type WebinarPhase,
  webinarPhase,
} from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.repository.js';
import type { ClassroomContext } from './classroom-context.service.js';
import { type LessonCard, lessonCard, openClassroom } from './classroom-page.service.js';
import type { LessonState } from './lesson-states.js';
import { assignmentWork, type AssignmentWithWork } from './work.service.js';

export interface AssignmentCard {
  assignment: AssignmentRecord;
  problemSet: ProblemSetRecord;
  typeLabel: string;
  state: AssignmentState;
  locked: boolean;
  lockMessage: string | null;
  /** Submitted attempts, and how many are allowed (null: unlimited). */
  attempts: number;
  allowedAttempts: number | null;
  /** Best grade in percent; null when nothing was submitted. */
  grade: number | null;
  /** Students: Start, Continue or Revise; null for staff and when locked. */
  startAction: StartAction | null;
  /** Why no further attempt can be started (attempts used, or reviewed). */
  startRefusal: string | null;
  showsVideo: boolean;
  /** Review for students, Solutions for staff. */
  reviewLabel: 'REVIEW' | 'SOLUTIONS';
  reviewAllowed: boolean;
  reviewMessage: string | null;
  /** Instruction sets print their questions and choices. */
  printable: boolean;
  /** The submission in progress that Start resumes. */
  inProgressSubmissionId: number | null;
}

export interface OfficeHour {
  startsAt: Date;
  endsAt: Date;
  phase: OfficeHourPhase;
  /** The meeting address while it is open (always for staff). */
  url: string | null;
}

export interface WebinarCard {
  webinarId: string | null;
  startsAt: Date | null;
  phase: WebinarPhase | null;
  /** The live address while the webinar is live (always for staff). */
  liveUrl: string | null;
  replayAvailable: boolean;
  officeHours: OfficeHour[];
}

export interface LessonPage {
  context: ClassroomContext;
  lesson: LessonCard;
  webinar: WebinarCard | null;
  assignments: AssignmentCard[];
}

const MINUTE = 60_000;

const textOf = (ref: MessageRef) => formatMessage(ref.code, ref.values);

/** Zoom meeting ids become join addresses; full addresses are kept. */
const meetingUrl = (id: string) => (/^https?:\/\//.test(id) ? id : `https://zoom.us/j/${id.replace(/\D/g, '')}`);

/**
 * The webinar card (classroom.md §2): Live from 10 minutes before the lesson's start to 15 after,
 * Replay afterwards, and the lesson's office hours, each ending at its start plus the duration.
 */
export function webinarCard(context: ClassroomContext, lesson: LessonState['lesson'], now: Date): WebinarCard | null {
  const hours = [lesson.primaryOfficeHourOn, lesson.makeupOfficeHourOn].filter((start): start is Date => start !== null);
  const hasOfficeHours = lesson.officeHourMeetingId !== null && lesson.officeHourDuration !== null && hours.length > 0;
  if (!lesson.webinarId && !hasOfficeHours) return null;
  const phase = lesson.webinarId && lesson.startOn ? webinarPhase(lesson.startOn, now) : null;
  const officeHours = hasOfficeHours
    ? hours.map((startsAt): OfficeHour => {
        const hourPhase = officeHourPhase(startsAt, lesson.officeHourDuration!, now);
        return {
          startsAt,
          endsAt: new Date(startsAt.getTime() + lesson.officeHourDuration! * MINUTE),
          phase: hourPhase,
          url: context.isStaff || hourPhase === 'OPEN' ? meetingUrl(lesson.officeHourMeetingId!) : null,
        };
      })
    : [];
  return {
    webinarId: lesson.webinarId,
    startsAt: lesson.webinarId ? lesson.startOn : null,
    phase,
    liveUrl: lesson.webinarUrl && (context.isStaff || phase === 'LIVE') ? lesson.webinarUrl : null,
    replayAvailable: phase === 'REPLAY' && lesson.webinarReplay !== null,
    officeHours,
  };
}

/** The card of one assignment: its lock, status, attempts, grade and which buttons work. */
export function assignmentCard(context: ClassroomContext, state: LessonState, item: AssignmentWithWork, now: Date): AssignmentCard {
  const { assignment, problemSet, work } = item;
  const isIntroduction = state.plan.lessonPlanType === 'INTRODUCTION';
  const style = context.classroom.teachingStyle;
  const locked = assignmentLocked({
    isStaff: context.isStaff,
    status: assignment.status,
    startOn: assignment.startOn,
    isIntroduction,
    style,
    now,
  });
  const lockText = locked ? assignmentLockText(assignment.startOn, now, context.timeZone) : null;
  const refusal = attemptRefusal({
    reviewed: work.reviewed,
    submittedAttempts: work.submittedAttempts,
    allowedAttempts: problemSet.allowedAttempts,
  });
  const refusalText = refusal && !work.inProgressSubmissionId ? attemptRefusalText(refusal, problemSet.allowedAttempts) : null;
  const review = reviewAccess({
    isStaff: context.isStaff,
    submittedAttempts: work.submittedAttempts,
    bestGrade: work.bestGrade,
    unlocksOn: assignment.dueOn,
    now,
  });
  return {
    assignment,
    problemSet,
    typeLabel: problemSetTypeLabel(problemSet.kind, problemSet.purpose),
    state: context.isStaff
      ? locked
        ? 'LOCKED'
        : 'NOT_STARTED'
      : assignmentState({
          locked,
          reviewed: work.reviewed,
          inProgress: work.inProgressSubmissionId !== null,
          submittedAttempts: work.submittedAttempts,
          latestGraded: work.latestGraded,
          overdue: isOverdue(assignmentWork(assignment, work), now),
        }),
    locked,
    lockMessage: lockText ? textOf(lockText) : null,
    attempts: work.submittedAttempts,
    allowedAttempts: problemSet.allowedAttempts,
    grade: work.bestGrade,
    startAction:
      context.isStaff || locked
        ? null
        : startAction({ inProgress: work.inProgressSubmissionId !== null, submittedAttempts: work.submittedAttempts }),
    startRefusal: refusalText ? textOf(refusalText) : null,
    showsVideo: showsVideoButton({
      hasVideo: problemSet.videoId !== null,
      kind: problemSet.kind,
      quizGraded: work.submittedAttempts > 0 && work.latestGraded,
      isStaff: context.isStaff,
    }),
    reviewLabel: context.isStaff ? 'SOLUTIONS' : 'REVIEW',
    // Staff preview the solutions of every set, assigned yet or not.
    reviewAllowed: context.isStaff || (review.allowed && !locked),
    reviewMessage: review.allowed ? null : textOf(reviewRefusal(review, context.timeZone)),
    printable: problemSet.kind === 'INSTRUCTION',
    inProgressSubmissionId: work.inProgressSubmissionId,
  };
}

/** The review refusals of classroom.md §5, verbatim, with the unlock day in the academy's zone. */
export function reviewRefusal(review: Exclude<ReturnType<typeof reviewAccess>, { allowed: true }>, timeZone: string): MessageRef {
  if (review.code === 'REVIEW_NEEDS_ATTEMPT') return { code: 'REVIEW_NEEDS_ATTEMPT', values: {} };
  return { code: 'REVIEW_NEEDS_SCORE', values: { date: review.unlocksOn ? formatDay(review.unlocksOn, timeZone) : 'the due date' } };
}

/** Refuses a locked lesson with the text its popup shows. */
export function requireLessonOpen(context: ClassroomContext, state: LessonState): void {
  if (!state.lock.locked) return;
  const text = lessonLockText(state.lock, context.mode, context.trialToLessonOrder, context.timeZone);
  throw new DomainError(text.code, text.values);
}

/** The lesson and its classroom for the viewer; refused when the lesson is locked or the class is elsewhere. */
export async function openLesson(services: Services, viewer: Viewer, lessonId: number) {
  const { context, states } = await openClassroom(services, viewer, { lessonId });
  if (!context.classroom.onSolve) throw new DomainError('CLASS_NOT_ON_SOLVE');
  const state = states.find(({ lesson }) => lesson.id === lessonId)!;
  requireLessonOpen(context, state);
  return { context, state };
}

/**
 * The lesson list (classroom.md §2 "Lesson list for a lesson"): the webinar card, then one card
 * per assignment. A locked lesson is refused with its popup text.
 */
export async function lessonPage(services: Services, viewer: Viewer, lessonId: number): Promise<LessonPage> {
  const now = services.now();
  const { context, state } = await openLesson(services, viewer, lessonId);
  return {
    context,
    lesson: lessonCard(context, state),
    webinar: webinarCard(context, state.lesson, now),
    assignments: state.assignments.map((item) => assignmentCard(context, state, item, now)),
  };
}
