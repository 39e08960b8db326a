/**
 * The classroom rules of classroom.md §4, §5 and §9: modes, lesson and assignment locks, access
 * windows, review unlocking, the video button, webinar and office-hour windows and grid columns.
 * The server decides with these functions and refuses what they forbid; the web shows the same.
 */
import { addDays, laterDate } from './calendar.js';

export type TeachingStyle = 'SELF_PACED' | 'CLASSROOM' | 'BLENDED' | 'MENTORED' | 'TUTORED' | 'COMPETITION';
export type ClassroomStatus = 'OPENED' | 'PUBLISHED' | 'CLOSED';
export type EnrollmentStatus = 'PAID' | 'QUALIFY' | 'TRIAL';
export type AssignmentStatus = 'ASSIGNED' | 'NOT_ASSIGNED';

/** Homework lock threshold, quiz lock threshold, the lesson-card grade bound and review (§5, §9). */
export const HOMEWORK_LOCK_PERCENT = 75;
export const QUIZ_LOCK_PERCENT = 60;
export const LESSON_CARD_LOCK_PERCENT = 75;
export const REVIEW_UNLOCK_PERCENT = 80;
export const FULL_GRADE = 100;
/** Completed classes stay open this many days after the end date (unless finalAccessDate is later). */
export const COMPLETED_ACCESS_DAYS = 21;
/** Class cards per dashboard section at a time: an admin's opened and published classes can be hundreds. */
export const CLASS_SECTION_PAGE = 24;
/** Classes of the back office's class list at a time ("Show more classes" asks for the next ones). */
export const CLASS_LIST_PAGE = 50;
/** A webinar is live from 10 minutes before its start to 15 minutes after. */
export const WEBINAR_OPENS_BEFORE_MINUTES = 10;
export const WEBINAR_LIVE_AFTER_MINUTES = 15;

const MINUTE_MS = 60_000;

/** OPENED and PUBLISHED are active; CLOSED is completed. */
export function isActiveClassroom(status: ClassroomStatus): boolean {
  return status !== 'CLOSED';
}

/**
 * How a student sees a classroom: QUALIFY enrolments preview it, TRIAL enrolments try it, and an
 * open trial that runs to a lesson opens lessons up to that one. Staff always see it whole.
 */
export type ClassroomMode = 'NORMAL' | 'PREVIEW' | 'TRIAL' | 'TRIAL_TO_LESSON';

export function classroomMode(input: {
  isStaff: boolean;
  enrollmentStatus: EnrollmentStatus | null;
  /** Lesson order of an open trial's toLesson for this classroom, if any. */
  trialToLessonOrder: number | null;
}): ClassroomMode {
  if (input.isStaff) return 'NORMAL';
  if (input.trialToLessonOrder !== null) return 'TRIAL_TO_LESSON';
  if (input.enrollmentStatus === 'QUALIFY') return 'PREVIEW';
  if (input.enrollmentStatus === 'TRIAL') return 'TRIAL';
  return 'NORMAL';
}

export type ClassroomTab = 'LESSONS' | 'NEWS' | 'MESSAGES' | 'GRADEBOOK' | 'TEACHERS' | 'LEADERBOARD' | 'ATTENDANCE';
export const CLASSROOM_TABS: readonly ClassroomTab[] = [
  'LESSONS',
  'NEWS',
  'MESSAGES',
  'GRADEBOOK',
  'TEACHERS',
  'LEADERBOARD',
  'ATTENDANCE',
];

/** Who looks at the classroom page: a student, or staff in instructor or admin mode. */
export type ClassroomViewerKind = 'STUDENT' | 'INSTRUCTOR' | 'ADMIN';

/**
 * The tabs a viewer has (§6): the leaderboard is for students; the attendance tab is the
 * students', instructors get its "not supported" text, and admins are not shown it.
 */
export function classroomTabsFor(viewer: ClassroomViewerKind): readonly ClassroomTab[] {
  if (viewer === 'STUDENT') return CLASSROOM_TABS;
  return CLASSROOM_TABS.filter((tab) => tab !== 'LEADERBOARD' && (viewer === 'INSTRUCTOR' || tab !== 'ATTENDANCE'));
}

/** Tabs a mode turns off: preview disables messages and gradebook; trial-to-lesson locks four. */
export function unavailableTabs(mode: ClassroomMode): readonly ClassroomTab[] {
  if (mode === 'PREVIEW') return ['MESSAGES', 'GRADEBOOK'];
  if (mode === 'TRIAL_TO_LESSON') return ['MESSAGES', 'GRADEBOOK', 'LEADERBOARD', 'ATTENDANCE'];
  return [];
}

export interface LessonProgress {
  /** Lesson grade in percent; null or -1 when there is none yet. */
  grade: number | null;
  /** Percent of the lesson's assignments completed, 0 to 100. */
  percentComplete: number;
  /**
   * A homework of the lesson is below 75% or a quiz below 60%, or one of them was not handed in
   * (§5 thresholds, which the locked-lesson popup states); omitted: none is.
   */
  belowThresholds?: boolean;
}

export interface LessonLockInput {
  isStaff: boolean;
  mode: ClassroomMode;
  trialToLessonOrder: number | null;
  style: TeachingStyle;
  lesson: { order: number; isIntroduction: boolean; previewOn: Date | null };
  /** The instant the classroom's start date begins in the academy's zone. */
  classroomStartsAt: Date;
  /** The lesson before this one, in lesson order; null for the first. */
  previous: LessonProgress | null;
  now: Date;
}

export type LessonLock =
  | { locked: false }
  /** Preview, trial and trial-to-lesson modes. */
  | { locked: true; reason: 'MODE' }
  /** Classroom and blended styles until the preview date, mentored until the class starts. */
  | { locked: true; reason: 'NOT_YET_OPEN'; opensAt: Date }
  /**
   * The previous lesson holds this one back (its grade below 75 and not complete, or a homework or
   * quiz below its threshold): the locked-lesson popup.
   */
  | { locked: true; reason: 'PREVIOUS_LESSON' };

const UNLOCKED: LessonLock = { locked: false };

/**
 * Whether the previous lesson holds this one back: the lesson-card rule (grade below 75 and
 * percent complete below 100, §4), or a homework below 75% or a quiz below 60% (§5), as the
 * locked-lesson popup tells the student. Meeting all that the popup asks opens the lesson.
 */
export function previousLessonHoldsBack(previous: LessonProgress | null): boolean {
  if (!previous) return false;
  const grade = previous.grade === null || previous.grade < 0 ? 0 : previous.grade;
  return (grade < LESSON_CARD_LOCK_PERCENT && previous.percentComplete < FULL_GRADE) || previous.belowThresholds === true;
}

/** Whether a class of this style holds each lesson back until the previous one is passed (the styles lessonLock gives PREVIOUS_LESSON in). */
export function holdsLessonsBack(style: TeachingStyle): boolean {
  return style === 'MENTORED' || style === 'TUTORED' || style === 'COMPETITION';
}

/**
 * Lesson locks (classroom.md §4). Staff, lesson 0 and introduction lessons are never locked.
 * Preview and trial modes lock every other lesson; trial-to-lesson locks lessons after its lesson.
 * Self-paced classes never block navigation. Classroom and blended styles open a lesson at its
 * preview date; mentored classes open at the class start and, like the other non-classroom
 * styles (tutored, competition), then hold a lesson back until the previous one is passed.
 */
export function lessonLock(input: LessonLockInput): LessonLock {
  const { lesson, mode, style, now } = input;
  if (input.isStaff || lesson.order === 0 || lesson.isIntroduction) return UNLOCKED;
  if (mode === 'PREVIEW' || mode === 'TRIAL') return { locked: true, reason: 'MODE' };
  if (mode === 'TRIAL_TO_LESSON' && input.trialToLessonOrder !== null && lesson.order > input.trialToLessonOrder) {
    return { locked: true, reason: 'MODE' };
  }
  switch (style) {
    case 'SELF_PACED':
      return UNLOCKED;
    case 'CLASSROOM':
    case 'BLENDED':
      return lesson.previewOn && now < lesson.previewOn ? { locked: true, reason: 'NOT_YET_OPEN', opensAt: lesson.previewOn } : UNLOCKED;
    case 'MENTORED':
      if (now < input.classroomStartsAt) return { locked: true, reason: 'NOT_YET_OPEN', opensAt: input.classroomStartsAt };
      return previousLessonHoldsBack(input.previous) ? { locked: true, reason: 'PREVIOUS_LESSON' } : UNLOCKED;
    case 'TUTORED':
    case 'COMPETITION':
      return previousLessonHoldsBack(input.previous) ? { locked: true, reason: 'PREVIOUS_LESSON' } : UNLOCKED;
  }
}

/**
 * Assignment card lock (classroom.md §4): locked for a non-employee when NOT_ASSIGNED, or when
 * not ASSIGNED with a start date in the future, except in introduction lessons and in self-paced
 * or mentored classes.
 */
export function assignmentLocked(input: {
  isStaff: boolean;
  status: AssignmentStatus;
  startOn: Date | null;
  isIntroduction: boolean;
  style: TeachingStyle;
  now: Date;
}): boolean {
  if (!input.isStaff && input.status === 'NOT_ASSIGNED') return true;
  const exempt = input.isIntroduction || input.style === 'SELF_PACED' || input.style === 'MENTORED';
  return input.status !== 'ASSIGNED' && input.startOn !== null && input.startOn > input.now && !exempt;
}

export type ReviewAccess =
  | { allowed: true }
  | { allowed: false; code: 'REVIEW_NEEDS_ATTEMPT' }
  | { allowed: false; code: 'REVIEW_NEEDS_SCORE'; unlocksOn: Date | null };

/**
 * Review (classroom.md §5): staff always; a student needs one submitted attempt, and then a grade
 * of 80% or more, or the unlock date (the assignment's due date) to have passed.
 */
export function reviewAccess(input: {
  isStaff: boolean;
  submittedAttempts: number;
  bestGrade: number | null;
  unlocksOn: Date | null;
  now: Date;
}): ReviewAccess {
  if (input.isStaff) return { allowed: true };
  if (input.submittedAttempts < 1) return { allowed: false, code: 'REVIEW_NEEDS_ATTEMPT' };
  if ((input.bestGrade ?? 0) >= REVIEW_UNLOCK_PERCENT) return { allowed: true };
  if (input.unlocksOn && input.now >= input.unlocksOn) return { allowed: true };
  return { allowed: false, code: 'REVIEW_NEEDS_SCORE', unlocksOn: input.unlocksOn };
}

export type AttemptRefusal = 'REVIEWED' | 'NO_ATTEMPTS_LEFT';

/**
 * Whether a student may start another attempt: not after review (no further submission), and
 * not past the allowed attempts (null means unlimited). An attempt in progress is resumed, not new.
 */
export function attemptRefusal(input: {
  reviewed: boolean;
  submittedAttempts: number;
  allowedAttempts: number | null;
}): AttemptRefusal | null {
  if (input.reviewed) return 'REVIEWED';
  if (input.allowedAttempts !== null && input.submittedAttempts >= input.allowedAttempts) return 'NO_ATTEMPTS_LEFT';
  return null;
}

/** The Video button shows when the set has a video and it is not a quiz, the quiz is graded, or staff look. */
export function showsVideoButton(input: { hasVideo: boolean; kind: string; quizGraded: boolean; isStaff: boolean }): boolean {
  return input.hasVideo && (input.kind !== 'QUIZ' || input.quizGraded || input.isStaff);
}

export type WebinarPhase = 'UPCOMING' | 'LIVE' | 'REPLAY';

/** Live from 10 minutes before the start to 15 minutes after; Replay afterwards. */
export function webinarPhase(startsAt: Date, now: Date): WebinarPhase {
  const opens = startsAt.getTime() - WEBINAR_OPENS_BEFORE_MINUTES * MINUTE_MS;
  const closes = startsAt.getTime() + WEBINAR_LIVE_AFTER_MINUTES * MINUTE_MS;
  if (now.getTime() < opens) return 'UPCOMING';
  return now.getTime() <= closes ? 'LIVE' : 'REPLAY';
}

export type OfficeHourPhase = 'UPCOMING' | 'OPEN' | 'ENDED';

/** Office hours open with the same 10-minute lead as webinars and end at start plus their duration. */
export function officeHourPhase(startsAt: Date, durationMinutes: number, now: Date): OfficeHourPhase {
  const opens = startsAt.getTime() - WEBINAR_OPENS_BEFORE_MINUTES * MINUTE_MS;
  const ends = startsAt.getTime() + durationMinutes * MINUTE_MS;
  if (now.getTime() < opens) return 'UPCOMING';
  return now.getTime() <= ends ? 'OPEN' : 'ENDED';
}

/** The last calendar day a completed class can be entered: end date + 21 days, or a later finalAccessDate. */
export function completedAccessEndsOn(endDate: string, finalAccessDate: string | null): string {
  return laterDate(addDays(endDate, COMPLETED_ACCESS_DAYS), finalAccessDate);
}

/** Whether a student may still enter a classroom on a calendar day (active classes always). */
export function classroomAccessOpen(input: {
  status: ClassroomStatus;
  endDate: string;
  finalAccessDate: string | null;
  today: string;
}): boolean {
  if (isActiveClassroom(input.status)) return true;
  return input.today <= completedAccessEndsOn(input.endDate, input.finalAccessDate);
}

export type ClassCardAction = 'ENTER' | 'START' | 'TRANSCRIPT';

/**
 * The dashboard card's button (classroom.md §2): Enter for staff or when access is allowed (a
 * completed class inside its access window), Start for opened or published classes, and
 * Transcript for closed ones.
 */
export function classCardAction(input: { isStaff: boolean; status: ClassroomStatus; accessOpen: boolean }): ClassCardAction {
  if (input.isStaff) return 'ENTER';
  if (input.status === 'CLOSED') return input.accessOpen ? 'ENTER' : 'TRANSCRIPT';
  return 'START';
}

/** Card grid columns: (width − reserved) / card width, at least 1 (classroom.md §2, §9). */
export function gridColumns(width: number, cardWidth: number, reserved = 0): number {
  return Math.max(1, Math.floor((width - reserved) / cardWidth));
}

/** Lesson list columns: (window width − 300) / 300, at least 1. */
export const lessonListColumns = (windowWidth: number) => gridColumns(windowWidth, 300, 300);

/** The title after the colon of 'CODE: Name' (the whole title when there is no colon). */
export function classroomShortTitle(title: string): string {
  const colon = title.indexOf(':');
  return colon === -1 ? title.trim() : title.slice(colon + 1).trim();
}
