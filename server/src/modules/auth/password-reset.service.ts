import { formatMessage, isValidEmail, normalizeEmail } from '@solve/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, familyAccounts, familyMembers, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { getSettings } from '../settings/settings.service.js';
import type { Client } from './client.js';
import { enforce } from './rate-limit.service.js';
import { RATE_RULES } from './rate-rules.js';
import { resetMail, type ResetEntry } from './reset-mail.js';
import { issueResetLink } from './reset-links.service.js';
import { findStudentByUsername } from './student-login.service.js';

/**
 * Password recovery (/recovery): by username, the link goes to the student's email or else the
 * family's primary parent; by email, every account of that address (staff account, students with
 * that email, the students of a parent with that email) gets a link with its username. The email
 * answer is the same whether or not the address is known.
 */
export async function requestPasswordReset(
  services: Services,
  input: { username: string; email: string },
  client: Client,
): Promise<{ message: string }> {
  const username = input.username.trim();
  const email = input.email.trim();
  if (!username && !email) throw new DomainError('REQUIRED_FIELDS');
  await enforce(services.db, RATE_RULES.resetsPerAddress, client.address);
  if (username) await resetByUsername(services, username);
  else await resetByEmail(services, email);
  return { message: formatMessage('RESET_EMAIL_SENT') };
}

async function resetByUsername(services: Services, username: string): Promise<void> {
  const { db } = services;
  const now = services.now();
  await enforce(db, RATE_RULES.resetsPerAccount, `username:${username.toLowerCase()}`);
  const student = await findStudentByUsername(db, username);
  if (!student) throw new DomainError('RESET_USERNAME_NOT_FOUND');
  const to = student.email ?? (await primaryParentEmail(db, student.familyAccountId));
  if (!to) throw new DomainError('PASSWORD_CHANGE_FAILED');
  const link = await issueResetLink(db, { userType: 'STUDENT', studentId: student.id }, services.config.publicUrl, now);
  const { name } = await getSettings(db);
  await services.mail.send(resetMail(to, name, [{ label: `Username: ${student.username}`, link }]));
}

async function resetByEmail(services: Services, rawEmail: string): Promise<void> {
  if (!isValidEmail(rawEmail)) throw new DomainError('INVALID_EMAIL');
  const { db } = services;
  const now = services.now();
  const email = normalizeEmail(rawEmail);
  await enforce(db, RATE_RULES.resetsPerAccount, `email:${email}`);
  const entries: ResetEntry[] = [];
  const publicUrl = services.config.publicUrl;
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(sql`lower(${employees.workEmail})`, email), eq(employees.active, true)))
    .limit(1);
  if (employee) {
    const link = await issueResetLink(db, { userType: 'EMPLOYEE', employeeId: employee.id }, publicUrl, now);
    entries.push({ label: 'Staff account', link });
  }
  for (const student of await studentsOfEmail(db, email)) {
    const link = await issueResetLink(db, { userType: 'STUDENT', studentId: student.id }, publicUrl, now);
    entries.push({ label: `Username: ${student.username}`, link });
  }
  if (entries.length === 0) return;
  const { name } = await getSettings(db);
  await services.mail.send(resetMail(email, name, entries));
}

/** Students whose own email it is, and the students of a parent with that email. */
async function studentsOfEmail(db: Db, email: string) {
  const parents = await db
    .select({ familyAccountId: familyMembers.familyAccountId })
    .from(familyMembers)
    .where(eq(sql`lower(${familyMembers.email})`, email));
  const own = await db
    .select({ id: students.id, username: students.username })
    .from(students)
    .where(eq(sql`lower(${students.email})`, email));
  const families = parents.map((p) => p.familyAccountId);
  const ofFamilies = families.length
    ? await db.select({ id: students.id, username: students.username }).from(students).where(inArray(students.familyAccountId, families))
    : [];
  const byId = new Map([...own, ...ofFamilies].map((s) => [s.id, s]));
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

async function primaryParentEmail(db: Db, familyAccountId: number | null): Promise<string | null> {
  if (familyAccountId === null) return null;
  const [row] = await db
    .select({ email: familyMembers.email })
    .from(familyAccounts)
    .innerJoin(familyMembers, eq(familyMembers.id, familyAccounts.primaryFamilyMemberId))
    .where(eq(familyAccounts.id, familyAccountId))
    .limit(1);
  return row?.email ?? null;
}
