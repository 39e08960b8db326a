import type { Db } from '../../db/client.js';
import { studentSessions } from '../../db/schema/index.js';
import type { Context } from '../../graphql/context.js';
import { DomainError } from '../../graphql/errors.js';
import { forgetSessions } from './sessions.service.js';
import type { StudentViewer } from './viewer.js';

/**
 * Multiple sign-in detection (problem-set-player.md §6, §8). Each time a student opens their
 * work, a work session is started; only the newest one is valid. Response and submission
 * mutations send its id (header x-student-session) and are refused when it is not the newest,
 * so work is never saved from two places at once.
 */
export async function startStudentSession(
  db: Db,
  viewer: Pick<StudentViewer, 'studentId' | 'sessionId'>,
  now: Date,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(studentSessions)
    .values({ studentId: viewer.studentId, sessionId: viewer.sessionId, startedAt: now })
    .returning({ id: studentSessions.id });
  // The student's sessions remembered the newest work session before this one.
  forgetSessions(db, `student:${viewer.studentId}`);
  return { id: row!.id };
}

/**
 * The guard response and submission mutations call first: the caller must be a signed-in student
 * whose x-student-session is their newest work session. Answers the student viewer.
 */
export async function requireCurrentStudentSession(ctx: Pick<Context, 'viewer' | 'studentSessionId'>): Promise<StudentViewer> {
  const viewer = ctx.viewer;
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  // The session lookup read the newest work session at the start of this request.
  const newest = viewer.newestWorkSessionId;
  if (ctx.studentSessionId === null || newest === null || ctx.studentSessionId !== newest) {
    throw new DomainError('MULTIPLE_SIGN_IN');
  }
  return viewer;
}
