import {
  gradableByHand,
  gradePercent,
  type GradingReason,
  gradingReason,
  isAnswerable,
  lapCode,
  parseStoredAnswer,
  PROBLEM_STATE,
  PROBLEM_TYPES,
  problemState,
  type ProblemType,
} from '@solve/core';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  assignments,
  classroomInstructors,
  classrooms,
  lessonPlans,
  lessons,
  problemResponses,
  problems,
  problemSets,
  students,
  submissions,
} from '../../db/schema/index.js';
import { DomainError, notFound, requireTextLength } from '../../graphql/errors.js';
import { notifyGrading } from '../notifications/grade-trigger.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { tally } from '../player/player-present.js';
import { playerRules } from '../../authorization/policies.js';
import {
  joinAssignmentContext,
  loadProblems,
  loadResponses,
  loadSubmissionContext,
  teachesClassroom,
} from '../player/player.repository.js';

/**
 * Grading written work: FREE_FORM and OFFLINE answers wait in state 4 ("awaiting grading") once
 * their set is submitted, and so do answers of other types whose attached file or scratchpad no
 * teacher has looked at (core's gradingReason). The teachers of the class (and admins) give each
 * points and a comment; the response's state and the submission's sum and grade change together,
 * so the student's review and gradebook (which reads the submissions) show the grade at once.
 */

const NOT_ANSWERABLE: ProblemType[] = PROBLEM_TYPES.filter((type) => !isAnswerable(type));
const QUEUE_PAGE = 100;

type Staff = Extract<Viewer, { userType: 'EMPLOYEE' }>;

export interface GradingItem {
  responseId: number;
  submissionId: number;
  studentName: string;
  classroomId: number;
  classroomTitle: string;
  classroomCode: string;
  assignmentId: number;
  /** 'Lesson 3: Ratios' */
  lessonTitle: string;
  setTitle: string;
  lapCode: string;
  problemNumber: number;
  problemType: ProblemType;
  questionText: string;
  questionImageUrl: string | null;
  points: number;
  reason: GradingReason;
  /** The points the answer has now: the checker's for work to see, null while awaiting a grade. */
  currentPoints: number | null;
  answerText: string;
  attachmentUrl: string | null;
  scratchpadUrl: string | null;
  submittedAt: Date;
}

export interface GradingQueue {
  total: number;
  items: GradingItem[];
  classrooms: { id: number; title: string; pending: number }[];
  assignments: { id: number; title: string; pending: number }[];
}

export interface GradedResponse {
  responseId: number;
  state: number;
  sum: number;
  comment: string | null;
  submissionSum: number;
  submissionGrade: number | null;
  submissionGraded: boolean;
}

function staffOf(viewer: Viewer | null): Staff {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  return viewer;
}

/** The classes whose work the employee grades: those they teach; admins every class. */
function gradableClasses(staff: Staff): SQL | undefined {
  if (staff.isAdmin) return undefined;
  return inArray(
    lessons.classroomId,
    sql`(select ${classroomInstructors.classroomId} from ${classroomInstructors} where ${classroomInstructors.employeeId} = ${staff.employeeId})`,
  );
}

const hasWork = or(isNotNull(problemResponses.attachmentUrl), isNotNull(problemResponses.scratchpadUrl));

/** core's gradingReason in SQL: answers of submitted sets awaiting a grade, or with work no teacher has seen. */
const awaiting = and(
  isNotNull(submissions.submittedAt),
  notInArray(problems.problemType, NOT_ANSWERABLE),
  or(eq(problemResponses.state, PROBLEM_STATE.AWAITING_GRADING), and(isNull(problemResponses.staffSeenAt), hasWork)),
);

function fromResponses(services: Services) {
  return joinAssignmentContext(
    joinResponseAssignment(
      services.db
        .select({
          responseId: problemResponses.id,
          submissionId: submissions.id,
          studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
          classroomId: lessons.classroomId,
          classroomTitle: classrooms.title,
          classroomCode: classrooms.code,
          assignmentId: assignments.id,
          setTitle: problemSets.title,
          lessonPlanTitle: lessonPlans.title,
          lessonOrder: lessonPlans.order,
          setOrder: problemSets.order,
          problemNumber: problems.order,
          problemType: problems.problemType,
          questionText: problems.questionText,
          questionImageUrl: problems.questionImageUrl,
          points: problems.points,
          state: problemResponses.state,
          sum: problemResponses.sum,
          value: problemResponses.value,
          attachmentUrl: problemResponses.attachmentUrl,
          scratchpadUrl: problemResponses.scratchpadUrl,
          submittedAt: submissions.submittedAt,
        })
        .from(problemResponses)
        .$dynamic(),
    ),
  ).innerJoin(students, eq(students.id, submissions.studentId));
}

/** Joins a response's submission, problem and assignment. */
function joinResponseAssignment<T extends PgSelect>(query: T) {
  return query
    .innerJoin(submissions, eq(submissions.id, problemResponses.submissionId))
    .innerJoin(problems, eq(problems.id, problemResponses.problemId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId));
}

function answerText(problemType: ProblemType, value: string): string {
  try {
    const answer = parseStoredAnswer(problemType, value);
    return 'text' in answer && typeof answer.text === 'string' ? answer.text : value;
  } catch {
    return value;
  }
}

/**
 * The grading queue: answers awaiting a grade in the classes the employee grades, oldest
 * submission first, optionally of one class and one assignment, with the counts behind the filters.
 */
export async function gradingQueue(
  services: Services,
  viewer: Viewer | null,
  filter: { classroomId: number | null; assignmentId: number | null },
): Promise<GradingQueue> {
  const staff = staffOf(viewer);
  if (filter.classroomId !== null && !staff.isAdmin && !(await teachesClassroom(services.db, staff.employeeId, filter.classroomId)))
    throw new DomainError('NOT_TEACHING');
  const scope = and(awaiting, gradableClasses(staff));
  const inClass = and(scope, filter.classroomId === null ? undefined : eq(lessons.classroomId, filter.classroomId));
  const where = and(inClass, filter.assignmentId === null ? undefined : eq(assignments.id, filter.assignmentId));
  const pending = sql<number>`count(*)::int`;
  const joined = () =>
    joinResponseAssignment(
      services.db.select({ id: lessons.classroomId, title: classrooms.title, pending }).from(problemResponses).$dynamic(),
    )
      .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId));
  const [rows, classes, sets] = await Promise.all([
    fromResponses(services).where(where).orderBy(asc(submissions.submittedAt), asc(problemResponses.id)).limit(QUEUE_PAGE),
    joined().where(scope).groupBy(lessons.classroomId, classrooms.title).orderBy(asc(classrooms.title)),
    joinResponseAssignment(
      services.db
        .select({ id: assignments.id, title: problemSets.title, lessonOrder: lessonPlans.order, setOrder: problemSets.order, pending })
        .from(problemResponses)
        .$dynamic(),
    )
      .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
      .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .where(inClass)
      .groupBy(assignments.id, problemSets.title, lessonPlans.order, problemSets.order)
      .orderBy(asc(lessonPlans.order), asc(problemSets.order)),
  ]);
  const total = sets
    .filter((set) => filter.assignmentId === null || set.id === filter.assignmentId)
    .reduce((sum, set) => sum + Number(set.pending), 0);
  return {
    total,
    items: rows.map(({ state, sum, value, lessonPlanTitle, ...row }) => {
      const reason = gradingReason({ problemType: row.problemType, state, hasWork: true, seen: false }) ?? 'AWAITING_GRADE';
      return {
        ...row,
        reason,
        currentPoints: reason === 'WORK_TO_SEE' ? sum : null,
        lessonTitle: `Lesson ${row.lessonOrder}: ${lessonPlanTitle}`,
        lapCode: lapCode(row.lessonOrder, row.setOrder, row.problemNumber),
        answerText: answerText(row.problemType, value),
        submittedAt: row.submittedAt!,
      };
    }),
    classrooms: classes.map((row) => ({ id: row.id, title: row.title, pending: Number(row.pending) })),
    assignments: sets.map((row) => ({
      id: row.id,
      title: `${row.lessonOrder}.${row.setOrder} ${row.title}`,
      pending: Number(row.pending),
    })),
  };
}

/**
 * Grades one written answer: its points (0 to the problem's points) and comment, the response's
 * state (5 full marks, 6 zero, 3 in between), then the submission's sum, grade and graded flag
 * recomputed from all its responses. The submission row is locked first, so grades saved at the
 * same time are recomputed one after the other and the last recomputation sees them all.
 */
export async function gradeResponse(
  services: Services,
  viewer: Viewer | null,
  input: { responseId: number; points: number; comment: string | null },
): Promise<GradedResponse> {
  const staff = staffOf(viewer);
  const comment = input.comment?.trim() || null;
  if (comment !== null) requireTextLength('GRADE_COMMENT', comment);
  const [target] = await services.db
    .select({
      submissionId: problemResponses.submissionId,
      problemType: problems.problemType,
      max: problems.points,
      state: problemResponses.state,
      hasWork: sql<boolean>`${hasWork}`,
      seen: sql<boolean>`${problemResponses.staffSeenAt} is not null`,
    })
    .from(problemResponses)
    .innerJoin(problems, eq(problems.id, problemResponses.problemId))
    .where(eq(problemResponses.id, input.responseId));
  if (!target) throw notFound();
  const context = await loadSubmissionContext(services.db, target.submissionId);
  if (!context) throw notFound();
  if (!staff.isAdmin && !(await teachesClassroom(services.db, staff.employeeId, context.classroomId)))
    throw new DomainError('NOT_TEACHING');
  if (!gradableByHand({ problemType: target.problemType, state: target.state, hasWork: target.hasWork, seen: target.seen }))
    throw new DomainError('GRADE_NOT_MANUAL');
  if (context.submission.submittedAt === null) throw new DomainError('GRADE_NOT_SUBMITTED');
  const points = Math.round(input.points * 100) / 100;
  if (!Number.isFinite(input.points) || points < 0 || points > target.max) throw new DomainError('GRADE_POINTS_RANGE', { max: target.max });
  const state = problemState({ result: 'awaiting_grading', graderScore: points, points: target.max });
  const now = services.now();

  const { graded, announce } = await services.db.transaction(async (tx) => {
    await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, target.submissionId)).for('update');
    await tx
      .update(problemResponses)
      .set({ state, sum: points, graded: true, comment, staffSeenAt: now, updatedAt: now })
      .where(eq(problemResponses.id, input.responseId));
    const [set, responses] = [await loadProblems(tx, context.set.id), await loadResponses(tx, target.submissionId)];
    const figures = tally(set, responses);
    const allGraded = !responses.some((response) => response.state === PROBLEM_STATE.AWAITING_GRADING);
    const autoGraded = playerRules(context, context.submission).autoGraded;
    const grade = autoGraded || allGraded ? gradePercent(figures.sum, figures.possiblePoints) : -1;
    await tx
      .update(submissions)
      .set({ sum: figures.sum, overallGrade: grade, graded: allGraded, updatedAt: now })
      .where(eq(submissions.id, target.submissionId));
    const told = await notifyGrading(services, tx, {
      submissionId: target.submissionId,
      responseId: input.responseId,
      studentId: context.submission.studentId,
      classroomId: context.classroomId,
      classroomTitle: context.classroomTitle,
      setTitle: context.set.title,
      grade: allGraded ? grade : null,
      comment,
    });
    const result: GradedResponse = {
      responseId: input.responseId,
      state,
      sum: points,
      comment,
      submissionSum: figures.sum,
      submissionGrade: grade,
      submissionGraded: allGraded,
    };
    return { graded: result, announce: told };
  });
  await announce();
  return graded;
}
