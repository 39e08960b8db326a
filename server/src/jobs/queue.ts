import { jobs } from '../db/schema/index.js';
import type { Db } from '../db/client.js';

/** Every kind of job there is; the handlers are in job-kinds.ts. */
export type JobKind =
  | 'mail'
  | 'receipt'
  | 'notify-mail'
  | 'notify-sms'
  | 'notify-scheduled'
  | 'notify-digest'
  | 'reconcile-payments'
  | 'sweep-uploads'
  | 'prune-jobs'
  | 'payment-plans'
  | 'charge-instalment'
  | 'waitlist-offers'
  | 'waitlist-scan';

export interface JobSpec {
  kind: JobKind;
  payload?: Record<string, unknown>;
  /** A job that must exist once: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
  maxAttempts: number;
}

/** A database handle or an open transaction: a job enqueued in a transaction exists only if it commits. */
type Writer = Pick<Db, 'insert'>;

/** Adds a job; answers false when one with its key exists already. */
export async function enqueueJob(db: Writer, spec: JobSpec): Promise<boolean> {
  return (await enqueueJobId(db, spec)) !== null;
}

/** Adds a job; answers its id, or null when one with its key exists already. */
export async function enqueueJobId(db: Writer, spec: JobSpec): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: spec.kind,
      payload: spec.payload ?? {},
      dedupeKey: spec.dedupeKey ?? null,
      runAt: spec.runAt ?? new Date(),
      maxAttempts: spec.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Tells this process's job runner that there is work, so it need not wait for its next poll
 * (the runners of other instances find it on theirs, within seconds).
 */
export class JobSignal {
  private readonly listeners = new Set<() => void>();

  wake(): void {
    for (const listener of this.listeners) listener();
  }

  onWake(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
