import { formatMessage, isStrongEnoughPassword } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { mayChangeOwnPassword } from './auth.policy.js';
import { ownerOfViewer, parseOwnerId, type PasswordOwner, sameOwner } from './password-owner.js';
import { hashPassword } from './passwords.js';
import { expireResetLinks, useResetToken } from './reset-links.service.js';
import { forgetSessions, revokeSessionsOf, sessionChangeOf } from './sessions.service.js';
import type { Viewer } from './viewer.js';

export interface ChangePasswordInput {
  userId: string;
  token: string;
  password: string;
  confirmPassword: string;
}

const MAX_PASSWORD_LENGTH = 256;

/**
 * Sets a new password, either with a reset link's token (single use, not expired) or for the
 * signed-in student or employee themself. Every other session of the owner ends, and so does
 * every other reset link.
 */
export async function changePassword(services: Services, input: ChangePasswordInput, viewer: Viewer | null): Promise<{ message: string }> {
  if (!input.password || !input.confirmPassword) throw new DomainError('REQUIRED_FIELDS');
  if (input.password !== input.confirmPassword) throw new DomainError('PASSWORDS_DO_NOT_MATCH');
  if (!isStrongEnoughPassword(input.password)) throw new DomainError('PASSWORD_TOO_SHORT');
  if (input.password.length > MAX_PASSWORD_LENGTH) throw new DomainError('INVALID_INPUT');

  const token = input.token.trim();
  const owner = token ? parseOwnerId(input.userId) : ownSignedInOwner(viewer, input.userId);
  if (!owner) throw new DomainError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(input.password);
  const now = services.now();
  const keepSession = viewer && sameOwnerAsViewer(viewer, owner) ? viewer.sessionId : undefined;

  await services.db.transaction(async (tx) => {
    if (token && !(await useResetToken(tx, owner, token, now))) throw new DomainError('RESET_LINK_INVALID');
    await setPasswordHash(tx, owner, passwordHash);
    await expireResetLinks(tx, owner, now);
    await revokeSessionsOf(tx, owner, now, keepSession);
  });
  forgetSessions(services.db, sessionChangeOf(owner));
  return { message: formatMessage('PASSWORD_CHANGED') };
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
