import { JOB_RETRY_FIRST_MS } from '@solve/core/job-retries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '../db/schema/index.js';
import type { Mailer } from '../integrations/mail/mail.js';
import { observeJobQueue, registry } from '../metrics/metrics.js';
import { parseExposition, sampleValue } from '../test/metrics-kit.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { discardFailedJob, jobQueueSummary, listFailedJobs, retryFailedJob } from './failed-jobs.js';
import { JOB_HANDLERS, MAX_ATTEMPTS } from './job-kinds.js';
import { enqueueJob } from './queue.js';
import { JOB_LEASE_MS, type JobHandlers, runDueJobs } from './runner.js';
import { startJobWorker } from './worker.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Each test starts from an empty queue.
beforeEach(async () => {
  await server.services.db.delete(jobs);
});

const at = (ms: number) => () => new Date(ms);
const mailsTo = async (to: string) => server.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
const jobRow = async (id: number) => (await server.services.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const onlyJob = async () => (await server.services.db.select().from(jobs))[0]!;

/** Runs `work` while the mail adapter fails as an unreachable mail server does. */
async function withMailServerDown<T>(work: () => Promise<T>): Promise<T> {
  const real = server.services.mailAdapter;
  const down: Mailer = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
  server.services.mailAdapter = down;
  try {
    return await work();
  } finally {
    server.services.mailAdapter = real;
  }
}

describe('mail is a durable job', () => {
  it('sending queues a job; a worker sends it through the adapter once', async () => {
    await server.services.mail.send({ to: 'queued@example.com', subject: 'Hello', text: 'Hi' });
    expect(await mailsTo('queued@example.com')).toHaveLength(0);
    expect((await onlyJob()).status).toBe('QUEUED');
    expect(await server.runJobs()).toBe(1);
    expect(await mailsTo('queued@example.com')).toHaveLength(1);
    expect((await onlyJob()).status).toBe('DONE');
    expect(await server.runJobs()).toBe(0);
    expect(await mailsTo('queued@example.com')).toHaveLength(1);
  });

  it('a message with a key is queued once however often it is sent', async () => {
    for (let i = 0; i < 3; i++)
      await server.services.mail.send({ to: 'keyed@example.com', subject: 'Receipt', text: 'Paid', key: 'receipt:x' });
    await server.runJobs();
    expect(await mailsTo('keyed@example.com')).toHaveLength(1);
  });

  it('a job run again after a crash writes its mail once (the adapter knows the job)', async () => {
    await server.services.mail.send({ to: 'twice@example.com', subject: 'Hello', text: 'Hi' });
    const job = await onlyJob();
    await JOB_HANDLERS.mail(server.services, job);
    await JOB_HANDLERS.mail(server.services, job);
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('while the mail server is down the mail waits with back-off, then goes out once it is back', async () => {
    await server.services.mail.send({ to: 'later@example.com', subject: 'Hello', text: 'Hi' });
    // The clock of this test starts when the job may first run (a busy machine takes milliseconds to queue it).
    const start = (await onlyJob()).runAt.getTime();
    await withMailServerDown(() => runDueJobs(server.services, JOB_HANDLERS, { owner: 'a', limit: 5, now: at(start) }));
    const failedOnce = await onlyJob();
    expect(failedOnce).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(failedOnce.runAt.getTime()).toBe(start + JOB_RETRY_FIRST_MS);
    // Not before its next try.
    expect(await runDueJobs(server.services, JOB_HANDLERS, { owner: 'a', limit: 5, now: at(start + JOB_RETRY_FIRST_MS - 1) })).toBe(0);
    await withMailServerDown(() =>
      runDueJobs(server.services, JOB_HANDLERS, { owner: 'a', limit: 5, now: at(start + JOB_RETRY_FIRST_MS) }),
    );
    expect((await onlyJob()).runAt.getTime()).toBe(start + 3 * JOB_RETRY_FIRST_MS);
    expect(await runDueJobs(server.services, JOB_HANDLERS, { owner: 'a', limit: 5, now: at(start + 3 * JOB_RETRY_FIRST_MS) })).toBe(1);
    expect(await mailsTo('later@example.com')).toHaveLength(1);
    expect(await onlyJob()).toMatchObject({ status: 'DONE', attempts: 3, lastError: null });
  });
});

describe('failed jobs wait for an admin', () => {
  async function failForGood(to: string): Promise<number> {
    await server.services.mail.send({ to, subject: 'Hello', text: 'Hi' });
    const { id } = (await server.services.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'QUEUED')))[0]!;
    let clock = Date.now();
    await withMailServerDown(async () => {
      for (let i = 0; i < MAX_ATTEMPTS.mail; i++) {
        await runDueJobs(server.services, JOB_HANDLERS, { owner: 'a', limit: 5, now: at(clock) });
        clock += 2 * 3600_000;
      }
    });
    return id;
  }

  it('after its last attempt a job is FAILED, listed with its error, and runs no more', async () => {
    const id = await failForGood('never@example.com');
    expect(await jobRow(id)).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS.mail });
    expect(await listFailedJobs(server.services)).toEqual([
      expect.objectContaining({ id, kind: 'mail', lastError: 'connect ECONNREFUSED 127.0.0.1:25' }),
    ]);
    expect(await runDueJobs(server.services, JOB_HANDLERS, { owner: 'a', limit: 5, now: at(Date.now() + 48 * 3600_000) })).toBe(0);
    expect(await jobQueueSummary(server.services)).toMatchObject({ queued: 0, running: 0, failed: 1 });
  });

  it('retry queues it again with fresh attempts; it is then sent', async () => {
    const id = await failForGood('retried@example.com');
    expect(await retryFailedJob(server.services, id)).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'QUEUED', attempts: 0 });
    expect(await retryFailedJob(server.services, id)).toBe(false);
    await server.runJobs();
    expect(await mailsTo('retried@example.com')).toHaveLength(1);
  });

  it('discard deletes it; a job that is not failed is neither retried nor discarded', async () => {
    const id = await failForGood('discarded@example.com');
    await server.services.mail.send({ to: 'other@example.com', subject: 'Hello', text: 'Hi' });
    const queued = (await server.services.db.select().from(jobs).where(eq(jobs.status, 'QUEUED')))[0]!;
    expect(await discardFailedJob(server.services, queued.id)).toBe(false);
    expect(await retryFailedJob(server.services, queued.id)).toBe(false);
    expect(await discardFailedJob(server.services, id)).toBe(true);
    expect(await server.services.db.select().from(jobs).where(eq(jobs.id, id))).toHaveLength(0);
    expect(await discardFailedJob(server.services, id)).toBe(false);
  });
});

describe('a job runs once across instances', () => {
  it('workers claiming side by side run each job exactly once', async () => {
    const runs = new Map<number, number>();
    const handlers: JobHandlers = {
      mail: async (_services, job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    for (let i = 0; i < 60; i++) await enqueueJob(server.services.db, { kind: 'mail', payload: {}, maxAttempts: 3 });
    const drain = async (owner: string) => {
      while ((await runDueJobs(server.services, handlers, { owner, limit: 3 })) > 0);
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(drain));
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(await jobQueueSummary(server.services)).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('a recurring job exists once per period whoever queues it', async () => {
    const spec = { kind: 'sweep-uploads' as const, dedupeKey: 'sweep-uploads:123', maxAttempts: 2 };
    expect(await enqueueJob(server.services.db, spec)).toBe(true);
    expect(await enqueueJob(server.services.db, spec)).toBe(false);
    expect(await server.services.db.select().from(jobs)).toHaveLength(1);
  });

  it('a job whose process was killed mid-run is run again once its lease ends, not before', async () => {
    await server.services.mail.send({ to: 'killed@example.com', subject: 'Hello', text: 'Hi' });
    const start = (await onlyJob()).runAt.getTime();
    // The process that claimed it dies (kill -9) inside the handler: the row stays RUNNING, leased.
    const hang: JobHandlers = { mail: () => new Promise<void>(() => undefined) };
    void runDueJobs(server.services, hang, { owner: 'dead', limit: 1, now: at(start) });
    await expect.poll(async () => (await onlyJob()).status).toBe('RUNNING');
    expect(await runDueJobs(server.services, JOB_HANDLERS, { owner: 'alive', limit: 5, now: at(start + JOB_LEASE_MS - 1) })).toBe(0);
    expect(await runDueJobs(server.services, JOB_HANDLERS, { owner: 'alive', limit: 5, now: at(start + JOB_LEASE_MS) })).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: 'DONE', attempts: 2, lockedBy: 'alive' });
    expect(await mailsTo('killed@example.com')).toHaveLength(1);
  });

  it('a job that kills its process on every attempt ends FAILED instead of looping', async () => {
    await enqueueJob(server.services.db, { kind: 'mail', payload: {}, maxAttempts: 1 });
    await server.services.db.update(jobs).set({ status: 'RUNNING', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1) });
    await server.runJobs();
    expect(await onlyJob()).toMatchObject({ status: 'FAILED', lastError: 'its process stopped while running it, on every attempt' });
  });
});

describe('the worker of a serving process', () => {
  it('queues its recurring jobs, runs what is queued at once, and lets a running job finish when stopped', async () => {
    let release = () => undefined as void;
    const ran: string[] = [];
    const handlers: JobHandlers = {
      'prune-jobs': async () => {
        ran.push('prune-jobs');
      },
      mail: async () => {
        ran.push('mail');
        await new Promise<void>((resolve) => (release = resolve));
        ran.push('mail finished');
      },
    };
    // A long poll: the mail below runs because sending wakes the worker, not because it polled.
    const worker = startJobWorker(server.services, { pollMs: 60_000, handlers, recurring: [{ kind: 'prune-jobs', everyMs: 3600_000 }] });
    await expect.poll(() => ran.includes('prune-jobs')).toBe(true);
    await server.services.mail.send({ to: 'worker@example.com', subject: 'Hello', text: 'Hi' });
    await expect.poll(() => ran.includes('mail')).toBe(true);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(ran).toContain('mail finished');
    const statuses = (await server.services.db.select({ kind: jobs.kind, status: jobs.status }).from(jobs)).map(
      (row) => `${row.kind} ${row.status}`,
    );
    expect(statuses.sort()).toEqual(['mail DONE', 'prune-jobs DONE']);
  });

  it('/metrics shows the queue by status', async () => {
    await server.services.mail.send({ to: 'gauge@example.com', subject: 'Hello', text: 'Hi' });
    observeJobQueue(() => jobQueueSummary(server.services));
    const samples = parseExposition(await registry.metrics());
    expect(sampleValue(samples, 'solve_jobs', { status: 'queued' })).toBe(1);
    expect(sampleValue(samples, 'solve_jobs', { status: 'failed' })).toBe(0);
  });
});
