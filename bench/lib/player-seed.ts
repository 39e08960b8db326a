// Students at work in the player, seeded with the server's own factories (server/dist): a problem
// set assigned to a lesson, and students each signed in (a session token), in a work session and
// with an open attempt, ready to answer through GraphQL.
import type { Db } from '../../server/dist/db/client.js';
import {
  createClassroom,
  createCourse,
  createLesson,
  createLessonPlan,
  type NewClassroom,
} from '../../server/dist/db/seed/factories/catalog.js';
import {
  createChoice,
  createProblem,
  createProblemSet,
  type NewProblem,
  type NewProblemSet,
} from '../../server/dist/db/seed/factories/content.js';
import { createAssignment } from '../../server/dist/db/seed/factories/learning.js';
import { insertAll } from '../../server/dist/db/seed/factories/insert.js';
import { createSession } from '../../server/dist/modules/auth/sessions.service.js';
import { studentSessions, students, submissions } from '../../server/dist/db/schema/index.js';

/** A problem of the set: its type, key and choices ([text, correct]). */
export interface SeedProblem {
  problemType: NewProblem['problemType'];
  answer?: string;
  approximate?: boolean;
  choices?: [string, boolean?][];
}

export interface SeededSet {
  assignmentId: number;
  problemIds: number[];
}

/** A student ready to answer: x-student-session is `workSession`, the open attempt is `submissionId`. */
export interface SeededStudent {
  username: string;
  studentId: number;
  token: string;
  sessionId: number;
  workSession: number;
  submissionId: number;
}

/**
 * A course, class, lesson and a problem set of `problems` assigned to the lesson (any number of
 * attempts). `code` keeps the names of several sets in one database apart.
 */
export async function seedProblemSet(
  db: Db,
  code: string,
  problems: readonly SeedProblem[],
  options: { set?: Partial<NewProblemSet>; classroom?: Partial<NewClassroom> } = {},
): Promise<SeededSet> {
  const course = await createCourse(db, { code: `BENCH${code}` });
  const classroom = await createClassroom(db, { courseId: course.id, code: `BENCH-${code}`, ...options.classroom });
  const plan = await createLessonPlan(db, { courseId: course.id, order: 1 });
  const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
  const set = await createProblemSet(db, {
    code: `bench-${code}`,
    lessonPlanId: plan.id,
    feedbackType: 'DELAYED',
    allowedAttempts: null,
    ...options.set,
  });
  const problemIds: number[] = [];
  for (const [index, spec] of problems.entries()) {
    const problem = await createProblem(db, {
      problemSetId: set.id,
      order: index + 1,
      problemType: spec.problemType,
      answer: spec.answer ?? '',
      approximate: spec.approximate ?? false,
    });
    for (const [order, [text, correct]] of (spec.choices ?? []).entries()) {
      await createChoice(db, { problemId: problem.id, order: order + 1, text, correct: correct ?? false });
    }
    problemIds.push(problem.id);
  }
  const assignment = await createAssignment(db, { lessonId: lesson.id, problemSetId: set.id });
  return { assignmentId: assignment.id, problemIds };
}

/**
 * `count` students named `${prefix}-${index}`, each signed in, in a work session and with an open
 * first attempt of the assignment. `passwordHash` is what their sign-in checks ('x' matches no password).
 */
export async function seedStudents(
  db: Db,
  { assignmentId, count, prefix, passwordHash = 'x' }: { assignmentId: number; count: number; prefix: string; passwordHash?: string },
): Promise<SeededStudent[]> {
  const studentRows = await insertAll(
    db,
    students,
    Array.from({ length: count }, (_, index) => ({
      username: `${prefix}-${index}`,
      passwordHash,
      firstName: 'Bench',
      lastName: String(index),
    })),
  );
  const workers: { username: string; studentId: number; token: string; sessionId: number }[] = [];
  for (const student of studentRows) {
    const { token, sessionId } = await createSession(db, { userType: 'STUDENT', studentId: student.id }, { lifetimeSeconds: 3600 });
    workers.push({ username: student.username, studentId: student.id, token, sessionId });
  }
  const work = await insertAll(
    db,
    studentSessions,
    workers.map(({ studentId, sessionId }) => ({ studentId, sessionId })),
  );
  const attempts = await insertAll(
    db,
    submissions,
    workers.map(({ studentId }, index) => ({
      assignmentId,
      studentId,
      attemptNumber: 1,
      randomSeed: 7 + index,
      startedAt: new Date(Date.now() - 60_000),
    })),
  );
  return workers.map((worker, index) => ({ ...worker, workSession: work[index]!.id, submissionId: attempts[index]!.id }));
}
