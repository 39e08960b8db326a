import { desc, sql } from 'drizzle-orm';
import type { TestModeService } from '../../config.js';
import { migrationsFolder } from '../../db/client.js';
import { knownMigrations, lastMigrationApplied } from '../../db/migration-journal.js';
import { backupRuns } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import {
  discardFailedJob,
  type FailedJob,
  jobQueueSummary,
  type JobQueueSummary,
  listFailedJobs,
  retryFailedJob,
} from '../../jobs/failed-jobs.js';
import { type LiveInstance, liveInstances } from '../../jobs/instances.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { APP_VERSION } from '../../version.js';

/** The external services an academy configures, each with the adapter it runs on. */
export type SystemServiceName = TestModeService | 'STORAGE';

export interface ServiceMode {
  service: SystemServiceName;
  /** The adapter chosen in the settings: sandbox, authorizenet, outbox, twilio, smtp, local, s3. */
  adapter: string;
  /** A built-in stand-in (no money moves, nothing is delivered), as the start-up warnings count it. */
  testMode: boolean;
}

export interface SystemStatus {
  version: string;
  /** The newest migration applied: its tag, null when this code does not know it (a newer version migrated). */
  migration: { tag: string | null; createdAt: Date } | null;
  database: { kind: 'EMBEDDED' | 'POSTGRESQL'; sizeBytes: number | null };
  services: ServiceMode[];
  jobs: JobQueue;
  lastBackup: BackupRun | null;
  instances: LiveInstance[];
}

export interface JobQueue extends JobQueueSummary {
  failedJobs: FailedJob[];
}

export interface BackupRun {
  takenAt: Date;
  fileName: string;
  bytes: number;
  tableCount: number;
  rowCount: number;
  migration: string;
}

/** The failed jobs the page lists: the newest, enough to act on; the count says how many there are. */
const FAILED_JOBS_SHOWN = 50;
/** A job's last error is a message from a provider or the code; this much is enough to act on. */
const ERROR_SHOWN_CHARS = 500;

/** Everything the System page shows. Nothing personal: jobs show their kind and error, never their payload. */
export async function systemStatus(services: Services): Promise<SystemStatus> {
  const migration = await lastMigrationApplied(services.db, await knownMigrations(migrationsFolder));
  return {
    version: APP_VERSION,
    migration: migration && { tag: migration.tag, createdAt: new Date(migration.createdAt) },
    database: { kind: services.database.kind === 'pglite' ? 'EMBEDDED' : 'POSTGRESQL', sizeBytes: await databaseSize(services) },
    services: serviceModes(services.config),
    jobs: await jobQueue(services),
    lastBackup: await lastBackup(services),
    instances: await liveInstances(services),
  };
}

/** The adapters of the settings; test mode exactly as the start-up warnings and the staff's banner count it. */
export function serviceModes(config: Services['config']): ServiceMode[] {
  const testMode = (service: TestModeService) => config.testModes.includes(service);
  return [
    { service: 'PAYMENTS', adapter: config.PAYMENT_ADAPTER, testMode: testMode('PAYMENTS') },
    { service: 'SMS', adapter: config.SMS_ADAPTER, testMode: testMode('SMS') },
    { service: 'MAIL', adapter: config.MAIL_ADAPTER, testMode: testMode('MAIL') },
    // Local files are real files: right for one machine, not a stand-in (several instances need S3).
    { service: 'STORAGE', adapter: config.STORAGE_ADAPTER, testMode: false },
  ];
}

/** The database's size on disk; null when the database cannot tell (the page says "unknown"). */
async function databaseSize(services: Services): Promise<number | null> {
  try {
    const found = (await services.db.execute(sql`select pg_database_size(current_database())::text as "bytes"`)) as {
      rows: { bytes: string | null }[];
    };
    const bytes = found.rows[0]?.bytes;
    return bytes ? Number(bytes) : null;
  } catch (error) {
    services.logger.warn({ err: error }, 'the database size could not be read');
    return null;
  }
}

export async function jobQueue(services: Services): Promise<JobQueue> {
  const [summary, failed] = await Promise.all([jobQueueSummary(services), listFailedJobs(services, FAILED_JOBS_SHOWN)]);
  return {
    ...summary,
    failedJobs: failed.map((job) => ({ ...job, lastError: job.lastError === null ? null : shownError(job.lastError) })),
  };
}

/**
 * A provider's error may quote whom it was about (a mail server names the address it refused):
 * e-mail addresses and long numbers standing alone (phones, cards) are masked, and the text is cut short.
 */
export function shownError(error: string): string {
  const masked = error
    .replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g, '[address]')
    .replace(/(?<!\w)\+?\d[\d\s().-]{5,}\d(?!\w)/g, (digits) => (digits.replace(/\D/g, '').length >= 7 ? '[number]' : digits));
  return masked.length > ERROR_SHOWN_CHARS ? `${masked.slice(0, ERROR_SHOWN_CHARS - 1)}…` : masked;
}

async function lastBackup(services: Services): Promise<BackupRun | null> {
  const [newest] = await services.db
    .select({
      takenAt: backupRuns.takenAt,
      fileName: backupRuns.fileName,
      bytes: backupRuns.bytes,
      tableCount: backupRuns.tableCount,
      rowCount: backupRuns.rowCount,
      migration: backupRuns.migration,
    })
    .from(backupRuns)
    .orderBy(desc(backupRuns.takenAt), desc(backupRuns.id))
    .limit(1);
  return newest ?? null;
}

/** Queues a failed job again (recorded in the audit log); refuses, changing nothing, a job that is no longer failed. */
export async function retryJob(services: Services, viewer: EmployeeViewer, id: number): Promise<JobQueue> {
  if (!(await retryFailedJob(services, id))) throw new DomainError('JOB_NOT_FAILED');
  await recordAudit(services.db, viewer, { action: 'job.retry', entityType: 'job', entityId: id });
  services.jobs.wake();
  return jobQueue(services);
}

/** Deletes a failed job (recorded in the audit log); refuses, changing nothing, a job that is no longer failed. */
export async function discardJob(services: Services, viewer: EmployeeViewer, id: number): Promise<JobQueue> {
  if (!(await discardFailedJob(services, id))) throw new DomainError('JOB_NOT_FAILED');
  await recordAudit(services.db, viewer, { action: 'job.discard', entityType: 'job', entityId: id });
  return jobQueue(services);
}
