import { and, count, desc, eq, lte, min } from 'drizzle-orm';
import { jobs } from '../db/schema/index.js';
import type { Services } from '../services.js';

export interface JobQueueSummary {
  /** Waiting to run (now or at a later try). */
  queued: number;
  running: number;
  /** Attempts spent: waiting for an admin to retry or discard. */
  failed: number;
  /** The oldest job waiting that is already due: a queue that does not move shows here. */
  oldestDueAt: Date | null;
}

/** The queue's depth by status (the System page and /metrics). Jobs run on the real clock (decision 0130). */
export async function jobQueueSummary(services: Pick<Services, 'db'>): Promise<JobQueueSummary> {
  const rows = await services.db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
  const by = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  const [oldest] = await services.db
    .select({ at: min(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, new Date())));
  return { queued: by('QUEUED'), running: by('RUNNING'), failed: by('FAILED'), oldestDueAt: oldest?.at ?? null };
}

export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date | null;
  createdAt: Date;
}

/** The newest failed jobs first. */
export async function listFailedJobs(services: Pick<Services, 'db'>, limit = 50): Promise<FailedJob[]> {
  return services.db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.finishedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'FAILED'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}

/** Queues a failed job again with a fresh set of attempts; answers false when it is not failed (anymore). */
export async function retryFailedJob(services: Pick<Services, 'db'>, id: number): Promise<boolean> {
  const rows = await services.db
    .update(jobs)
    .set({ status: 'QUEUED', attempts: 0, runAt: new Date(), finishedAt: null, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'FAILED')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes a failed job for good; answers false when it is not failed (anymore). */
export async function discardFailedJob(services: Pick<Services, 'db'>, id: number): Promise<boolean> {
  const rows = await services.db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.status, 'FAILED')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
