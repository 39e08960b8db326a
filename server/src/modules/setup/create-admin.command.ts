import { parseArgs } from 'node:util';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import { hashPassword } from '../auth/passwords.js';
import { generatedPassword } from '../family/students.service.js';
import { checkNewAdmin, ensureAcademySettings, insertAdmin, issueSetupToken } from './setup.service.js';

export const createAdminUsage = 'create-admin --email <address> [--first-name <name>] [--last-name <name>]';

/**
 * `solve create-admin`: an admin account from a shell, for an academy's first admin (instead of
 * the setup page) or when nobody can sign in as one any more. The password is generated, printed
 * once, and changed by its owner after signing in.
 */
export async function createAdminCommand(services: Services, argv: string[], out: (line: string) => void): Promise<number> {
  let values: { email?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
      strict: true,
    }));
  } catch {
    out(`usage: ${createAdminUsage}`);
    return 2;
  }
  if (!values.email) {
    out(`usage: ${createAdminUsage}`);
    return 2;
  }
  const password = generatedPassword();
  let admin;
  try {
    admin = checkNewAdmin({
      email: values.email,
      firstName: values['first-name'] ?? 'Academy',
      lastName: values['last-name'] ?? 'Admin',
      password,
    });
  } catch (error) {
    if (error instanceof DomainError) {
      out(`${values.email}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const { db } = services;
  await ensureAcademySettings(db, services.now());
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const row = await insertAdmin(tx, admin, passwordHash);
      await recordAudit(tx, null, {
        action: 'staff.create_admin',
        entityType: 'employee',
        entityId: row.id,
        after: { firstName: row.firstName, lastName: row.lastName, workEmail: row.workEmail, isAdmin: true, isTeacher: true },
      });
    });
  } catch (error) {
    if (error instanceof DomainError) {
      out(`${admin.email}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  // The setup page closes: the academy has an admin now.
  await issueSetupToken(db);
  out(`admin ${admin.email} created`);
  out(`password: ${password}`);
  out('Sign in at /admin and change it on your profile page.');
  return 0;
}
