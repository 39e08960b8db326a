import type { Services } from '../services.js';
import { JOB_HANDLERS, MAX_ATTEMPTS, RECURRING_JOBS, type RecurringJob } from './job-kinds.js';
import { beat, HEARTBEAT_EVERY_MS, INSTANCE_ID, leave } from './instances.js';
import { enqueueJob } from './queue.js';
import { type JobHandlers, runDueJobs } from './runner.js';

export interface JobWorkerOptions {
  /** How often an idle worker looks for due jobs another instance queued. */
  pollMs?: number;
  /** Jobs run side by side at most. */
  concurrency?: number;
  handlers?: JobHandlers;
  recurring?: RecurringJob[];
  now?: () => Date;
}

/**
 * The job worker of a serving process: queues the recurring jobs of each new period, claims
 * and runs due jobs (at once when this process queued one, otherwise every `pollMs`), and says
 * the process is alive. `stop()` lets the jobs running finish; a job cut off by a kill is run
 * again elsewhere when its lease ends.
 */
export function startJobWorker(services: Services, options: JobWorkerOptions = {}): { stop(): Promise<void> } {
  const pollMs = options.pollMs ?? 2_000;
  const concurrency = options.concurrency ?? 4;
  const handlers = options.handlers ?? JOB_HANDLERS;
  const recurring = options.recurring ?? RECURRING_JOBS;
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const queuedPeriod = new Map<string, number>();
  let lastBeat = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  // Set by a wake that arrives while the worker is busy, so that it looks again before sleeping.
  let pending = false;
  const unlisten = services.jobs.onWake(() => {
    pending = true;
    wake?.();
  });

  let startQueued = false;
  const queueRecurring = async () => {
    if (!startQueued) {
      for (const job of recurring.filter((one) => one.atStart)) {
        await enqueueJob(services.db, {
          kind: job.kind,
          dedupeKey: `${job.kind}:start:${INSTANCE_ID}`,
          maxAttempts: MAX_ATTEMPTS[job.kind],
        });
      }
      startQueued = true;
    }
    const at = now().getTime();
    for (const job of recurring) {
      const period = Math.floor(at / job.everyMs);
      if (queuedPeriod.get(job.kind) === period) continue;
      await enqueueJob(services.db, {
        kind: job.kind,
        dedupeKey: `${job.kind}:${period}`,
        runAt: new Date(period * job.everyMs),
        maxAttempts: MAX_ATTEMPTS[job.kind],
      });
      queuedPeriod.set(job.kind, period);
    }
  };

  const loop = async () => {
    while (!stopped) {
      let claimed = 0;
      pending = false;
      try {
        if (now().getTime() - lastBeat >= HEARTBEAT_EVERY_MS) {
          await beat(services, startedAt);
          lastBeat = now().getTime();
        }
        await queueRecurring();
        claimed = await runDueJobs(services, handlers, { owner: INSTANCE_ID, limit: concurrency, now });
      } catch (error) {
        services.logger.warn({ err: error }, 'the job worker could not reach the database; it tries again');
      }
      if (claimed === 0 && !stopped && !pending) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      wake?.();
      unlisten();
      await running;
      await leave(services).catch(() => undefined);
    },
  };
}
