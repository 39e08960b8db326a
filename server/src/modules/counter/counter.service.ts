import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { counterShards } from '../../db/schema/index.js';
import type { Services } from '../../services.js';

/** The LISTEN/NOTIFY channel of the live "problems solved" counter on the sign-in screen. */
export const PROBLEM_RESPONSE_COUNT_CHANNEL = 'problem_response_count';

export interface ProblemResponseCountChange {
  /** What happened, e.g. RESPONSE_CREATED. */
  reason: string;
  newCount: number;
}

/** The number of problem responses, kept by triggers in `counter_shards` (no table scan). */
export async function countProblemResponses(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sum(counterShards.value).mapWith(Number) })
    .from(counterShards)
    .where(eq(counterShards.name, 'problem_responses'));
  return row?.n ?? 0;
}

/**
 * Tells every server instance's subscribers the new count. Call it after the transaction that
 * added or removed responses has committed, so the count it reads includes the change.
 */
export async function publishProblemResponseCount(services: Services, reason: string): Promise<ProblemResponseCountChange> {
  const change = { reason, newCount: await countProblemResponses(services.db) };
  await services.pubsub.publish(PROBLEM_RESPONSE_COUNT_CHANNEL, change);
  return change;
}
