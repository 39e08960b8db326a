import { SIGN_IN_CODE } from '@solve/core';
import type { RateRule } from './rate-limit.service.js';

/**
 * The abuse limits of sign-in. Each guessable secret has a tight limit per account and client
 * address, which stops an attacker without touching the owner signing in from elsewhere, and a
 * looser limit per account over all addresses, which stops guessing spread over many addresses.
 * No block lasts longer than a quarter of an hour, so even when an attacker trips the account-wide
 * limit the owner is back soon. Per-address limits are wide enough for a classroom of students
 * behind one school router (see TRUST_PROXY for servers behind a load balancer).
 */
export const RATE_RULES = {
  /** Wrong passwords for one account from one address. A success clears it. */
  passwordPerAccountAddress: { name: 'pw-account-address', limit: 10, windowSeconds: 900, blockSeconds: 900 },
  /** Wrong passwords for one account from all addresses together. */
  passwordPerAccount: { name: 'pw-account', limit: 50, windowSeconds: 900, blockSeconds: 900 },
  /** Wrong passwords per client address, over all accounts. */
  passwordPerAddress: { name: 'pw-address', limit: 100, windowSeconds: 900, blockSeconds: 900 },
  /** Username look-ups (the first step of student sign-in) per address. */
  usernameCheckPerAddress: { name: 'username-address', limit: 300, windowSeconds: 900, blockSeconds: 900 },
  /** Codes sent to one phone (DESIGN "Decisions": 5 per 10 minutes); free again when the window ends. */
  codeSendsPerPhone: {
    name: 'code-send',
    limit: SIGN_IN_CODE.maxSendsPerWindow,
    windowSeconds: SIGN_IN_CODE.sendWindowSeconds,
  },
  /** Phone look-ups and code requests per address. */
  codeSendsPerAddress: { name: 'code-send-address', limit: 50, windowSeconds: 600, blockSeconds: 600 },
  /** Code checks for one phone from one address, over all its codes (each code also allows 5 wrong tries). */
  codeChecksPerPhoneAddress: { name: 'code-check-address', limit: 10, windowSeconds: 900, blockSeconds: 900 },
  /** Code checks for one phone from all addresses together. */
  codeChecksPerPhone: { name: 'code-check', limit: 30, windowSeconds: 3600, blockSeconds: 900 },
  /** Reset mails per account (the username or email asked for): the owner's inbox is not flooded. */
  resetsPerAccount: { name: 'reset-account', limit: 5, windowSeconds: 900 },
  /** Reset requests per address. */
  resetsPerAddress: { name: 'reset-address', limit: 30, windowSeconds: 3600, blockSeconds: 900 },
  /** Password changes with a reset link per address (tokens are unguessable; this bounds the work a caller can cause). */
  resetLinkUsesPerAddress: { name: 'reset-link-address', limit: 30, windowSeconds: 900, blockSeconds: 900 },
  /** Guest and landing link attempts per address (tokens are unguessable; this stops noise). */
  linksPerAddress: { name: 'link-address', limit: 50, windowSeconds: 900, blockSeconds: 900 },
} as const satisfies Record<string, RateRule>;

/** The subject of a per-account-and-address rule. */
export function accountAtAddress(account: string, address: string): string {
  return `${account}@${address}`;
}
