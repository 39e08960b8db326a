import { bigint, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, instantNow } from './columns.js';

export const jobStatusEnum = pgEnum('job_status', ['QUEUED', 'RUNNING', 'DONE', 'FAILED']);

/**
 * Work that happens after a request (mail, receipts, the reconciler, sweeps): claimed by one
 * process at a time with FOR UPDATE SKIP LOCKED, retried with back-off, kept as FAILED for an
 * admin once its attempts are spent (server/src/jobs/).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatusEnum('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When it may run next (its first run, or its next try after a failure). */
    runAt: instantNow('run_at'),
    /** While RUNNING: the claim ends here; a process that died leaves it to be claimed again. */
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** A job that must exist once (a receipt, a period of a recurring job) carries its key. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey), index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

/** Each serving process says it is alive here every few seconds (the System page's instances). */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: instant('started_at').notNull(),
  lastSeenAt: instant('last_seen_at').notNull(),
});

/** Every backup the CLI finished (the System page shows the last). */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  takenAt: createdAt(),
  fileName: text('file_name').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  tableCount: integer('table_count').notNull(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  migration: text('migration').notNull(),
});
