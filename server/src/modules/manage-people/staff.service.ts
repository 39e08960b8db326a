import { isValidEmail, normalizeEmail } from '@solve/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, passwordResetTokens } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import { formatOwnerId } from '../auth/password-owner.js';
import { forgetSessions, revokeSessionsOf, sessionChangeOf } from '../auth/sessions.service.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { INVITATION_VALID_DAYS, invitationMail } from './invite-mail.js';

export interface StaffRoles {
  isTeacher: boolean;
  isAdmin: boolean;
  isOffice: boolean;
}

export interface StaffMember extends StaffRoles {
  id: number;
  firstName: string;
  lastName: string;
  workEmail: string;
  active: boolean;
  /** Invited and no password chosen yet. */
  invitationPending: boolean;
}

export interface InviteInput extends StaffRoles {
  firstName: string;
  lastName: string;
  email: string;
}

const MAX_NAME = 100;

/** What the audit log keeps of an account: never its password hash. */
const auditView = (row: typeof employees.$inferSelect) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  workEmail: row.workEmail,
  isTeacher: row.isTeacher,
  isAdmin: row.isAdminOfSolve,
  isOffice: row.isOfficeUser,
  active: row.active,
});

/** Every staff account, active first, by name; `invitationPending` while no password has been chosen. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      workEmail: employees.workEmail,
      active: employees.active,
      isTeacher: employees.isTeacher,
      isAdmin: employees.isAdminOfSolve,
      isOffice: employees.isOfficeUser,
      invitationPending: sql<boolean>`${employees.passwordHash} = ''`,
    })
    .from(employees)
    .orderBy(sql`${employees.active} desc`, asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return rows;
}

function checkRoles(roles: StaffRoles): void {
  if (!roles.isTeacher && !roles.isAdmin && !roles.isOffice) throw new DomainError('STAFF_NEEDS_A_ROLE');
}

/**
 * Creates a staff account with no password (nobody can sign in with it) and mails a single-use
 * link to choose one, valid INVITATION_VALID_DAYS; the /changepassword page sets it. Inviting an
 * address again that has not chosen a password yet sends a new link.
 */
export async function inviteStaff(services: Services, viewer: EmployeeViewer, input: InviteInput): Promise<StaffMember> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName || !input.email.trim()) throw new DomainError('REQUIRED_FIELDS');
  if (firstName.length > MAX_NAME || lastName.length > MAX_NAME) throw new DomainError('INVALID_INPUT');
  if (!isValidEmail(input.email.trim())) throw new DomainError('INVALID_EMAIL');
  checkRoles(input);
  const email = normalizeEmail(input.email);
  const now = services.now();
  const token = newToken();
  const { db } = services;

  const employee = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(employees)
      .where(eq(sql`lower(${employees.workEmail})`, email))
      .for('update');
    if (existing && existing.passwordHash !== '') throw new DomainError('STAFF_EMAIL_IN_USE');
    const values = {
      firstName,
      lastName,
      workEmail: email,
      isTeacher: input.isTeacher,
      isAdminOfSolve: input.isAdmin,
      isOfficeUser: input.isOffice,
      active: true,
    };
    const [row] = existing
      ? await tx.update(employees).set(values).where(eq(employees.id, existing.id)).returning()
      : await tx
          .insert(employees)
          .values({ ...values, passwordHash: '' })
          .returning();
    await tx.insert(passwordResetTokens).values({
      userType: 'EMPLOYEE',
      employeeId: row!.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000),
    });
    await recordAudit(tx, viewer, {
      action: existing ? 'staff.reinvite' : 'staff.invite',
      entityType: 'employee',
      entityId: row!.id,
      before: existing ? auditView(existing) : null,
      after: auditView(row!),
    });
    return row!;
  });

  const query = new URLSearchParams({ userId: formatOwnerId({ userType: 'EMPLOYEE', employeeId: employee.id }), token });
  const link = `${services.config.publicUrl}/changepassword?${query.toString()}`;
  const [settings, [inviter]] = await Promise.all([
    getSettings(db),
    db.select({ firstName: employees.firstName, lastName: employees.lastName }).from(employees).where(eq(employees.id, viewer.employeeId)),
  ]);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : settings.name;
  await services.mail.send(invitationMail(email, settings.name, inviterName, link));
  return toMember(employee);
}

function toMember(row: typeof employees.$inferSelect): StaffMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    workEmail: row.workEmail,
    active: row.active,
    isTeacher: row.isTeacher,
    isAdmin: row.isAdminOfSolve,
    isOffice: row.isOfficeUser,
    invitationPending: row.passwordHash === '',
  };
}

async function lockedEmployee(tx: Db, employeeId: number) {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('update');
  if (!row) throw new DomainError('STAFF_NOT_FOUND');
  return row;
}

/** Sets an account's roles; an admin cannot take their own admin role away (someone must remain). */
export async function setStaffRoles(
  services: Services,
  viewer: EmployeeViewer,
  employeeId: number,
  roles: StaffRoles,
): Promise<StaffMember> {
  checkRoles(roles);
  if (employeeId === viewer.employeeId && !roles.isAdmin) throw new DomainError('CANNOT_DROP_OWN_ADMIN');
  const row = await services.db.transaction(async (tx) => {
    const before = await lockedEmployee(tx, employeeId);
    const [after] = await tx
      .update(employees)
      .set({ isTeacher: roles.isTeacher, isAdminOfSolve: roles.isAdmin, isOfficeUser: roles.isOffice })
      .where(eq(employees.id, employeeId))
      .returning();
    await recordAudit(tx, viewer, {
      action: 'staff.roles',
      entityType: 'employee',
      entityId: employeeId,
      before: auditView(before),
      after: auditView(after!),
    });
    // Sessions carry the roles they were opened with: the account signs in again to get the new ones.
    await revokeSessionsOf(tx, { userType: 'EMPLOYEE', employeeId }, services.now());
    return after!;
  });
  forgetSessions(services.db, sessionChangeOf({ userType: 'EMPLOYEE', employeeId }));
  return toMember(row);
}

/**
 * Deactivates (every session ends at once, no sign-in or reset link works) or reactivates an
 * account; nobody deactivates themself.
 */
export async function setStaffActive(
  services: Services,
  viewer: EmployeeViewer,
  employeeId: number,
  active: boolean,
): Promise<StaffMember> {
  if (!active && employeeId === viewer.employeeId) throw new DomainError('CANNOT_DEACTIVATE_SELF');
  const now = services.now();
  const owner = { userType: 'EMPLOYEE', employeeId } as const;
  const row = await services.db.transaction(async (tx) => {
    const before = await lockedEmployee(tx, employeeId);
    const [after] = await tx.update(employees).set({ active }).where(eq(employees.id, employeeId)).returning();
    if (!active) {
      await revokeSessionsOf(tx, owner, now);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(sql`${passwordResetTokens.employeeId} = ${employeeId} and ${passwordResetTokens.usedAt} is null`);
    }
    await recordAudit(tx, viewer, {
      action: active ? 'staff.reactivate' : 'staff.deactivate',
      entityType: 'employee',
      entityId: employeeId,
      before: auditView(before),
      after: auditView(after!),
    });
    return after!;
  });
  if (!active) forgetSessions(services.db, sessionChangeOf(owner));
  return toMember(row);
}
