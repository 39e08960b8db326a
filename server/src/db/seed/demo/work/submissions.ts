import { belowLockThreshold, holdsLessonsBack } from '@solve/core';
import type { Db } from '../../../client.js';
import { leaderboardPoints, problemResponses, submissions } from '../../../schema/index.js';
import { insertAll } from '../../factories/insert.js';
import { submissionValues, type NewProblemResponse, type NewSubmission } from '../../factories/learning.js';
import { DAY, HOUR, MINUTE, localDate, mondayOf } from '../calendar.js';
import type { DemoCatalog, DemoLesson } from '../catalog.js';
import { chance, mix } from '../deterministic.js';
import type { DemoAssignment, DemoProblemSets } from '../problem-sets.js';
import { answerFor, isAnswerable } from './answers.js';
import { IN_PROGRESS, MISSED, RETRY, WORK_PLANS, type WorkPlan } from './plans.js';

type Submission = typeof submissions.$inferSelect;

/** A submission before it is stored, with what the summaries need to know about it. */
export interface DraftSubmission {
  values: NewSubmission;
  responses: Omit<NewProblemResponse, 'submissionId'>[];
  classroomId: number;
  lessonId: number;
  item: DemoAssignment;
  correctCount: number;
}

export interface DemoWork {
  drafts: DraftSubmission[];
  rows: Submission[];
}

const CLASSMATE_KINDS = new Set(['HOMEWORK', 'QUIZ']);
/** Leaderboard points per correct problem by attempt (DESIGN.md). */
const POINTS_BY_ATTEMPT = [0, 10, 9] as const;

function draft(
  studentId: number,
  classroomId: number,
  { lesson }: DemoLesson,
  item: DemoAssignment,
  attempt: { number: number; accuracy: number; submittedAt: Date | null; answered: number | null; now: Date },
): DraftSubmission {
  const answerable = item.content.problems.filter(({ spec }) => isAnswerable(spec));
  const answered = attempt.answered === null ? answerable : answerable.slice(0, attempt.answered);
  const gradedByTeacher = attempt.submittedAt !== null && attempt.submittedAt.getTime() < attempt.now.getTime() - 3 * DAY;
  const responses = answered.map(({ problem, spec }): Omit<NewProblemResponse, 'submissionId'> => {
    const correct = chance(attempt.accuracy, studentId, problem.id, attempt.number);
    const answer = answerFor(spec, correct, gradedByTeacher);
    return {
      problemId: problem.id,
      value: answer.value,
      state: answer.state,
      sum: answer.sum,
      count: 1,
      graded: answer.graded,
      comment: answer.comment,
      timeSpent: 20 + (mix(studentId, problem.id, attempt.number) % 220),
    };
  });
  const sum = responses.reduce((total, response) => total + (response.sum ?? 0), 0);
  const possible = answerable.reduce((total, { spec }) => total + (spec.points ?? 1), 0);
  const time = responses.reduce((total, response) => total + (response.timeSpent ?? 0), 0);
  const submittedAt = attempt.submittedAt;
  const startedAt = new Date((submittedAt ?? attempt.now).getTime() - (time + 60) * 1000);
  return {
    values: submissionValues({
      assignmentId: item.assignment.id,
      studentId,
      attemptNumber: attempt.number,
      randomSeed: mix(studentId, item.assignment.id, attempt.number) % 2_147_483_647,
      startedAt,
      submittedAt,
      graded: submittedAt !== null && responses.every((response) => response.graded),
      count: responses.length,
      sum,
      overallGrade: submittedAt && possible > 0 ? Math.round((sum / possible) * 10_000) / 100 : null,
      totalTimeSpent: time,
    }),
    responses,
    classroomId,
    lessonId: lesson.id,
    item,
    correctCount: responses.filter((response) => response.state === 1 || response.state === 5).length,
  };
}

/** Submitted some hours after the lesson, never later than an hour ago. */
function submittedAfter(lessonStart: Date, studentId: number, assignmentId: number, attempt: number, now: Date): Date {
  const delay = DAY + (mix(studentId, assignmentId) % 36) * HOUR + (attempt - 1) * DAY + (mix(assignmentId, studentId) % 50) * MINUTE;
  return new Date(Math.min(lessonStart.getTime() + delay, now.getTime() - HOUR));
}

function draftsFor(plan: WorkPlan, studentId: number, catalog: DemoCatalog, content: DemoProblemSets, now: Date): DraftSubmission[] {
  const classroomId = catalog.classroom(plan.classroomKey).id;
  const isAlice = (target: { student: string; classroomKey: string }) =>
    plan.student === target.student && plan.classroomKey === target.classroomKey;
  // A class that holds each lesson back until the previous one is passed tells the same story on
  // every day of the week: the lessons of earlier weeks are done, this week's is the one to do.
  // By due dates alone, which lesson is to do would change with the day of the week.
  const heldBack = holdsLessonsBack(catalog.classroom(plan.classroomKey).teachingStyle);
  return catalog.lessonsOf(plan.classroomKey).flatMap((demoLesson) => {
    const { lesson, plan: lessonPlan } = demoLesson;
    if (lessonPlan.order > (plan.throughLesson ?? Infinity) || !lesson.startOn || lesson.startOn > now) return [];
    const stillOpen = heldBack
      ? mondayOf(localDate(lesson.startOn, catalog.timeZone)) >= catalog.thisMonday
      : lesson.dueOn !== null && lesson.dueOn > now;
    return (content.assignmentsByLesson.get(lesson.id) ?? []).flatMap((item) => {
      const kind = item.content.set.kind;
      if (item.assignment.status !== 'ASSIGNED' || (!plan.everySet && !CLASSMATE_KINDS.has(kind))) return [];
      if (stillOpen) {
        if (!isAlice(IN_PROGRESS) || kind !== 'HOMEWORK') return [];
        const attempt = { number: 1, accuracy: plan.accuracy, submittedAt: null, answered: IN_PROGRESS.answered, now };
        return [draft(studentId, classroomId, demoLesson, item, attempt)];
      }
      if (isAlice(MISSED) && lessonPlan.order === MISSED.lessonOrder && kind === MISSED.kind) return [];
      const retry = isAlice(RETRY) && lessonPlan.order === RETRY.lessonOrder && kind === 'HOMEWORK';
      const accuracies = retry ? [RETRY.firstAccuracy, plan.accuracy] : [plan.accuracy];
      const attempt = (accuracy: number, number: number) =>
        draft(studentId, classroomId, demoLesson, item, {
          number,
          accuracy,
          submittedAt: submittedAfter(lesson.startOn!, studentId, item.assignment.id, number, now),
          answered: null,
          now,
        });
      const attempts = accuracies.map((accuracy, index) => attempt(accuracy, index + 1));
      // Where the next lesson waits for a homework at 75% or a quiz at 60%, a student who came in
      // under it tries again, after studying the solutions, and passes: earlier weeks stay done.
      const last = attempts.at(-1)!;
      const underThreshold = belowLockThreshold({
        status: 'ASSIGNED',
        graded: item.assignment.graded,
        dueOn: null,
        submittedAttempts: 1,
        bestGrade: last.values.overallGrade ?? null,
        kind,
      });
      return heldBack && underThreshold ? [...attempts, attempt(100, attempts.length + 1)] : attempts;
    });
  });
}

/** Submissions with their responses, and the leaderboard points they earned. */
export async function seedSubmissions(
  db: Db,
  catalog: DemoCatalog,
  content: DemoProblemSets,
  studentIds: Record<string, number>,
  now: Date,
): Promise<DemoWork> {
  const drafts = WORK_PLANS.flatMap((plan) => draftsFor(plan, studentIds[plan.student]!, catalog, content, now));
  const rows = await insertAll(
    db,
    submissions,
    drafts.map(({ values }) => values),
  );
  await insertAll(
    db,
    problemResponses,
    drafts.flatMap(({ responses }, index) => responses.map((response) => ({ ...response, submissionId: rows[index]!.id }))),
  );
  await insertAll(
    db,
    leaderboardPoints,
    drafts.flatMap((draft, index) => {
      const submission = rows[index]!;
      const perProblem = POINTS_BY_ATTEMPT[submission.attemptNumber] ?? 0;
      if (!submission.submittedAt || perProblem === 0) return [];
      return [
        {
          submissionId: submission.id,
          studentId: submission.studentId,
          classroomId: draft.classroomId,
          lessonId: draft.lessonId,
          points: perProblem * draft.correctCount,
          awardedAt: submission.submittedAt,
        },
      ];
    }),
  );
  return { drafts, rows };
}
