import { formatMessage, normalizePhone, SESSION_SECONDS } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyMembers } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyMemberRecord } from '../profile/people.records.js';
import type { Client } from './client.js';
import { type FamilyLandingPage, familyLandingPage } from './family-landing.service.js';
import { enforce } from './rate-limit.service.js';
import { RATE_RULES } from './rate-rules.js';
import { createSession, type NewSession } from './sessions.service.js';
import { clearCodeLimits, matchSignInCode, sendSignInCode, useSignInCode } from './sign-in-codes.service.js';

export interface FamilyCodeRequest {
  hasAccount: boolean;
  verificationCodeSent: boolean;
  secondsToExpire: number;
  message: string;
}

async function memberByPhone(db: Db, phoneNumber: string) {
  const [member] = await db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, phoneNumber)).limit(1);
  return member ?? null;
}

/** Parent sign-in, step one: send a code by text (or call) to a known phone. */
export async function requestFamilyCode(
  services: Services,
  input: { phoneNumber: string; callInstead: boolean },
  client: Client,
): Promise<FamilyCodeRequest> {
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) throw new DomainError('ENTER_PHONE');
  await enforce(services.db, RATE_RULES.codeSendsPerAddress, client.address);
  const member = await memberByPhone(services.db, phoneNumber);
  if (!member) {
    // The spec's answer says whether the phone has an account; nothing is sent to a stranger's phone.
    return { hasAccount: false, verificationCodeSent: false, secondsToExpire: 0, message: formatMessage('NO_FAMILY_ACCOUNT') };
  }
  const { secondsToExpire } = await sendSignInCode(services, phoneNumber, input.callInstead ? 'CALL' : 'SMS');
  return {
    hasAccount: true,
    verificationCodeSent: true,
    secondsToExpire,
    message: formatMessage(input.callInstead ? 'CODE_CALLING' : 'CODE_SENT'),
  };
}

export interface FamilySignIn {
  session: NewSession;
  member: FamilyMemberRecord;
  redirectTo: FamilyLandingPage;
  /** Cookie lifetime: a month with Remember me, else undefined (a browser-session cookie). */
  cookieMaxAge: number | undefined;
}

/** Parent sign-in, step two: the code opens a session (family-catalog-payment.md §4). */
export async function verifyFamilyCode(
  services: Services,
  input: { phoneNumber: string; verificationCode: string; rememberMe: boolean },
  client: Client,
): Promise<FamilySignIn> {
  if (!input.phoneNumber.trim() || !input.verificationCode.trim()) throw new DomainError('ENTER_ALL_FIELDS');
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) throw new DomainError('WRONG_CODE');
  const matched = await matchSignInCode(services, phoneNumber, input.verificationCode, client.address);
  const now = services.now();
  await useSignInCode(services.db, matched, now);
  // Once the code is used, what follows is asked at once where nothing depends on another
  // (registration morning: every parent signs in within the same minutes).
  const [[found]] = await Promise.all([
    // The member found by phone and its last sign-in written, in one statement.
    services.db
      .update(familyMembers)
      .set({ lastLogin: now })
      .where(
        eq(
          familyMembers.id,
          services.db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.phoneNumber, phoneNumber)).limit(1),
        ),
      )
      .returning(),
    clearCodeLimits(services, matched),
  ]);
  if (!found) throw new DomainError('NO_FAMILY_ACCOUNT');
  const [session, redirectTo] = await Promise.all([
    createSession(
      services.db,
      { userType: 'FAMILY_MEMBER', familyMemberId: found.id },
      {
        // Without Remember me the browser forgets the cookie when it closes; the server ends it after a day.
        lifetimeSeconds: input.rememberMe ? SESSION_SECONDS.familyRemembered : SESSION_SECONDS.familySession,
        rememberMe: input.rememberMe,
        userAgent: client.userAgent,
        now,
      },
    ),
    familyLandingPage(services.db, found.familyAccountId, now),
  ]);
  return {
    session,
    member: found,
    redirectTo,
    cookieMaxAge: input.rememberMe ? SESSION_SECONDS.familyRemembered : undefined,
  };
}
