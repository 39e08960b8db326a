/**
 * A student's progress, computed from their own submitted attempts (classroom.md §2, §4): lesson
 * grade and percent complete for the lesson cards, class grade and overdue count for the
 * dashboard, and the state and buttons of an assignment card. Server and web use the same rules.
 */
import {
  FULL_GRADE,
  HOMEWORK_LOCK_PERCENT,
  QUIZ_LOCK_PERCENT,
  type AssignmentStatus,
  type ClassroomMode,
  type LessonLock,
  type LessonProgress,
  lessonLock,
  type TeachingStyle,
} from './classroom.js';
import { IN_PROGRESS_GRADE } from './grades.js';

/** What the rules need to know of one assignment and the student's attempts at it. */
export interface AssignmentWork {
  status: AssignmentStatus;
  /** Counts toward grades (optional instruction sets do not). */
  graded: boolean;
  dueOn: Date | null;
  /** Submitted attempts (the one in progress is not counted). */
  submittedAttempts: number;
  /** Best grade in percent among the submitted attempts; null when none has one. */
  bestGrade: number | null;
  /** The problem set's kind (HOMEWORK, QUIZ, …): homeworks and quizzes have lock thresholds. */
  kind?: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const average = (values: number[]) => (values.length ? round2(values.reduce((sum, value) => sum + value, 0) / values.length) : null);

/** What the grade and overdue rules need of an assignment itself. */
export type GradedAssignment = Pick<AssignmentWork, 'status' | 'graded' | 'dueOn'>;
/** What they need of the student's attempts at it. */
export type Attempts = Pick<AssignmentWork, 'submittedAttempts' | 'bestGrade'>;

const NO_ATTEMPTS: Attempts = { submittedAttempts: 0, bestGrade: null };
const EVERY_ASSIGNMENT = () => true;

/** Work the student is asked to do: assignments that are ASSIGNED. */
const isWork = (work: Pick<AssignmentWork, 'status'>) => work.status === 'ASSIGNED';
/** Work that counts toward grades and can be overdue: assigned and graded. */
const isGradedWork = (assignment: GradedAssignment) => isWork(assignment) && assignment.graded;
/** The best grade that counts: a submitted attempt's, when it has one. */
const countedGrade = (attempts: Attempts) => (attempts.submittedAttempts > 0 ? attempts.bestGrade : null);
/** Past its due date (`now` in ms since the epoch) without a submitted attempt. */
const pastDue = (assignment: GradedAssignment, attempts: Attempts, now: number) =>
  attempts.submittedAttempts === 0 && assignment.dueOn !== null && assignment.dueOn.getTime() < now;

const bestGradesOf = (works: readonly AssignmentWork[]) =>
  works.filter((work) => isGradedWork(work) && countedGrade(work) !== null).map((work) => work.bestGrade!);

/**
 * Below its lock threshold (classroom.md §5): an assigned, graded homework whose best grade is
 * under 75% or quiz under 60%, or one not handed in. One handed in and waiting for its grade is
 * not: the student has done their part, and the lesson-card rule counts it done too.
 */
export function belowLockThreshold(work: AssignmentWork): boolean {
  const threshold = work.kind === 'HOMEWORK' ? HOMEWORK_LOCK_PERCENT : work.kind === 'QUIZ' ? QUIZ_LOCK_PERCENT : null;
  if (threshold === null || !isGradedWork(work)) return false;
  if (work.submittedAttempts === 0) return true;
  return work.bestGrade !== null && work.bestGrade < threshold;
}

/**
 * A lesson's grade and percent complete: the grade is the average of the best grades of its
 * graded assignments that were submitted (null when none was); the percent counts every assigned
 * set, optional ones too, that has a submitted attempt; and whether a homework or quiz is below
 * its lock threshold. A lesson without assigned work has no progress (null: the card shows N/A
 * and it holds no later lesson back).
 */
export function lessonProgress(works: readonly AssignmentWork[]): LessonProgress | null {
  const assigned = works.filter(isWork);
  if (assigned.length === 0) return null;
  const done = assigned.filter((work) => work.submittedAttempts > 0).length;
  return {
    grade: average(bestGradesOf(works)),
    percentComplete: round2((done / assigned.length) * FULL_GRADE),
    belowThresholds: works.some(belowLockThreshold),
  };
}

/**
 * The class grade on a dashboard card: the average of the best grades of every graded assignment
 * submitted in the class. With nothing graded yet an active class is In Progress (-1) and a
 * closed one has no grade (null).
 */
export function classroomGrade(works: readonly AssignmentWork[], active: boolean): number | null {
  return average(bestGradesOf(works)) ?? (active ? IN_PROGRESS_GRADE : null);
}

/** Graded assignments past their due date without a submitted attempt. */
export function isOverdue(work: AssignmentWork, now: Date): boolean {
  return isGradedWork(work) && pastDue(work, work, now.getTime());
}

export function overdueCount(works: readonly AssignmentWork[], now: Date): number {
  return works.filter((work) => isOverdue(work, now)).length;
}

/**
 * A dashboard card's figures in one pass over a class's assignments: the grade of classroomGrade
 * and the overdue count of overdueCount, counting as overdue only the assignments `countsOverdue`
 * lets through. The student's attempts are looked up per assignment (undefined: none), so that
 * nothing is built per assignment: every dashboard does this for classes of many assignments, of
 * which a student has attempted few.
 */
export function classCardFigures<A extends GradedAssignment>(
  assignments: readonly A[],
  attemptsOf: (assignment: A) => Attempts | undefined,
  now: Date,
  active: boolean,
  countsOverdue: (assignment: A) => boolean = EVERY_ASSIGNMENT,
): { grade: number | null; overdueCount: number } {
  const at = now.getTime();
  let sum = 0;
  let counted = 0;
  let overdue = 0;
  for (const assignment of assignments) {
    if (!isGradedWork(assignment)) continue;
    const attempts = attemptsOf(assignment) ?? NO_ATTEMPTS;
    const grade = countedGrade(attempts);
    if (grade !== null) {
      sum += grade;
      counted += 1;
    } else if (pastDue(assignment, attempts, at) && countsOverdue(assignment)) overdue += 1;
  }
  // The same sum, in the same order, as classroomGrade's average.
  const grade = counted ? round2(sum / counted) : active ? IN_PROGRESS_GRADE : null;
  return { grade, overdueCount: overdue };
}

export type LessonCardAction = 'START' | 'CONTINUE' | 'REVIEW';

/** Start with nothing done, Continue below 100 percent, Review at 100 (classroom.md §2). */
export function lessonCardAction(percentComplete: number | null): LessonCardAction {
  if (percentComplete === null || percentComplete <= 0) return 'START';
  return percentComplete < FULL_GRADE ? 'CONTINUE' : 'REVIEW';
}

/** One lesson of a classroom as the lock rules see it, with the student's progress in it. */
export interface LessonForLocks {
  order: number;
  isIntroduction: boolean;
  previewOn: Date | null;
  progress: LessonProgress | null;
}

/**
 * The lock of every lesson of a classroom (lessons in lesson order). The lesson-card rule looks at
 * the previous lesson: the nearest earlier lesson that is not an introduction, since an
 * introduction's readiness assessment measures the student and does not gate the class. A lesson
 * after one that the rule holds back is held back too: the student cannot pass a lesson they
 * cannot open, even when it has no work assigned yet.
 */
export function lessonLocks(
  lessons: readonly LessonForLocks[],
  context: {
    isStaff: boolean;
    mode: ClassroomMode;
    trialToLessonOrder: number | null;
    style: TeachingStyle;
    classroomStartsAt: Date;
    now: Date;
  },
): LessonLock[] {
  let previous: LessonProgress | null = null;
  let previousHeldBack = false;
  return lessons.map((lesson) => {
    // Named fields rather than a spread of the context: the classroom pages run this for every lesson.
    let lock = lessonLock({
      isStaff: context.isStaff,
      mode: context.mode,
      trialToLessonOrder: context.trialToLessonOrder,
      style: context.style,
      classroomStartsAt: context.classroomStartsAt,
      now: context.now,
      lesson,
      previous,
    });
    if (!lock.locked && previousHeldBack && !lesson.isIntroduction && lesson.order !== 0)
      lock = { locked: true, reason: 'PREVIOUS_LESSON' };
    if (!lesson.isIntroduction) {
      previous = lesson.progress;
      previousHeldBack = lock.locked && lock.reason === 'PREVIOUS_LESSON';
    }
    return lock;
  });
}

export type AssignmentState = 'LOCKED' | 'NOT_STARTED' | 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED' | 'REVIEWED' | 'OVERDUE';

/**
 * The status an assignment card shows: locked, reviewed, an attempt in progress, graded or
 * waiting for grading (the latest submitted attempt), overdue, or not started.
 */
export function assignmentState(input: {
  locked: boolean;
  reviewed: boolean;
  inProgress: boolean;
  submittedAttempts: number;
  latestGraded: boolean;
  overdue: boolean;
}): AssignmentState {
  if (input.locked) return 'LOCKED';
  if (input.reviewed) return 'REVIEWED';
  if (input.inProgress) return 'IN_PROGRESS';
  if (input.submittedAttempts > 0) return input.latestGraded ? 'GRADED' : 'SUBMITTED';
  return input.overdue ? 'OVERDUE' : 'NOT_STARTED';
}

export type StartAction = 'START' | 'CONTINUE' | 'REVISE';

/** Start a first attempt, Continue the one in progress, or Revise after a submitted one. */
export function startAction(input: { inProgress: boolean; submittedAttempts: number }): StartAction {
  if (input.inProgress) return 'CONTINUE';
  return input.submittedAttempts > 0 ? 'REVISE' : 'START';
}

const PURPOSE_LABELS: Record<string, string> = {
  MENTAL: 'Mental Math',
  SKILL: 'Skill Builder',
  PROBLEM_SOLVING: 'Problem Solving',
};

/** The card's type label: Instruction for instruction sets, otherwise the set's purpose. */
export function problemSetTypeLabel(kind: string, purpose: string): string {
  return kind === 'INSTRUCTION' ? 'Instruction' : (PURPOSE_LABELS[purpose] ?? purpose);
}
