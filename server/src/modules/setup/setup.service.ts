import { calendarDate, isStrongEnoughPassword, isValidEmail, normalizeEmail, startingTerms } from '@solve/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings, employees } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { hashPassword } from '../auth/passwords.js';
import { hashToken, newToken, sameHash } from '../auth/tokens.js';
import { checkTimeZone } from '../manage-classes/manage-academy.service.js';
import { cleanText } from '../manage-classes/input-checks.js';

/** The zone a new academy starts in, until its admin chooses one. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/**
 * The settings row of an academy that has none (an empty database started without the demo):
 * neutral texts, the default zone, and the current and next calendar quarters as its terms.
 * An academy that has its row keeps it as it is.
 */
export async function ensureAcademySettings(db: Db, now: Date): Promise<boolean> {
  const terms = startingTerms(calendarDate(now, DEFAULT_TIME_ZONE));
  const inserted = await db
    .insert(academySettings)
    .values({
      id: 1,
      name: 'Solve Academy',
      phoneNumber: '',
      supportEmail: '',
      timeZone: DEFAULT_TIME_ZONE,
      currentYear: terms.current.year,
      currentQuarter: terms.current.quarter,
      nextYear: terms.next.year,
      nextQuarter: terms.next.quarter,
      catalogYear: terms.catalog.year,
      catalogQuarter: terms.catalog.quarter,
    })
    .onConflictDoNothing()
    .returning({ id: academySettings.id });
  return inserted.length > 0;
}

/** An admin who can sign in: active, with a password chosen. */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.isAdminOfSolve, true), eq(employees.active, true), ne(employees.passwordHash, '')))
    .limit(1);
  return row !== undefined;
}

/**
 * While the academy has no admin, a new one-time setup token (the previous one stops working);
 * null once it has one. Only its hash is stored; the server prints the token in its log.
 */
export async function issueSetupToken(db: Db): Promise<string | null> {
  if (await hasAdmin(db)) {
    await db
      .update(academySettings)
      .set({ setupTokenHash: null })
      .where(sql`${academySettings.setupTokenHash} is not null`);
    return null;
  }
  const token = newToken();
  await db
    .update(academySettings)
    .set({ setupTokenHash: hashToken(token) })
    .where(eq(academySettings.id, 1));
  return token;
}

export interface SetupInput {
  token: string;
  academyName: string;
  timeZone: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Checks an admin's name, e-mail and password as the setup page and the command line take them. */
export function checkNewAdmin(input: NewAdmin) {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName || !input.email.trim() || !input.password) throw new DomainError('REQUIRED_FIELDS');
  if (firstName.length > 100 || lastName.length > 100) throw new DomainError('INVALID_INPUT');
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email) || email.length > 200) throw new DomainError('INVALID_EMAIL');
  if (!isStrongEnoughPassword(input.password) || input.password.length > 200) throw new DomainError('PASSWORD_TOO_SHORT');
  return { firstName: cleanText(firstName, 100), lastName: cleanText(lastName, 100), email };
}

/** Writes an admin account (teacher too, so that they can run classes at once); the e-mail must be free. */
export async function insertAdmin(tx: Db, admin: { firstName: string; lastName: string; email: string }, passwordHash: string) {
  const [taken] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(sql`lower(${employees.workEmail})`, admin.email))
    .limit(1);
  if (taken) throw new DomainError('STAFF_EMAIL_IN_USE');
  const [row] = await tx
    .insert(employees)
    .values({
      firstName: admin.firstName,
      lastName: admin.lastName,
      workEmail: admin.email,
      passwordHash,
      isAdminOfSolve: true,
      isTeacher: true,
      active: true,
    })
    .returning();
  return row!;
}

const viewerOf = (employeeId: number): EmployeeViewer => ({
  userType: 'EMPLOYEE',
  sessionId: 0,
  employeeId,
  isTeacher: true,
  isAdmin: true,
  isGuest: false,
});

/**
 * The first-run setup: with the token from the server's log, the academy's name and zone and its
 * first admin, in one transaction that also retires the token. Refused once an admin exists.
 */
export async function completeSetup(db: Db, input: SetupInput): Promise<{ employeeId: number; email: string }> {
  const [current] = await db
    .select({ hash: academySettings.setupTokenHash })
    .from(academySettings)
    .where(eq(academySettings.id, 1))
    .limit(1);
  const matches = (stored: string | null | undefined) => Boolean(stored && input.token && sameHash(stored, hashToken(input.token.trim())));
  if (!matches(current?.hash)) {
    if (await hasAdmin(db)) throw new DomainError('SETUP_ALREADY_DONE');
    throw new DomainError('SETUP_TOKEN_INVALID');
  }
  const admin = checkNewAdmin(input);
  const academyName = cleanText(input.academyName, 120);
  const timeZone = checkTimeZone(input.timeZone);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [settings] = await tx.select().from(academySettings).where(eq(academySettings.id, 1)).for('update').limit(1);
    // Another request used the token while the password was hashed.
    if (!matches(settings?.setupTokenHash)) throw new DomainError('SETUP_ALREADY_DONE');
    if (await hasAdmin(tx)) throw new DomainError('SETUP_ALREADY_DONE');
    const row = await insertAdmin(tx, admin, passwordHash);
    await tx.update(academySettings).set({ name: academyName, timeZone, setupTokenHash: null }).where(eq(academySettings.id, 1));
    await recordAudit(tx, viewerOf(row.id), {
      action: 'academy.setup',
      entityType: 'academy',
      entityId: 1,
      before: { name: settings!.name, timeZone: settings!.timeZone },
      after: { name: academyName, timeZone, admin: { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.workEmail } },
    });
    return { employeeId: row.id, email: row.workEmail };
  });
}
