import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { migrationsFolder } from '../../db/client.js';
import { knownMigrations } from '../../db/migration-journal.js';
import { auditLog, backupRuns, jobs, serverInstances } from '../../db/schema/index.js';
import { beat, INSTANCE_ID } from '../../jobs/instances.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { APP_VERSION } from '../../version.js';
import { serviceModes, shownError } from './system.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const STATUS = `{
  systemStatus {
    version
    migration { tag createdAt }
    database { kind sizeBytes }
    services { service adapter testMode }
    jobs { queued running failed oldestDueAt failedJobs { id kind attempts lastError failedAt createdAt } }
    lastBackup { takenAt fileName bytes tableCount rowCount migration }
    instances { id hostname pid version startedAt lastSeenAt }
  }
}`;
const RETRY = `mutation ($id: Int!) { retryFailedJob(id: $id) { queued failed failedJobs { id } } }`;
const DISCARD = `mutation ($id: Int!) { discardFailedJob(id: $id) { queued failed failedJobs { id } } }`;

interface FailedJobAnswer {
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  failedAt: string | null;
  createdAt: string;
}
interface Status {
  systemStatus: {
    version: string;
    migration: { tag: string | null; createdAt: string } | null;
    database: { kind: string; sizeBytes: number | null };
    services: { service: string; adapter: string; testMode: boolean }[];
    jobs: { queued: number; running: number; failed: number; oldestDueAt: string | null; failedJobs: FailedJobAnswer[] };
    lastBackup: { takenAt: string; fileName: string; bytes: number; tableCount: number; rowCount: number; migration: string } | null;
    instances: { id: string; hostname: string; pid: number; version: string; startedAt: string; lastSeenAt: string }[];
  };
}
interface QueueAnswer {
  queued: number;
  failed: number;
  failedJobs: { id: number }[];
}

let t: TestServer;
let admin: string;
let teacher: string;

/** A job as the runner leaves it after its last attempt failed (a mail, which the outbox then sends when retried). */
async function failedJob(kind: string, lastError: string, failedMinutesAgo: number) {
  const [job] = await t.services.db
    .insert(jobs)
    .values({
      kind,
      payload: { to: 'parent@family.test', subject: 'Your receipt', text: 'Paid by card ending 1111.' },
      status: 'FAILED',
      attempts: 5,
      maxAttempts: 5,
      runAt: minutesAgo(failedMinutesAgo + 30),
      lastError,
      createdAt: minutesAgo(failedMinutesAgo + 60),
      finishedAt: minutesAgo(failedMinutesAgo),
    })
    .returning();
  return job!;
}

const jobRow = async (id: number) => (await t.services.db.select().from(jobs).where(eq(jobs.id, id)))[0];

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  admin = (await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true })).token;
  teacher = (await signedInEmployee(t.services.db, NOW, { isTeacher: true })).token;
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(jobs);
  await t.services.db.delete(backupRuns);
  await t.services.db.delete(serverInstances);
});

describe('the System page', () => {
  it('tells an admin the version, migration, database, services, jobs, last backup and live instances', async () => {
    await t.services.db.insert(jobs).values([
      { kind: 'mail.send', status: 'QUEUED', maxAttempts: 5, runAt: minutesAgo(3) },
      { kind: 'mail.send', status: 'QUEUED', maxAttempts: 5, runAt: minutesAgo(-10) },
      { kind: 'receipt', status: 'RUNNING', maxAttempts: 5, runAt: minutesAgo(1) },
      { kind: 'receipt', status: 'DONE', maxAttempts: 5, runAt: minutesAgo(60) },
    ]);
    const older = await failedJob('sms.send', 'Twilio answered 503', 90);
    const newer = await failedJob('mail.send', '550 mailbox unavailable', 5);
    await t.services.db.insert(backupRuns).values([
      { takenAt: minutesAgo(60 * 24), fileName: 'monday.tar.gz', bytes: 1000, tableCount: 80, rowCount: 9000, migration: '0023_old' },
      {
        takenAt: minutesAgo(60),
        fileName: 'tuesday.tar.gz',
        bytes: 3_500_000_000,
        tableCount: 82,
        rowCount: 9100,
        migration: '0024_operations',
      },
    ]);
    await beat(t.services, minutesAgo(30));
    // A process that stopped saying it is alive a while ago is not live.
    await t.services.db.insert(serverInstances).values({
      id: 'gone:1:abc',
      hostname: 'gone',
      pid: 1,
      version: '0.9.0',
      startedAt: minutesAgo(600),
      lastSeenAt: minutesAgo(10),
    });

    const { data, errors } = await t.gql<Status>(STATUS, {}, { token: admin });
    expect(errors).toBeUndefined();
    const status = data!.systemStatus;
    expect(status.version).toBe(APP_VERSION);
    expect(status.migration?.tag).toBe((await knownMigrations(migrationsFolder)).at(-1)!.tag);
    expect(status.database.kind).toBe(t.url ? 'POSTGRESQL' : 'EMBEDDED');
    expect(status.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(status.services).toEqual([
      { service: 'PAYMENTS', adapter: 'sandbox', testMode: true },
      { service: 'SMS', adapter: 'outbox', testMode: true },
      { service: 'MAIL', adapter: 'outbox', testMode: true },
      { service: 'STORAGE', adapter: 'local', testMode: false },
    ]);
    expect(status.jobs).toEqual({
      queued: 2,
      running: 1,
      failed: 2,
      oldestDueAt: minutesAgo(3).toISOString(),
      failedJobs: [
        {
          id: newer.id,
          kind: 'mail.send',
          attempts: 5,
          lastError: '550 mailbox unavailable',
          failedAt: minutesAgo(5).toISOString(),
          createdAt: minutesAgo(65).toISOString(),
        },
        expect.objectContaining({ id: older.id, kind: 'sms.send' }) as FailedJobAnswer,
      ],
    });
    expect(status.lastBackup).toEqual({
      takenAt: minutesAgo(60).toISOString(),
      fileName: 'tuesday.tar.gz',
      bytes: 3_500_000_000,
      tableCount: 82,
      rowCount: 9100,
      migration: '0024_operations',
    });
    expect(status.instances).toEqual([
      {
        id: INSTANCE_ID,
        hostname: expect.any(String) as string,
        pid: process.pid,
        version: APP_VERSION,
        startedAt: minutesAgo(30).toISOString(),
        lastSeenAt: NOW.toISOString(),
      },
    ]);
  });

  it('never shows personal data: no payload, and addresses and numbers in an error are masked', async () => {
    await failedJob('mail.send', 'SMTP 550: <ada.parent@family.test> refused; call +1 (415) 555-0123', 1);
    const { data } = await t.gql<Status>(STATUS, {}, { token: admin });
    const answer = JSON.stringify(data!.systemStatus.jobs);
    expect(answer).not.toContain('family.test');
    expect(answer).not.toContain('555');
    expect(data!.systemStatus.jobs.failedJobs[0]!.lastError).toBe('SMTP 550: <[address]> refused; call [number]');
    const fields = await t.gql<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "FailedJob") { fields { name } } }`);
    expect(fields.data!.__type.fields.map((field) => field.name)).not.toContain('payload');
  });

  it('answers an empty academy: no jobs, no backup recorded', async () => {
    const { data } = await t.gql<Status>(STATUS, {}, { token: admin });
    expect(data!.systemStatus.jobs).toEqual({ queued: 0, running: 0, failed: 0, oldestDueAt: null, failedJobs: [] });
    expect(data!.systemStatus.lastBackup).toBeNull();
  });

  it('is for admins only', async () => {
    expect(errorCode(await t.gql(STATUS, {}, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(STATUS))).toBe('NOT_SIGNED_IN');
  });
});

describe('retrying and discarding a failed job', () => {
  it('retry queues the job again with fresh attempts, and records who did it', async () => {
    const job = await failedJob('mail', 'timeout', 5);
    const { data, errors } = await t.gql<{ retryFailedJob: QueueAnswer }>(RETRY, { id: job.id }, { token: admin });
    expect(errors).toBeUndefined();
    expect(data!.retryFailedJob).toEqual({ queued: 1, failed: 0, failedJobs: [] });
    // The worker then ran it once more (the test server runs the jobs a request queued), and it was sent.
    expect(await jobRow(job.id)).toMatchObject({ status: 'DONE', attempts: 1, kind: 'mail' });
    const [entry] = await t.services.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'job.retry', entityType: 'job', entityId: String(job.id) });
  });

  it('discard deletes the job for good, and records who did it', async () => {
    const kept = await failedJob('sms.send', 'timeout', 9);
    const job = await failedJob('mail.send', 'timeout', 5);
    const { data } = await t.gql<{ discardFailedJob: QueueAnswer }>(DISCARD, { id: job.id }, { token: admin });
    expect(data!.discardFailedJob).toEqual({ queued: 0, failed: 1, failedJobs: [{ id: kept.id }] });
    expect(await jobRow(job.id)).toBeUndefined();
    const [entry] = await t.services.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'job.discard', entityType: 'job', entityId: String(job.id) });
  });

  it('a job that is no longer failed (retried and done, running, gone) is refused with a clear message, and nothing changes', async () => {
    const job = await failedJob('mail', 'timeout', 5);
    await t.gql(RETRY, { id: job.id }, { token: admin });
    const done = await jobRow(job.id);
    expect(done?.status).toBe('DONE');
    for (const mutation of [RETRY, DISCARD]) {
      const result = await t.gql(mutation, { id: job.id }, { token: admin });
      expect(errorCode(result)).toBe('JOB_NOT_FAILED');
      expect(result.errors![0]!.message).toBe(
        'This job is no longer waiting for you: it was retried, discarded or finished meanwhile. The list now shows where things stand.',
      );
      expect(await jobRow(job.id)).toEqual(done);
    }
    await t.services.db.update(jobs).set({ status: 'RUNNING' }).where(eq(jobs.id, job.id));
    const running = await jobRow(job.id);
    expect(errorCode(await t.gql(DISCARD, { id: job.id }, { token: admin }))).toBe('JOB_NOT_FAILED');
    expect(await jobRow(job.id)).toEqual(running);
    expect(errorCode(await t.gql(RETRY, { id: 987_654 }, { token: admin }))).toBe('JOB_NOT_FAILED');
  });

  it('refuses anyone but an admin, and changes nothing', async () => {
    const job = await failedJob('mail.send', 'timeout', 5);
    for (const mutation of [RETRY, DISCARD]) {
      expect(errorCode(await t.gql(mutation, { id: job.id }, { token: teacher }))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(mutation, { id: job.id }))).toBe('NOT_SIGNED_IN');
    }
    expect(await jobRow(job.id)).toEqual(job);
  });
});

describe("the services' modes", () => {
  it('are the adapters of the settings; the built-in stand-ins are test mode, local files are not', () => {
    const real = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/solve-system-test',
      SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      PAYMENT_ADAPTER: 'authorizenet',
      AUTHORIZE_NET_API_LOGIN_ID: 'login',
      AUTHORIZE_NET_TRANSACTION_KEY: 'key',
      AUTHORIZE_NET_CLIENT_KEY: 'client',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'smtp',
      SMTP_URL: 'smtp://mail.academy.test',
      STORAGE_ADAPTER: 's3',
      S3_BUCKET: 'academy',
      S3_REGION: 'us-west-2',
    });
    expect(serviceModes(real)).toEqual([
      { service: 'PAYMENTS', adapter: 'authorizenet', testMode: false },
      { service: 'SMS', adapter: 'outbox', testMode: true },
      { service: 'MAIL', adapter: 'smtp', testMode: false },
      { service: 'STORAGE', adapter: 's3', testMode: false },
    ]);
  });

  it('an error shown is masked and cut short', () => {
    expect(shownError('to a.b+c@d.example failed')).toBe('to [address] failed');
    expect(shownError('card 4111 1111 1111 1111 declined, code 2')).toBe('card [number] declined, code 2');
    expect(shownError('HTTP 503 at 12:30')).toBe('HTTP 503 at 12:30');
    expect(shownError('message 6820675d or 2026-11-22T20:00:00Z')).toBe('message 6820675d or 2026-11-22T20:00:00Z');
    expect(shownError('x'.repeat(800))).toHaveLength(500);
  });
});
