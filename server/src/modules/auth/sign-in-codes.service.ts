import { SIGN_IN_CODE } from '@solve/core';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInCodes } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { clear, enforce } from './rate-limit.service.js';
import { accountAtAddress, RATE_RULES } from './rate-rules.js';
import { hashCode, newNumericCode, sameHash } from './tokens.js';

/**
 * One-time sign-in codes for parents (DESIGN "Decisions"): 6 random digits, valid 10 minutes,
 * single use, 5 wrong tries per code, at most 5 sends per phone per 10 minutes. Only the newest
 * code of a phone is valid. With Twilio Verify the provider keeps and checks the code; the row
 * still carries expiry, use and tries.
 */
export async function sendSignInCode(
  services: Services,
  phoneNumber: string,
  channel: 'SMS' | 'CALL',
): Promise<{ secondsToExpire: number }> {
  const { db } = services;
  const now = services.now();
  await enforce(db, RATE_RULES.codeSendsPerPhone, phoneNumber, 'TOO_MANY_CODE_SENDS');
  const code = newNumericCode(SIGN_IN_CODE.digits);
  const { managedByProvider } = await services.sms.start(phoneNumber, channel, code);
  await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(and(eq(signInCodes.phoneNumber, phoneNumber), isNull(signInCodes.usedAt)));
  await db.insert(signInCodes).values({
    phoneNumber,
    codeHash: managedByProvider ? '' : hashCode(services.config.secretKey, phoneNumber, code),
    channel,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE.validSeconds * 1000),
  });
  return { secondsToExpire: SIGN_IN_CODE.validSeconds };
}

/** A code that matched what was typed, not yet used: `useSignInCode` takes it. */
export interface MatchedCode {
  id: number;
  phoneNumber: string;
  /** The phone at the client's address, as the rate rules count it. */
  here: string;
}

/**
 * The first half of a check: the typed code matches the phone's newest code, which is unused,
 * unexpired and has tries left (a try is counted whatever the outcome). The code stays unused, so
 * that a caller can use it in the same transaction as what it proves (`useSignInCode`), then
 * clear the limits (`clearCodeLimits`). Checks are limited per phone and address and, more
 * loosely, per phone (rate-rules.ts); a refusal throws the text the parent should see.
 */
export async function matchSignInCode(services: Services, phoneNumber: string, code: string, address: string): Promise<MatchedCode> {
  const { db } = services;
  const now = services.now();
  const here = accountAtAddress(phoneNumber, address);
  await enforce(db, RATE_RULES.codeChecksPerPhoneAddress, here);
  await enforce(db, RATE_RULES.codeChecksPerPhone, phoneNumber);
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(eq(signInCodes.phoneNumber, phoneNumber))
    .orderBy(desc(signInCodes.id))
    .limit(1);
  if (!latest) throw new DomainError('CODE_EXPIRED');

  // A try is taken before comparing, atomically, so parallel guesses cannot exceed the allowance.
  const [reserved] = await db
    .update(signInCodes)
    .set({ wrongTries: sql`${signInCodes.wrongTries} + 1` })
    .where(
      and(
        eq(signInCodes.id, latest.id),
        isNull(signInCodes.usedAt),
        lt(signInCodes.wrongTries, SIGN_IN_CODE.maxWrongTries),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .returning({ wrongTries: signInCodes.wrongTries });
  if (!reserved) {
    // Read again: a parallel check may have changed the row since it was first read.
    const [current] = await db.select().from(signInCodes).where(eq(signInCodes.id, latest.id));
    const state = current ?? latest;
    if (state.usedAt) throw new DomainError('CODE_USED');
    if (state.wrongTries >= SIGN_IN_CODE.maxWrongTries) throw new DomainError('CODE_TOO_MANY_TRIES');
    throw new DomainError('CODE_EXPIRED');
  }

  const typed = code.trim();
  const matches = latest.codeHash
    ? sameHash(hashCode(services.config.secretKey, phoneNumber, typed), latest.codeHash)
    : ((await services.sms.check?.(phoneNumber, typed)) ?? false);
  if (!matches) {
    throw new DomainError(reserved.wrongTries >= SIGN_IN_CODE.maxWrongTries ? 'CODE_TOO_MANY_TRIES' : 'WRONG_CODE');
  }
  return { id: latest.id, phoneNumber, here };
}

/** Uses a matched code once (its try given back); a parallel use got there first: CODE_USED. */
export async function useSignInCode(db: Db, matched: MatchedCode, now: Date): Promise<void> {
  const [used] = await db
    .update(signInCodes)
    .set({ usedAt: now, wrongTries: sql`${signInCodes.wrongTries} - 1` })
    .where(and(eq(signInCodes.id, matched.id), isNull(signInCodes.usedAt)))
    .returning({ id: signInCodes.id });
  if (!used) throw new DomainError('CODE_USED');
}

/** After a code was used: the limits on checking codes start again for this phone. */
export async function clearCodeLimits(services: Services, matched: MatchedCode): Promise<void> {
  // Independent of each other: at once.
  await Promise.all([
    clear(services.db, RATE_RULES.codeChecksPerPhoneAddress, matched.here),
    clear(services.db, RATE_RULES.codeChecksPerPhone, matched.phoneNumber),
  ]);
}
