import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { employees, familyMembers, sessions, studentSessions, students } from '../../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';
import type { Viewer } from './viewer.js';

export type SessionSubject =
  | { userType: 'STUDENT'; studentId: number }
  | { userType: 'FAMILY_MEMBER'; familyMemberId: number }
  | { userType: 'EMPLOYEE'; employeeId: number };

export interface NewSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/** Opens a session for a user; the token is returned once and stored only hashed. */
export async function createSession(
  db: Db,
  subject: SessionSubject,
  options: { lifetimeSeconds: number; rememberMe?: boolean; isGuest?: boolean; userAgent?: string; now?: Date },
): Promise<NewSession> {
  const token = newToken();
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + options.lifetimeSeconds * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userType: subject.userType,
      studentId: subject.userType === 'STUDENT' ? subject.studentId : null,
      familyMemberId: subject.userType === 'FAMILY_MEMBER' ? subject.familyMemberId : null,
      employeeId: subject.userType === 'EMPLOYEE' ? subject.employeeId : null,
      rememberMe: options.rememberMe ?? false,
      isGuest: options.isGuest ?? false,
      expiresAt,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** Every request looks its session up: the statement is prepared once per connection. */
const sessionByToken = preparedPerDb((db) =>
  db
    .select({
      id: sessions.id,
      userType: sessions.userType,
      isGuest: sessions.isGuest,
      studentId: sessions.studentId,
      familyMemberId: sessions.familyMemberId,
      employeeId: sessions.employeeId,
      studentFamilyAccountId: students.familyAccountId,
      memberFamilyAccountId: familyMembers.familyAccountId,
      isTeacher: employees.isTeacher,
      isAdmin: employees.isAdminOfSolve,
      employeeActive: employees.active,
      // Read with the session so that answers need no query of their own for the multiple sign-in rule.
      newestWorkSessionId: sql<number | null>`(select max(${studentSessions.id}) from ${studentSessions} where ${studentSessions.studentId} = ${sessions.studentId})`.mapWith(Number),
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.studentId))
    .leftJoin(familyMembers, eq(familyMembers.id, sessions.familyMemberId))
    .leftJoin(employees, eq(employees.id, sessions.employeeId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_by_token'),
);

/** The viewer of a live (not expired, not revoked) session token, or null. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await sessionByToken(db).execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  switch (row.userType) {
    case 'STUDENT':
      return row.studentId === null
        ? null
        : {
            userType: 'STUDENT',
            sessionId: row.id,
            studentId: row.studentId,
            familyAccountId: row.studentFamilyAccountId,
            isGuest: row.isGuest,
            newestWorkSessionId: row.newestWorkSessionId,
          };
    case 'FAMILY_MEMBER':
      return row.familyMemberId === null || row.memberFamilyAccountId === null
        ? null
        : {
            userType: 'FAMILY_MEMBER',
            sessionId: row.id,
            familyMemberId: row.familyMemberId,
            familyAccountId: row.memberFamilyAccountId,
            isGuest: row.isGuest,
          };
    case 'EMPLOYEE':
      return row.employeeId === null || !row.employeeActive
        ? null
        : {
            userType: 'EMPLOYEE',
            sessionId: row.id,
            employeeId: row.employeeId,
            isTeacher: row.isTeacher ?? false,
            isAdmin: row.isAdmin ?? false,
            isGuest: false,
          };
  }
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user but `exceptSessionId` (after a password change). */
export async function revokeSessionsOf(db: Db, subject: SessionSubject, now: Date, exceptSessionId?: number): Promise<void> {
  const owner =
    subject.userType === 'STUDENT'
      ? eq(sessions.studentId, subject.studentId)
      : subject.userType === 'FAMILY_MEMBER'
        ? eq(sessions.familyMemberId, subject.familyMemberId)
        : eq(sessions.employeeId, subject.employeeId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(owner, isNull(sessions.revokedAt), exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId)));
}
