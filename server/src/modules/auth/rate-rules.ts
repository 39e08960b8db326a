import { SIGN_IN_CODE } from '@solve/core';
import type { RateRule } from './rate-limit.service.js';

/**
 * The abuse limits of sign-in. The owner of an account is locked out only briefly (a quarter of
 * an hour); someone trying many accounts from one address meets the per-address limits, which are
 * wide enough for a classroom of students behind one school router.
 */
export const RATE_RULES = {
  /** Wrong passwords per username or work email. A success clears it. */
  passwordPerAccount: { name: 'pw-account', limit: 10, windowSeconds: 900, blockSeconds: 900 },
  /** Wrong passwords per client address, over all accounts. */
  passwordPerAddress: { name: 'pw-address', limit: 100, windowSeconds: 900, blockSeconds: 900 },
  /** Username look-ups (the first step of student sign-in) per address. */
  usernameCheckPerAddress: { name: 'username-address', limit: 300, windowSeconds: 900, blockSeconds: 900 },
  /** Codes sent to one phone (DESIGN "Decisions": 5 per 10 minutes). */
  codeSendsPerPhone: {
    name: 'code-send',
    limit: SIGN_IN_CODE.maxSendsPerWindow,
    windowSeconds: SIGN_IN_CODE.sendWindowSeconds,
  },
  /** Phone look-ups and code requests per address. */
  codeSendsPerAddress: { name: 'code-send-address', limit: 50, windowSeconds: 600, blockSeconds: 600 },
  /** Code checks per phone, over all its codes (each code also allows only 5 wrong tries). */
  codeChecksPerPhone: { name: 'code-check', limit: 15, windowSeconds: 3600 },
  /** Reset mails per account (username or email asked for). */
  resetsPerAccount: { name: 'reset-account', limit: 5, windowSeconds: 3600 },
  /** Reset requests per address. */
  resetsPerAddress: { name: 'reset-address', limit: 30, windowSeconds: 3600 },
  /** Guest and landing link attempts per address (tokens are unguessable; this stops noise). */
  linksPerAddress: { name: 'link-address', limit: 50, windowSeconds: 900, blockSeconds: 900 },
} as const satisfies Record<string, RateRule>;
