import { SESSION_SECONDS } from '@solve/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { studentColumns, type StudentRecord } from '../profile/people.records.js';
import type { Client } from './client.js';
import { checkPasswordAttempt } from './password-attempts.service.js';
import { enforce } from './rate-limit.service.js';
import { RATE_RULES } from './rate-rules.js';
import { createSession, type NewSession } from './sessions.service.js';

/** Usernames are unique regardless of case. */
export async function findStudentByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ ...studentColumns, passwordHash: students.passwordHash })
    .from(students)
    .where(eq(sql`lower(${students.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export interface UsernameCheck {
  exists: boolean;
  image: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The first step of student sign-in: does the username exist, and whose avatar to show. */
export async function checkUsername(services: Services, username: string, client: Client): Promise<UsernameCheck> {
  await enforce(services.db, RATE_RULES.usernameCheckPerAddress, client.address);
  const student = username.trim() ? await findStudentByUsername(services.db, username) : null;
  if (!student) return { exists: false, image: null, firstName: null, lastName: null };
  return { exists: true, image: student.imageUrl, firstName: student.firstName, lastName: student.lastName };
}

export interface StudentSignIn {
  session: NewSession;
  student: StudentRecord;
}

/** Student sign-in by username and password (family-catalog-payment.md §4). */
export async function signInStudent(
  services: Services,
  input: { username: string; password: string },
  client: Client,
): Promise<StudentSignIn> {
  const username = input.username.trim().toLowerCase();
  if (!username || !input.password) throw new DomainError('ENTER_ALL_FIELDS');
  const found = await findStudentByUsername(services.db, username);
  const ok = await checkPasswordAttempt(services, {
    account: `student:${username}`,
    address: client.address,
    passwordHash: found?.passwordHash ?? null,
    password: input.password,
  });
  if (!found) throw new DomainError('UNKNOWN_USERNAME');
  if (!ok) throw new DomainError('WRONG_PASSWORD');
  const { passwordHash: _hash, ...student } = found;
  const session = await createSession(
    services.db,
    { userType: 'STUDENT', studentId: student.id },
    { lifetimeSeconds: SESSION_SECONDS.student, userAgent: client.userAgent, now: services.now() },
  );
  return { session, student };
}
