import { SESSION_SECONDS } from '@solve/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyMembers, guestLinks, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Client } from './client.js';
import { enforce } from './rate-limit.service.js';
import { RATE_RULES } from './rate-rules.js';
import { createSession, type NewSession } from './sessions.service.js';
import { hashToken, newToken } from './tokens.js';
import type { Viewer } from './viewer.js';

export type GuestUser = { userType: 'STUDENT'; studentId: number } | { userType: 'FAMILY_MEMBER'; familyMemberId: number };

export const GUEST_LINK_DEFAULT_DAYS = 7;
export const GUEST_LINK_MAX_DAYS = 90;

export interface GuestLinkCreated {
  url: string;
  expiresAt: Date;
}

/**
 * A sign-in link for a student or a parent, made by an admin (or the command line, `viewer` null),
 * recorded in the audit log (never the token).
 */
export async function createGuestLink(
  services: Services,
  user: GuestUser,
  validDays: number | null,
  viewer: Viewer | null,
): Promise<GuestLinkCreated> {
  const createdById = viewer?.userType === 'EMPLOYEE' ? viewer.employeeId : null;
  const days = validDays ?? GUEST_LINK_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > GUEST_LINK_MAX_DAYS) throw new DomainError('INVALID_INPUT');
  const { db } = services;
  if (!(await guestUserExists(db, user))) throw new DomainError('NOT_FOUND');
  const now = services.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const values = {
    userType: user.userType,
    studentId: user.userType === 'STUDENT' ? user.studentId : null,
    familyMemberId: user.userType === 'FAMILY_MEMBER' ? user.familyMemberId : null,
    createdById,
    createdAt: now,
    expiresAt,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guestLinks)
      .values({ ...values, tokenHash: hashToken(token) })
      .returning({ id: guestLinks.id });
    await recordAudit(tx, viewer, { action: 'guest_link.create', entityType: 'guest_link', entityId: row!.id, after: values });
  });
  // The whole query string is the token (family-catalog-payment.md §2, /guestLogin).
  return { url: `${services.config.publicUrl}/guestLogin?${token}`, expiresAt };
}

async function guestUserExists(db: Db, user: GuestUser): Promise<boolean> {
  const rows =
    user.userType === 'STUDENT'
      ? await db.select({ id: students.id }).from(students).where(eq(students.id, user.studentId)).limit(1)
      : await db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.id, user.familyMemberId)).limit(1);
  return rows.length === 1;
}

export interface GuestSignIn {
  session: NewSession;
  userType: GuestUser['userType'];
  firstName: string;
  familyAccountId: number | null;
}

/** Signs in with a guest link: a guest session of the link's student or parent. */
export async function signInWithGuestLink(services: Services, rawToken: string, client: Client): Promise<GuestSignIn> {
  return signInWithLink(services, rawToken, client, null);
}

/** /landing: a guest link of a parent of the given family account (and of no one else). */
export async function signInAtLanding(services: Services, rawToken: string, familyAccountId: number, client: Client): Promise<GuestSignIn> {
  return signInWithLink(services, rawToken, client, familyAccountId);
}

async function signInWithLink(
  services: Services,
  rawToken: string,
  client: Client,
  requiredFamilyAccountId: number | null,
): Promise<GuestSignIn> {
  const { db } = services;
  const now = services.now();
  await enforce(db, RATE_RULES.linksPerAddress, client.address);
  const token = rawToken.trim().replace(/^\?/, '');
  if (!token || token.length > 200) throw new DomainError('INVALID_GUEST_LINK');
  const [link] = await db
    .select({
      userType: guestLinks.userType,
      studentId: guestLinks.studentId,
      familyMemberId: guestLinks.familyMemberId,
      studentFirstName: students.firstName,
      studentFamilyAccountId: students.familyAccountId,
      memberFirstName: familyMembers.firstName,
      memberFamilyAccountId: familyMembers.familyAccountId,
    })
    .from(guestLinks)
    .leftJoin(students, eq(students.id, guestLinks.studentId))
    .leftJoin(familyMembers, eq(familyMembers.id, guestLinks.familyMemberId))
    .where(and(eq(guestLinks.tokenHash, hashToken(token)), isNull(guestLinks.revokedAt), gt(guestLinks.expiresAt, now)))
    .limit(1);
  if (!link) throw new DomainError('INVALID_GUEST_LINK');
  const options = { lifetimeSeconds: SESSION_SECONDS.guest, isGuest: true, userAgent: client.userAgent, now };

  if (link.userType === 'STUDENT' && link.studentId !== null && link.studentFirstName !== null) {
    if (requiredFamilyAccountId !== null) throw new DomainError('INVALID_GUEST_LINK');
    const session = await createSession(db, { userType: 'STUDENT', studentId: link.studentId }, options);
    return { session, userType: 'STUDENT', firstName: link.studentFirstName, familyAccountId: link.studentFamilyAccountId };
  }
  if (link.userType === 'FAMILY_MEMBER' && link.familyMemberId !== null && link.memberFirstName !== null) {
    if (requiredFamilyAccountId !== null && link.memberFamilyAccountId !== requiredFamilyAccountId) {
      throw new DomainError('INVALID_GUEST_LINK');
    }
    const session = await createSession(db, { userType: 'FAMILY_MEMBER', familyMemberId: link.familyMemberId }, options);
    return {
      session,
      userType: 'FAMILY_MEMBER',
      firstName: link.memberFirstName,
      familyAccountId: link.memberFamilyAccountId,
    };
  }
  throw new DomainError('INVALID_GUEST_LINK');
}
