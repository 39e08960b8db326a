import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { hashToken } from './tokens.js';

/**
 * Abuse limits, counted by rate-limiter-flexible in the `rate_limits` table (its Drizzle store, one
 * atomic upsert per hit on PGlite and PostgreSQL alike) so that every server process shares them.
 * A rule allows `limit` hits per fixed window from the first hit; the first hit over the limit
 * blocks the key for `blockSeconds` from that hit or, without it, until the window ends.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
  blockSeconds?: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the key is free again (0 when it is not blocked). */
  retryAfterSeconds: number;
}

/** Identifiers (usernames, emails, phones, addresses) are stored hashed: the table holds no personal data. */
function subjectKey(subject: string): string {
  return hashToken(subject).slice(0, 32);
}

/** The stored key of a rule and subject: the rule's name, then the hashed subject. */
export function rateKey(rule: RateRule, subject: string): string {
  return `${rule.name}:${subjectKey(subject)}`;
}

// One limiter per rule and database handle; they keep no state of their own.
const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>();

function limiterOf(db: Db, rule: RateRule): RateLimiterDrizzle {
  let byRule = limiters.get(db);
  if (!byRule) limiters.set(db, (byRule = new Map<string, RateLimiterDrizzle>()));
  let limiter = byRule.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.limit,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
      // Expired rows are pruned from the hits themselves (below): no timer holds the database.
      clearExpiredByTimeout: false,
    });
    byRule.set(rule.name, limiter);
  }
  return limiter;
}

/** Counts one hit and says whether it is allowed. Hits while blocked still count, and extend nothing. */
export async function consume(db: Db, rule: RateRule, subject: string): Promise<RateDecision> {
  maybePrune(db);
  try {
    await limiterOf(db, rule).consume(subjectKey(subject));
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

/**
 * Counts a hit and refuses it with the catalogue's "try again in {minutes} minutes" text.
 * An empty subject (a call without a client address, as in-process calls are) is not limited.
 */
export async function enforce(
  db: Db,
  rule: RateRule,
  subject: string,
  code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_CODE_SENDS' = 'TOO_MANY_ATTEMPTS',
): Promise<void> {
  if (!subject) return;
  const decision = await consume(db, rule, subject);
  if (!decision.allowed) throw new DomainError(code, { duration: waitText(decision.retryAfterSeconds) });
}

/** Takes back one hit (a password that turned out right must not count against a shared address). */
export async function refund(db: Db, rule: RateRule, subject: string): Promise<void> {
  const limiter = limiterOf(db, rule);
  const left = await limiter.reward(subjectKey(subject), 1);
  // A window that ended meanwhile starts at -1: forget it instead of granting an extra hit.
  if (left.consumedPoints < 0) await limiter.delete(subjectKey(subject));
}

/** Forgets a key (a successful sign-in resets its account's counter). */
export async function clear(db: Db, rule: RateRule, subject: string): Promise<void> {
  await limiterOf(db, rule).delete(subjectKey(subject));
}

/** Deletes counters whose windows and blocks ended an hour ago. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - 3_600_000)));
}

// Pruning runs now and then from the hits themselves, so no scheduler is needed.
let hitsSincePrune = 0;
function maybePrune(db: Db) {
  if (++hitsSincePrune < 1000) return;
  hitsSincePrune = 0;
  void pruneRateLimits(db).catch(() => undefined);
}

/** The wait in a "try again in {duration}" text, in whole minutes rounded up: '1 minute', '15 minutes'. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
