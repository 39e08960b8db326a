import { checkJoin, formatMessage, type JoinInput, normalizeEmail, normalizePhone, SESSION_SECONDS } from '@solve/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { UNIQUE_VIOLATION, sqlState, violatedConstraint } from '../../db/errors.js';
import { familyAccounts, familyMembers, locations, referrals } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Client } from '../auth/client.js';
import { enforce } from '../auth/rate-limit.service.js';
import { RATE_RULES } from '../auth/rate-rules.js';
import { createSession, type NewSession } from '../auth/sessions.service.js';
import { clearCodeLimits, type MatchedCode, matchSignInCode, sendSignInCode, useSignInCode } from '../auth/sign-in-codes.service.js';

/** A repeated submit with the same key within this window answers with the account it created. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

async function phoneInUse(db: Db, phoneNumber: string) {
  const [row] = await db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.phoneNumber, phoneNumber)).limit(1);
  return Boolean(row);
}

async function emailInUse(db: Db, email: string) {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(sql`lower(${familyMembers.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return Boolean(row);
}

/** Registration, step one: proves the phone with the sign-in code flow before the account exists. */
export async function sendJoinCode(
  services: Services,
  rawPhone: string,
  client: Client,
): Promise<{ secondsToExpire: number; message: string }> {
  if (!rawPhone.trim()) throw new DomainError('ENTER_PHONE');
  const phoneNumber = normalizePhone(rawPhone);
  if (!phoneNumber) throw new DomainError('ENTER_PHONE');
  await enforce(services.db, RATE_RULES.codeSendsPerAddress, client.address);
  if (await phoneInUse(services.db, phoneNumber)) throw new DomainError('PHONE_IN_USE');
  const { secondsToExpire } = await sendSignInCode(services, phoneNumber, 'SMS');
  return { secondsToExpire, message: formatMessage('CODE_SENT') };
}

export interface RegisterInput extends JoinInput {
  verificationCode: string;
  /** Random, made by the browser once per form: a repeated submit carries the same key. */
  registrationKey: string;
  referralCode?: string | null;
}

export interface Registration {
  session: NewSession;
  familyAccountId: number;
  familyMemberId: number;
  firstName: string;
  cookieMaxAge: number;
}

async function signInNewParent(services: Services, familyAccountId: number, familyMemberId: number, firstName: string, client: Client) {
  const session = await createSession(
    services.db,
    { userType: 'FAMILY_MEMBER', familyMemberId },
    { lifetimeSeconds: SESSION_SECONDS.join, rememberMe: false, userAgent: client.userAgent, now: services.now() },
  );
  return { session, familyAccountId, familyMemberId, firstName, cookieMaxAge: SESSION_SECONDS.join };
}

/** The account an earlier submit of this form created, if it is recent and for this phone. */
async function earlierRegistration(db: Db, key: string, phoneNumber: string, now: Date) {
  const [row] = await db
    .select({ accountId: familyAccounts.id, memberId: familyMembers.id, firstName: familyMembers.firstName })
    .from(familyAccounts)
    .innerJoin(familyMembers, eq(familyMembers.id, familyAccounts.primaryFamilyMemberId))
    .where(
      and(
        eq(familyAccounts.registrationKey, key),
        eq(familyMembers.phoneNumber, phoneNumber),
        gt(familyAccounts.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    );
  return row ?? null;
}

/**
 * Registration, step two: the family account, its primary member and location in one transaction,
 * then a join session (86400 s). A referral code links the new family to that referral (SIGNEDUP).
 */
export async function registerFamily(services: Services, input: RegisterInput, client: Client): Promise<Registration> {
  const checked = checkJoin(input);
  if (!checked.ok) throw new DomainError(checked.code, checked.values);
  const value = checked.value;
  const key = input.registrationKey.trim();
  if (key.length < 16 || key.length > 100) throw new DomainError('INVALID_INPUT');
  if (!input.verificationCode.trim()) throw new DomainError('ENTER_PHONE_AND_CODE');
  const now = services.now();

  // A repeated submit of this form (a double click, a retry after a lost answer) signs in to the
  // account the first one made. Asked again at each refusal below, since the first submit may
  // commit at any moment while this one runs.
  const signInIfRepeated = async (): Promise<Registration | null> => {
    const repeat = await earlierRegistration(services.db, key, value.phoneNumber, now);
    return repeat ? signInNewParent(services, repeat.accountId, repeat.memberId, repeat.firstName, client) : null;
  };
  const refuse = async (code: 'PHONE_IN_USE' | 'EMAIL_IN_USE'): Promise<Registration> => {
    const repeated = await signInIfRepeated();
    if (repeated) return repeated;
    throw new DomainError(code);
  };

  const repeat = await signInIfRepeated();
  if (repeat) return repeat;
  if (await phoneInUse(services.db, value.phoneNumber)) return refuse('PHONE_IN_USE');
  if (await emailInUse(services.db, value.email)) return refuse('EMAIL_IN_USE');

  let matched: MatchedCode;
  try {
    matched = await matchSignInCode(services, value.phoneNumber, input.verificationCode, client.address);
  } catch (error) {
    // A double submit: the first request used the code and created the account (the code is used
    // in the same transaction as the account is made, so one being used means the other exists).
    const created = await signInIfRepeated();
    if (created) return created;
    throw error;
  }

  const referralCode = input.referralCode?.trim() || null;
  let created: { accountId: number; memberId: number };
  try {
    created = await services.db.transaction(async (tx) => {
      const [referral] = referralCode
        ? await tx
            .select({ id: referrals.id })
            .from(referrals)
            .where(and(eq(referrals.inviteCode, referralCode), eq(referrals.status, 'INITIATED')))
            .for('update')
        : [];
      const [location] = await tx.insert(locations).values({}).returning({ id: locations.id });
      const [account] = await tx
        .insert(familyAccounts)
        .values({ status: referral ? 'REFERRED' : 'PROSPECT', locationId: location!.id, registrationKey: key })
        .returning({ id: familyAccounts.id });
      const [member] = await tx
        .insert(familyMembers)
        .values({ ...value, familyAccountId: account!.id, lastLogin: now })
        .returning({ id: familyMembers.id });
      await tx.update(familyAccounts).set({ primaryFamilyMemberId: member!.id }).where(eq(familyAccounts.id, account!.id));
      if (referral) {
        await tx
          .update(referrals)
          .set({ status: 'SIGNEDUP', refereeFamilyAccountId: account!.id, updatedAt: now })
          .where(eq(referrals.id, referral.id));
      }
      // Last, after the account's row: a parallel submit of the same form waits on it above, and
      // a parallel use of the code by another form rolls this one back.
      await useSignInCode(tx, matched, now);
      return { accountId: account!.id, memberId: member!.id };
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    return refuse(violatedConstraint(error) === 'family_members_email_unique' ? 'EMAIL_IN_USE' : 'PHONE_IN_USE');
  }
  await clearCodeLimits(services, matched);
  return signInNewParent(services, created.accountId, created.memberId, value.firstName, client);
}
