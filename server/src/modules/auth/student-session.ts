import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { studentSessions } from '../../db/schema/index.js';
import type { Context } from '../../graphql/context.js';
import { DomainError } from '../../graphql/errors.js';
import type { StudentViewer } from './viewer.js';

/**
 * Multiple sign-in detection (problem-set-player.md §6, §8). Each time a student opens their
 * work, a work session is started; only the newest one is valid. Response and submission
 * mutations send its id (header x-student-session) and are refused when it is not the newest,
 * so work is never saved from two places at once.
 */
export async function startStudentSession(db: Db, viewer: StudentViewer, now: Date): Promise<{ id: number }> {
  const [row] = await db
    .insert(studentSessions)
    .values({ studentId: viewer.studentId, sessionId: viewer.sessionId, startedAt: now })
    .returning({ id: studentSessions.id });
  return { id: row!.id };
}

const newestQuery = preparedPerDb((db) =>
  db
    .select({ id: studentSessions.id })
    .from(studentSessions)
    .where(eq(studentSessions.studentId, sql.placeholder('studentId')))
    .orderBy(desc(studentSessions.id))
    .limit(1)
    .prepare('newest_student_session'),
);

/** Checked on every response and submission mutation: prepared once per database handle. */
export async function newestStudentSessionId(db: Db, studentId: number): Promise<number | null> {
  const [row] = await newestQuery(db).execute({ studentId });
  return row?.id ?? null;
}

/**
 * The guard response and submission mutations call first: the caller must be a signed-in student
 * whose x-student-session is their newest work session. Answers the student viewer.
 */
export async function requireCurrentStudentSession(
  ctx: Pick<Context, 'viewer' | 'services' | 'studentSessionId'>,
): Promise<StudentViewer> {
  const viewer = ctx.viewer;
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  const newest = await newestStudentSessionId(ctx.services.db, viewer.studentId);
  if (ctx.studentSessionId === null || newest === null || ctx.studentSessionId !== newest) {
    throw new DomainError('MULTIPLE_SIGN_IN');
  }
  return viewer;
}
