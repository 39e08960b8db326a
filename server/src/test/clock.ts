import { sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema/index.js';
import type { TestServer } from './harness.js';

/**
 * Moves time on by `seconds`: the services' clock, and the abuse limits, whose store
 * (rate-limiter-flexible) reads the process's real time; their windows and blocks are moved
 * back by as much instead. Answers the new time of the clock.
 */
export async function moveClock(t: TestServer, seconds: number): Promise<Date> {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  await t.services.db.update(rateLimits).set({ expire: sql`${rateLimits.expire} - make_interval(secs => ${seconds})` });
  return t.clock.now;
}
