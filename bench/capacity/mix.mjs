// The capacity benchmark's mix of requests: what an academy's server answers on a school-day
// evening, signed-in students and visitors together, on the dashboard benchmark's academy.
import { studentToken } from '../dashboard/generate.mjs';
import { DASHBOARD_GRAPHQL, LESSON_GRAPHQL, TARGETS_SQL } from '../dashboard/queries.mjs';
import { CATALOG_GRAPHQL } from '../lib/catalog-academy.mjs';

/** A student's problem-set answers as the player opens a submitted set: the problems with the student's responses. */
export const PLAYER_GRAPHQL = `query Player($assignmentId: Int!, $submissionId: Int) {
  player(assignmentId: $assignmentId, submissionId: $submissionId) {
    assignmentId mode redirectTo classroomId classroomTitle canAnswer canSubmit serverTime
    problemSet { id title heading lessonOrder setOrder kind feedbackType autoGraded allowedAttempts countedProblems }
    problems { problemId number problemType points counted questionText choices { key label text }
      response { id problemId answer { kind text selected } answered state sum graded comment timeSpent sequence updatedAt } }
    submission { id attemptNumber startedAt submittedAt reviewed elapsedSeconds answeredCount countedProblems
      results { correctCount countedProblems scorePercent attemptNumber allowedAttempts timeSpent graded } }
  }
}`;

/** A student's own gradebook of one class. */
export const STUDENT_GRADEBOOK_GRAPHQL = `query StudentGradebook($classroomId: Int!) {
  studentGradebook(classroomId: $classroomId) { classroomId grade lessons { lessonId number title grade percentComplete groups { group rows { assignmentId order title grade timeSpent dueOn submittedAt late } } } }
}`;

/**
 * @typedef {{ token: string; lessonId: number; classroomId: number; assignmentId: number; submissionId: number }} Target
 * @typedef {ReturnType<typeof import('../lib/graphql-client.mjs').graphqlClient>} Client
 * @typedef {{ kind: string; weight: number; send: (client: Client, target: Target) => Promise<unknown> }} Kind
 */

/**
 * The requests and their shares (out of 20): a student's evening is the dashboard, a class's
 * lessons, a set's answers and the gradebook; visitors read the catalog, as its first page and
 * as the page's GraphQL read. Answers that change data are measured on their own (bench/responses.ts).
 * @type {Kind[]}
 */
export const MIX = [
  { kind: 'dashboard', weight: 5, send: (client, t) => client.requestUnparsed(t.token, DASHBOARD_GRAPHQL, {}) },
  { kind: 'lesson list', weight: 4, send: (client, t) => client.requestUnparsed(t.token, LESSON_GRAPHQL, { lessonId: t.lessonId }) },
  {
    kind: 'set answers (player)',
    weight: 4,
    send: (client, t) => client.requestUnparsed(t.token, PLAYER_GRAPHQL, { assignmentId: t.assignmentId, submissionId: t.submissionId }),
  },
  {
    kind: 'student gradebook',
    weight: 2,
    send: (client, t) => client.requestUnparsed(t.token, STUDENT_GRADEBOOK_GRAPHQL, { classroomId: t.classroomId }),
  },
  { kind: 'catalog (public)', weight: 3, send: (client) => client.requestUnparsed('', CATALOG_GRAPHQL, {}) },
  { kind: '/catalog page (public)', weight: 2, send: (client) => client.page('/catalog') },
];

/** The mix unrolled: request i of a client is SCHEDULE[i % SCHEDULE.length], the kinds interleaved. */
export const SCHEDULE = (() => {
  /** @type {Kind[]} */
  const schedule = [];
  const left = MIX.map((kind) => kind.weight);
  while (left.some((n) => n > 0))
    for (const [index, kind] of MIX.entries())
      if ((left[index] ?? 0) > 0) {
        schedule.push(kind);
        left[index] = (left[index] ?? 0) - 1;
      }
  return schedule;
})();

/**
 * Students with a lesson they may open (as the dashboard benchmark picks them), its class, and one
 * of their submitted sets.
 * @param {import('pg').Pool} pool
 * @param {number} count
 * @returns {Promise<Target[]>}
 */
export async function loadTargets(pool, count) {
  const { rows } = await pool.query(
    `select t.student_id, t.lesson_id, l.classroom_id, s.id as submission_id, s.assignment_id
     from (${TARGETS_SQL}) t
     join lessons l on l.id = t.lesson_id
     cross join lateral (select id, assignment_id from submissions where student_id = t.student_id and submitted_at is not null
                         order by md5(id::text) limit 1) s`,
    [count],
  );
  return rows.map((row) => ({
    token: studentToken(row.student_id),
    lessonId: row.lesson_id,
    classroomId: row.classroom_id,
    assignmentId: row.assignment_id,
    submissionId: row.submission_id,
  }));
}
