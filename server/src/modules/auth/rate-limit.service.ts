import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { hashToken } from './tokens.js';

/**
 * Abuse limits kept in the `rate_limits` table so that every server process shares them.
 * A rule allows `limit` hits per fixed window; the hit that reaches the limit blocks the key,
 * either for `blockSeconds` from that hit or, without it, until the window ends.
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
export function rateKey(rule: RateRule, subject: string): string {
  return `${rule.name}:${hashToken(subject).slice(0, 32)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Counts one hit in a single atomic upsert (PGlite and PostgreSQL alike) and says whether it is
 * allowed. Hits while blocked still count, so the answer is "allowed" exactly when the returned
 * count stays within the limit.
 */
export async function consume(db: Db, rule: RateRule, subject: string, now: Date): Promise<RateDecision> {
  const key = rateKey(rule, subject);
  const at = now.getTime();
  const nowTs = sql`${iso(at)}::timestamptz`;
  const staleTs = sql`${iso(at - rule.windowSeconds * 1000)}::timestamptz`;
  const blocked = sql`(${rateLimits.blockedUntil} is not null and ${rateLimits.blockedUntil} > ${nowTs})`;
  // A window starts afresh when it has run out or when a block has just ended.
  const fresh = sql`(${rateLimits.windowStart} <= ${staleTs} or (${rateLimits.blockedUntil} is not null and ${rateLimits.blockedUntil} <= ${nowTs}))`;
  const counted = sql`(case when ${fresh} then 1 else ${rateLimits.points} + 1 end)`;
  const windowStart = sql`(case when ${fresh} then ${nowTs} else ${rateLimits.windowStart} end)`;
  const blockEnd =
    rule.blockSeconds === undefined
      ? sql`${windowStart} + ${rule.windowSeconds}::int * interval '1 second'`
      : sql`${iso(at + rule.blockSeconds * 1000)}::timestamptz`;
  const firstBlockEnd = new Date(rule.blockSeconds === undefined ? at + rule.windowSeconds * 1000 : at + rule.blockSeconds * 1000);

  const [row] = await db
    .insert(rateLimits)
    .values({ key, points: 1, windowStart: now, blockedUntil: rule.limit <= 1 ? firstBlockEnd : null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${blocked} then ${rateLimits.points} + 1 else ${counted} end`,
        windowStart: sql`case when ${blocked} then ${rateLimits.windowStart} else ${windowStart} end`,
        blockedUntil: sql`case when ${blocked} then ${rateLimits.blockedUntil} when ${counted} >= ${rule.limit} then ${blockEnd} else null end`,
      },
    })
    .returning({ points: rateLimits.points, blockedUntil: rateLimits.blockedUntil });
  maybePrune(db, now);
  const allowed = row!.points <= rule.limit;
  const until = row!.blockedUntil?.getTime() ?? 0;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((until - at) / 1000)) };
}

/**
 * Counts a hit and refuses it with the catalogue's "try again in {minutes} minutes" text.
 * An empty subject (a call without a client address, as in-process calls are) is not limited.
 */
export async function enforce(
  db: Db,
  rule: RateRule,
  subject: string,
  now: Date,
  code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_CODE_SENDS' = 'TOO_MANY_ATTEMPTS',
): Promise<void> {
  if (!subject) return;
  const decision = await consume(db, rule, subject, now);
  if (!decision.allowed) throw new DomainError(code, { duration: waitText(decision.retryAfterSeconds) });
}

/** Takes back one hit (a password that turned out right must not count against a shared address). */
export async function refund(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({
      points: sql`greatest(${rateLimits.points} - 1, 0)`,
      blockedUntil: sql`case when ${rateLimits.points} - 1 < ${rule.limit} then null else ${rateLimits.blockedUntil} end`,
    })
    .where(eq(rateLimits.key, rateKey(rule, subject)));
}

/** Forgets a key (a successful sign-in resets its account's counter). */
export async function clear(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rateKey(rule, subject)));
}

/** Deletes counters whose windows and blocks ended a day ago; rules use windows of at most a day. */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .delete(rateLimits)
    .where(and(lt(rateLimits.windowStart, dayAgo), or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, now))));
}

// Pruning runs now and then from the hits themselves, so no scheduler is needed.
let hitsSincePrune = 0;
function maybePrune(db: Db, now: Date) {
  if (++hitsSincePrune < 1000) return;
  hitsSincePrune = 0;
  void pruneRateLimits(db, now).catch(() => undefined);
}

/** The wait in a "try again in {duration}" text, in whole minutes rounded up: '1 minute', '15 minutes'. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
