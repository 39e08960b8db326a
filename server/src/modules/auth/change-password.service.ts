import { formatMessage, isStrongEnoughPassword } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { mayChangeOwnPassword } from '../../authorization/policies.js';
import { ownerOfViewer, parseOwnerId, type PasswordOwner, sameOwner } from './password-owner.js';
import type { Client } from './client.js';
import { checkPasswordAttempt } from './password-attempts.service.js';
import { hashPassword } from './passwords.js';
import { enforce } from './rate-limit.service.js';
import { RATE_RULES } from './rate-rules.js';
import { expireResetLinks, isUsableResetToken, useResetToken } from './reset-links.service.js';
import { forgetSessions, revokeSessionsOf, sessionChangeOf } from './sessions.service.js';
import type { Viewer } from './viewer.js';

export interface ChangePasswordInput {
  userId: string;
  token: string;
  /** Signed in without a link: the password being replaced. */
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const MAX_PASSWORD_LENGTH = 256;

/**
 * Sets a new password, either with a reset link's token (single use, not expired) or for the
 * signed-in student or employee themself, who must give the current password: a session left
 * open somewhere must not be enough to take the account over. A wrong current password counts
 * toward the sign-in attempt limits of the account. Every other session of the owner ends, and
 * so does every other reset link. Nothing slow (hashing) runs before the token or the current
 * password has been checked.
 */
export async function changePassword(
  services: Services,
  input: ChangePasswordInput,
  viewer: Viewer | null,
  client: Client,
): Promise<{ message: string }> {
  const token = input.token.trim();
  if (!input.password || !input.confirmPassword) throw new DomainError('REQUIRED_FIELDS');
  if (input.password !== input.confirmPassword) throw new DomainError('PASSWORDS_DO_NOT_MATCH');
  if (!isStrongEnoughPassword(input.password)) throw new DomainError('PASSWORD_TOO_SHORT');
  if (input.password.length > MAX_PASSWORD_LENGTH || input.currentPassword.length > MAX_PASSWORD_LENGTH) {
    throw new DomainError('INVALID_INPUT');
  }
  const now = services.now();

  let owner: PasswordOwner;
  if (token) {
    await enforce(services.db, RATE_RULES.resetLinkUsesPerAddress, client.address);
    const linked = parseOwnerId(input.userId);
    if (!linked || !(await isUsableResetToken(services.db, linked, token, now))) throw new DomainError('RESET_LINK_INVALID');
    owner = linked;
  } else {
    owner = ownSignedInOwner(viewer, input.userId);
    if (!input.currentPassword) throw new DomainError('REQUIRED_FIELDS');
    await checkCurrentPassword(services, owner, input.currentPassword, client);
  }
  const passwordHash = await hashPassword(input.password);
  const keepSession = viewer && sameOwnerAsViewer(viewer, owner) ? viewer.sessionId : undefined;

  await services.db.transaction(async (tx) => {
    // Used up atomically here: of two changes with one link, only one gets through.
    if (token && !(await useResetToken(tx, owner, token, now))) throw new DomainError('RESET_LINK_INVALID');
    await setPasswordHash(tx, owner, passwordHash);
    await expireResetLinks(tx, owner, now);
    await revokeSessionsOf(tx, owner, now, keepSession);
  });
  forgetSessions(services.db, sessionChangeOf(owner));
  return { message: formatMessage('PASSWORD_CHANGED') };
}

/** The owner's current password, checked under the same limits (and counters) as signing in. */
async function checkCurrentPassword(services: Services, owner: PasswordOwner, password: string, client: Client): Promise<void> {
  const [found] =
    owner.userType === 'STUDENT'
      ? await services.db
          .select({ name: students.username, passwordHash: students.passwordHash })
          .from(students)
          .where(eq(students.id, owner.studentId))
          .limit(1)
      : await services.db
          .select({ name: employees.workEmail, passwordHash: employees.passwordHash })
          .from(employees)
          .where(eq(employees.id, owner.employeeId))
          .limit(1);
  if (!found) throw new DomainError('PASSWORD_CHANGE_FAILED');
  const account = `${owner.userType === 'STUDENT' ? 'student' : 'employee'}:${found.name.trim().toLowerCase()}`;
  const ok = await checkPasswordAttempt(services, { account, address: client.address, passwordHash: found.passwordHash, password });
  if (!ok) throw new DomainError('CURRENT_PASSWORD_WRONG');
}

/** Without a link: the caller changes their own password, and a given userId must be theirs. */
function ownSignedInOwner(viewer: Viewer | null, userId: string): PasswordOwner {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  const owner = mayChangeOwnPassword(viewer) ? ownerOfViewer(viewer) : null;
  if (!owner) throw new DomainError('FORBIDDEN');
  const named = userId.trim() ? parseOwnerId(userId) : owner;
  if (!named || !sameOwner(named, owner)) throw new DomainError('FORBIDDEN');
  return owner;
}

function sameOwnerAsViewer(viewer: Viewer, owner: PasswordOwner): boolean {
  const own = ownerOfViewer(viewer);
  return own !== null && sameOwner(own, owner);
}

async function setPasswordHash(db: Db, owner: PasswordOwner, passwordHash: string): Promise<void> {
  const changed =
    owner.userType === 'STUDENT'
      ? await db
          .update(students)
          .set({ passwordHash, mustChangePassword: false })
          .where(eq(students.id, owner.studentId))
          .returning({ id: students.id })
      : await db.update(employees).set({ passwordHash }).where(eq(employees.id, owner.employeeId)).returning({ id: employees.id });
  if (changed.length !== 1) throw new DomainError('PASSWORD_CHANGE_FAILED');
}
