import type { Services } from '../../services.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { clear, enforce, refund } from './rate-limit.service.js';
import { accountAtAddress, RATE_RULES } from './rate-rules.js';

export interface PasswordAttempt {
  /** Who is being signed in to, e.g. `student:<username>`; counted whether or not it exists. */
  account: string;
  /** The client's address ('' when unknown). */
  address: string;
  /** The stored hash, or null when the account does not exist (a decoy is checked instead). */
  passwordHash: string | null;
  password: string;
}

/**
 * Checks a password under the sign-in limits (rate-rules.ts). Every attempt is counted before the
 * (slow) check so parallel guesses cannot slip past a limit; a right password clears the count of
 * its account at this address and gives its hit back to the account and the address.
 */
export async function checkPasswordAttempt(services: Services, attempt: PasswordAttempt): Promise<boolean> {
  const { db } = services;
  const here = accountAtAddress(attempt.account, attempt.address);
  await enforce(db, RATE_RULES.passwordPerAccountAddress, here);
  await enforce(db, RATE_RULES.passwordPerAccount, attempt.account);
  await enforce(db, RATE_RULES.passwordPerAddress, attempt.address);
  const matches = await verifyPassword(attempt.passwordHash ?? (await decoyHash()), attempt.password);
  const ok = matches && attempt.passwordHash !== null;
  if (ok) {
    await clear(db, RATE_RULES.passwordPerAccountAddress, here);
    await refund(db, RATE_RULES.passwordPerAccount, attempt.account);
    if (attempt.address) await refund(db, RATE_RULES.passwordPerAddress, attempt.address);
  }
  return ok;
}
