import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentSessions } from '../../db/schema/index.js';
import type { Context } from '../../graphql/context.js';
import { DomainError } from '../../graphql/errors.js';
import { forgetSessions } from './sessions.service.js';
import type { StudentViewer } from './viewer.js';

/**
 * Multiple sign-in detection (problem-set-player.md §6, §8). A work session belongs to a sign-in
 * session: the first call of a sign-in starts one, and only the student's newest is valid, so a
 * new sign-in elsewhere ends the work of older ones. Later calls of the same sign-in (a new tab, a
 * browser restored with its cookies) get the same work session back and end nothing. A sign-in
 * whose work was ended, or one older than a sign-in that works, is refused: it has to sign in
 * again.
 */
export async function startStudentSession(
  db: Db,
  viewer: Pick<StudentViewer, 'studentId' | 'sessionId'>,
  now: Date,
): Promise<{ id: number }> {
  const [newest] = await db
    .select({ id: studentSessions.id, sessionId: studentSessions.sessionId })
    .from(studentSessions)
    .where(eq(studentSessions.studentId, viewer.studentId))
    .orderBy(desc(studentSessions.id))
    .limit(1);
  if (newest && newest.sessionId === viewer.sessionId) return { id: newest.id };
  if (newest) {
    // This sign-in worked before (and was overtaken), or a sign-in made after it works now.
    const [overtaken] = await db
      .select({ id: studentSessions.id })
      .from(studentSessions)
      .where(and(eq(studentSessions.studentId, viewer.studentId), gte(studentSessions.sessionId, viewer.sessionId)))
      .limit(1);
    if (overtaken) throw new DomainError('MULTIPLE_SIGN_IN');
  }
  const [row] = await db
    .insert(studentSessions)
    .values({ studentId: viewer.studentId, sessionId: viewer.sessionId, startedAt: now })
    .returning({ id: studentSessions.id });
  // The student's sessions remembered the newest work session before this one.
  forgetSessions(db, `student:${viewer.studentId}`);
  return { id: row!.id };
}

/** A student whose work is accepted, and the work session it is done in (the student's newest). */
export type StudentAtWork = StudentViewer & { workSessionId: number };

/**
 * The guard response and submission mutations call first: the caller must be a signed-in student
 * whose x-student-session is their newest work session, or whose sign-in session started it (a
 * tab of that sign-in with no id or an older one of it). Any other caller signed in before the
 * newest work began elsewhere and is refused with the multiple sign-in text.
 */
export async function requireCurrentStudentSession(ctx: Pick<Context, 'viewer' | 'studentSessionId'>): Promise<StudentAtWork> {
  const viewer = ctx.viewer;
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  // The session lookup read the newest work session at the start of this request.
  const newest = viewer.newestWorkSessionId;
  if (newest === null || (ctx.studentSessionId !== newest && !viewer.ownsNewestWorkSession)) {
    throw new DomainError('MULTIPLE_SIGN_IN');
  }
  return { ...viewer, workSessionId: newest };
}
