import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App } from '../app.js';
import { createServices } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { JOB_HANDLERS } from '../jobs/job-kinds.js';
import { runDueJobs } from '../jobs/runner.js';
import { createLogger } from '../logger.js';
import type { Services } from '../services.js';

export interface GqlOptions {
  /** Session token sent as bearer authorization. */
  token?: string | null;
  /** Student work-session id (x-student-session header). */
  studentSession?: number | null;
  headers?: Record<string, string>;
}

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
  /** Set-Cookie headers of the response. */
  cookies: string[];
  status: number;
}

export interface TestServer {
  services: Services;
  app: App;
  database: Database;
  /** The PostgreSQL URL of this test file's database; undefined on PGlite. */
  url: string | undefined;
  /** The clock the services read; set `clock.now` to move time. */
  clock: { now: Date };
  /** Sends an operation over HTTP, then runs the jobs it queued (as a server's job worker does within milliseconds). */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: GqlOptions): Promise<GqlResult<T>>;
  /** Runs every due job until none is left (after calling a service directly); answers how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

/** Production mode as a test server runs it: every built-in stand-in chosen by name, as production requires. */
export const PRODUCTION_TEST_ENV = { NODE_ENV: 'production', PAYMENT_ADAPTER: 'sandbox', SMS_ADAPTER: 'outbox', MAIL_ADAPTER: 'outbox' };

/** Runs one statement on the PostgreSQL server of `adminUrl` (creating and dropping databases). */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server of `adminUrl`, and how to drop it. */
export async function createFreshDatabase(adminUrl: string, prefix = 'solve_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database and the real GraphQL server in process, called over HTTP. On PGlite by default; with
 * DATABASE_URL set, a new PostgreSQL database is created for the test file and dropped after it.
 */
export async function startTestServer(options: { now?: Date; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-test-'));
  const adminUrl = process.env.DATABASE_URL;
  const fresh = adminUrl ? await createFreshDatabase(adminUrl) : null;
  const url = fresh?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const template = url ? null : inject('pgliteTemplate');
  const database = await openDatabase({ url, poolSize: 10, template: template ? new Blob([readFileSync(template)]) : undefined });
  await database.migrate();
  const clock = { now: options.now ?? new Date() };
  const services = createServices(config, database, createLogger(config.LOG_LEVEL), () => new Date(clock.now));
  const app = createApp(services, { webRoot: path.join(dataDir, 'no-web') });
  // Requests go over real HTTP, as the browser's do; the port opens on the first one unless the test opened it.
  let origin: Promise<string> | null = null;
  const originOf = () =>
    (origin ??= (async () => {
      if (!app.server.listening) await app.listen(0, '127.0.0.1');
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    })());

  const runJobs = async () => {
    let ran = 0;
    for (let claimed = 1; claimed > 0; ran += claimed) claimed = await runDueJobs(services, JOB_HANDLERS, { owner: 'test', limit: 10 });
    return ran;
  };

  return {
    services,
    app,
    database,
    url,
    clock,
    runJobs,
    async gql(query, variables = {}, gqlOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...gqlOptions.headers };
      if (gqlOptions.token) headers.authorization = `Bearer ${gqlOptions.token}`;
      if (gqlOptions.studentSession) headers['x-student-session'] = String(gqlOptions.studentSession);
      const response = await fetch(`${await originOf()}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GqlResult, 'cookies' | 'status'>;
      await runJobs();
      return { ...body, cookies: response.headers.getSetCookie(), status: response.status } as never;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      await fresh?.drop();
    },
  };
}

/** The first error's code, for asserting refusals. */
export function errorCode(result: GqlResult<unknown>): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}
