import type { Db } from '../../client.js';
import { assignments, badges, enrollments, leaderboardPoints, problemResponses, submissions } from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';

export type NewAssignment = typeof assignments.$inferInsert;
export type NewEnrollment = typeof enrollments.$inferInsert;
export type NewSubmission = typeof submissions.$inferInsert;
export type NewProblemResponse = typeof problemResponses.$inferInsert;
export type NewLeaderboardPoints = typeof leaderboardPoints.$inferInsert;
export type NewBadge = typeof badges.$inferInsert;

export function assignmentValues(values: Partial<NewAssignment> & Pick<NewAssignment, 'lessonId' | 'problemSetId'>): NewAssignment {
  return { status: 'ASSIGNED', graded: true, ...values };
}

export function enrollmentValues(values: Partial<NewEnrollment> & Pick<NewEnrollment, 'studentId' | 'classroomId'>): NewEnrollment {
  return { status: 'PAID', ...values };
}

/** An attempt in progress; given submittedAt, one that was started 20 minutes before it. */
export function submissionValues(values: Partial<NewSubmission> & Pick<NewSubmission, 'assignmentId' | 'studentId'>): NewSubmission {
  const startedAt = values.startedAt ?? (values.submittedAt ? new Date(values.submittedAt.getTime() - 20 * 60_000) : undefined);
  return { attemptNumber: 1, randomSeed: 20_260_106, ...values, ...(startedAt ? { startedAt } : {}) };
}

export function problemResponseValues(
  values: Partial<NewProblemResponse> & Pick<NewProblemResponse, 'submissionId' | 'problemId'>,
): NewProblemResponse {
  return { value: '', state: 0, sum: 0, count: 0, timeSpent: 0, ...values };
}

export const createAssignment = inserter(assignments, assignmentValues);

export const createEnrollment = inserter(enrollments, enrollmentValues);

export const createSubmission = inserter(submissions, submissionValues);

export const createProblemResponse = inserter(problemResponses, problemResponseValues);

export const createLeaderboardPoints = (db: Db, values: NewLeaderboardPoints) => insertOne(db, leaderboardPoints, values);

export const createBadge = (db: Db, values: Partial<NewBadge> = {}) =>
  insertOne(db, badges, {
    title: 'Top Student',
    ranking: 'BRONZE',
    description: 'Finished the class with a grade of 70% or more.',
    minGrade: 70,
    ...values,
  });
