import { PASSWORD_RESET_VALID_SECONDS } from '@solve/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { formatOwnerId, type PasswordOwner } from './password-owner.js';
import { hashToken, newToken } from './tokens.js';

function ownerColumns(owner: PasswordOwner) {
  return {
    userType: owner.userType,
    studentId: owner.userType === 'STUDENT' ? owner.studentId : null,
    employeeId: owner.userType === 'EMPLOYEE' ? owner.employeeId : null,
  };
}

function ownerCondition(owner: PasswordOwner) {
  return owner.userType === 'STUDENT'
    ? eq(passwordResetTokens.studentId, owner.studentId)
    : eq(passwordResetTokens.employeeId, owner.employeeId);
}

/** A single-use link to /changepassword, valid PASSWORD_RESET_VALID_SECONDS; the token is stored hashed. */
export async function issueResetLink(db: Db, owner: PasswordOwner, publicUrl: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    ...ownerColumns(owner),
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_SECONDS * 1000),
  });
  const query = new URLSearchParams({ userId: formatOwnerId(owner), token });
  return `${publicUrl}/changepassword?${query.toString()}`;
}

function usableToken(owner: PasswordOwner, token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    ownerCondition(owner),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

/** Whether a link's token could be used now, without using it (checked before any slow work). */
export async function isUsableResetToken(db: Db, owner: PasswordOwner, token: string, now: Date): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableToken(owner, token, now))
    .limit(1);
  return row !== undefined;
}

/** Uses a link's token up, atomically; false when it is unknown, used, expired or someone else's. */
export async function useResetToken(db: Db, owner: PasswordOwner, token: string, now: Date): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usableToken(owner, token, now))
    .returning({ id: passwordResetTokens.id });
  return used.length === 1;
}

/** Ends every outstanding link of an owner (their password just changed). */
export async function expireResetLinks(db: Db, owner: PasswordOwner, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(ownerCondition(owner), isNull(passwordResetTokens.usedAt)));
}
