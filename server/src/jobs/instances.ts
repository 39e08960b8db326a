import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { desc, eq, gte, lt } from 'drizzle-orm';
import { serverInstances } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { APP_VERSION } from '../version.js';

/** How often a serving process says it is alive, and after how long without it it counts as gone. */
export const HEARTBEAT_EVERY_MS = 10_000;
export const INSTANCE_GONE_AFTER_MS = 45_000;

/** This process's name in server_instances and in the jobs it claims. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export interface LiveInstance {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
  lastSeenAt: Date;
}

/** The processes that said they were alive lately, newest start first. */
export async function liveInstances(services: Pick<Services, 'db' | 'now'>): Promise<LiveInstance[]> {
  const since = new Date(services.now().getTime() - INSTANCE_GONE_AFTER_MS);
  return services.db.select().from(serverInstances).where(gte(serverInstances.lastSeenAt, since)).orderBy(desc(serverInstances.startedAt));
}

/** Says this process is alive now (and forgets processes long gone). */
export async function beat(services: Pick<Services, 'db' | 'now'>, startedAt: Date): Promise<void> {
  const now = services.now();
  const row = { id: INSTANCE_ID, hostname: hostname(), pid: process.pid, version: APP_VERSION, startedAt, lastSeenAt: now };
  await services.db
    .insert(serverInstances)
    .values(row)
    .onConflictDoUpdate({ target: serverInstances.id, set: { lastSeenAt: now } });
  await services.db.delete(serverInstances).where(lt(serverInstances.lastSeenAt, new Date(now.getTime() - 24 * 3600_000)));
}

/** Takes this process off the list when it stops. */
export async function leave(services: Pick<Services, 'db'>): Promise<void> {
  await services.db.delete(serverInstances).where(eq(serverInstances.id, INSTANCE_ID));
}
