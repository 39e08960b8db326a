import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { perHandle } from '../../db/per-handle.js';
import { employees, familyMembers, sessions, studentSessions, students } from '../../db/schema/index.js';
import { listeningSessionMemory, type SessionChange, type SessionMemory } from './session-memory.js';
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
const sessionByToken = perHandle((db) =>
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
      expiresAt: sessions.expiresAt,
      // Read with the session so that answers need no query of their own for the multiple sign-in rule.
      newestWorkSessionId: sql<
        number | null
      >`(select max(${studentSessions.id}) from ${studentSessions} where ${studentSessions.studentId} = ${sessions.studentId})`.mapWith(
        Number,
      ),
      ownsNewestWorkSession: sql<
        boolean | null
      >`(select ${studentSessions.sessionId} = ${sessions.id} from ${studentSessions} where ${studentSessions.studentId} = ${sessions.studentId} order by ${studentSessions.id} desc limit 1)`,
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.studentId))
    .leftJoin(familyMembers, eq(familyMembers.id, sessions.familyMemberId))
    .leftJoin(employees, eq(employees.id, sessions.employeeId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_by_token'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionByToken>['execute']>>[number];

/** Each database handle's memory of sessions, by the handle requests use. */
const memories = new WeakMap<Db, SessionMemory<SessionRow>>();

/** The memory of sessions of a database handle, listening from its first use. */
export function sessionMemoryOf(database: Database): SessionMemory<SessionRow> {
  let memory = memories.get(database.db);
  if (!memory) {
    memory = listeningSessionMemory<SessionRow>(database);
    memories.set(database.db, memory);
  }
  return memory;
}

/**
 * Forgets at once, in this process, the sessions a change it just made concerns, so that its very
 * next request sees the change; other processes hear of it from the triggers a moment later.
 */
export function forgetSessions(db: Db, change: SessionChange): void {
  memories.get(db)?.hear(change);
}

/** The change that concerns every session of a user. */
export function sessionChangeOf(subject: SessionSubject): SessionChange {
  if (subject.userType === 'STUDENT') return `student:${subject.studentId}`;
  return subject.userType === 'FAMILY_MEMBER' ? `member:${subject.familyMemberId}` : `employee:${subject.employeeId}`;
}

/**
 * The viewer of a live (not expired, not revoked) session token, or null. A session this process
 * has looked up before is taken from its memory (session-memory.ts), which forgets it on any
 * announced change.
 */
export async function resolveSession(database: Database, token: string, now: Date): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const memory = sessionMemoryOf(database);
  const tokenHash = hashToken(token);
  const known = memory.recall(tokenHash, now);
  if (known) return viewerOf(known);
  const mark = memory.mark();
  const [row] = await sessionByToken(database.db).execute({ tokenHash, now });
  if (!row) return null;
  memory.keep(tokenHash, row, mark);
  return viewerOf(row);
}

function viewerOf(row: SessionRow): Viewer | null {
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
            ownsNewestWorkSession: row.ownsNewestWorkSession === true,
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
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSessions(db, `session:${sessionId}`);
}

/** Ends every live session of a user but `exceptSessionId` (after a password change); the caller forgets them once committed (forgetSessions). */
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
