import { jobRetryDelayMs } from '@solve/core/job-retries';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { countJobFinished } from '../metrics/metrics.js';

export type JobRow = typeof jobs.$inferSelect;

/** What a kind of job does. It must be idempotent: a job whose process died is run again. */
export type JobHandler = (services: Services, job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** A claimed job belongs to its process for this long; after it, another process may run it again. */
export const JOB_LEASE_MS = 5 * 60_000;
const ERROR_TEXT_LIMIT = 1000;

export interface RunOptions {
  /** Who claims (the instance id), kept on the row while it runs. */
  owner: string;
  /** How many jobs to claim at most. */
  limit: number;
  /** The job clock: real time in a server (not an academy's business clock); tests move it. */
  now?: () => Date;
}

/**
 * Claims up to `limit` due jobs (queued and due, or running past their lease because their
 * process died) with FOR UPDATE SKIP LOCKED, so that two processes never claim the same one,
 * runs them side by side and records each outcome. Answers how many it claimed.
 */
export async function runDueJobs(services: Services, handlers: JobHandlers, options: RunOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const due = services.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, claimedAt)), and(eq(jobs.status, 'RUNNING'), lte(jobs.lockedUntil, claimedAt))),
    )
    .orderBy(asc(jobs.runAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await services.db
    .update(jobs)
    .set({
      status: 'RUNNING',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.owner,
      lockedUntil: new Date(claimedAt.getTime() + JOB_LEASE_MS),
    })
    .where(inArray(jobs.id, due))
    .returning();
  await Promise.all(claimed.map((job) => runOne(services, handlers, job, now)));
  return claimed.length;
}

async function runOne(services: Services, handlers: JobHandlers, job: JobRow, now: () => Date): Promise<void> {
  const handler = handlers[job.kind];
  let failure: string | null = null;
  if (!handler) failure = `no handler for jobs of kind "${job.kind}"`;
  else if (job.attempts > job.maxAttempts) failure = 'its process stopped while running it, on every attempt';
  else {
    try {
      await handler(services, job);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'RUNNING'), eq(jobs.lockedBy, job.lockedBy ?? ''));
  const finishedAt = now();
  if (failure === null) {
    await services.db.update(jobs).set({ status: 'DONE', finishedAt, lockedUntil: null, lastError: null }).where(mine);
    countJobFinished(handler ? job.kind : 'other', 'done');
    return;
  }
  const lastError = failure.slice(0, ERROR_TEXT_LIMIT);
  const spent = job.attempts >= job.maxAttempts || !handler;
  services.logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, final: spent, error: lastError }, 'a job failed');
  if (spent) {
    await services.db.update(jobs).set({ status: 'FAILED', finishedAt, lockedUntil: null, lastError }).where(mine);
    countJobFinished(handler ? job.kind : 'other', 'failed');
  } else {
    const runAt = new Date(finishedAt.getTime() + jobRetryDelayMs(job.attempts));
    await services.db.update(jobs).set({ status: 'QUEUED', runAt, lockedUntil: null, lockedBy: null, lastError }).where(mine);
    countJobFinished(job.kind, 'retried');
  }
}
