// What every server benchmark needs: its own PostgreSQL database and the built server running on
// it in production mode, without the demo academy.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** A client on the server's `postgres` database, to create or drop the benchmark's own. */
async function withAdmin(/** @type {string} */ databaseUrl, /** @type {(admin: pg.Client, name: string) => Promise<void>} */ work) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await work(admin, name);
  } finally {
    await admin.end();
  }
}

/** Creates the benchmark database when it does not exist yet. */
export const ensureDatabase = (/** @type {string} */ databaseUrl) =>
  withAdmin(databaseUrl, async (admin, name) => {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  });

/** Drops and creates the benchmark database: every run starts empty. */
export const resetDatabase = (/** @type {string} */ databaseUrl) =>
  withAdmin(databaseUrl, async (admin, name) => {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  });

/**
 * Builds what is missing, then starts the built server on the database (it migrates an empty one)
 * and waits until it is ready. `processes`: SERVER_PROCESSES, `auto` unless told a number.
 * `build: false` starts what is built as it is (a second instance runs the same build as the first);
 * `env` adds or overrides settings.
 * @param {{ databaseUrl: string; processes?: string; build?: boolean; port?: number; env?: Record<string, string> }} options
 */
export async function startServer({
  databaseUrl,
  processes = 'auto',
  build = true,
  port = 3600 + Math.floor(Math.random() * 390),
  env = {},
}) {
  if (build) spawnSync(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
  const child = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // Production requires each service to be chosen; the benchmarks pay with the sandbox's test cards.
      PAYMENT_ADAPTER: 'sandbox',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
      PUBLIC_URL: `http://localhost:${port}`,
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SERVER_PROCESSES: processes,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not become ready within 60 s');
}

/** How many processes the server runs and the connections each keeps, by the server's own rules (it is built by now). */
export async function serverShape(/** @type {string} */ databaseUrl, /** @type {string} */ processes = 'auto') {
  const { autoServerProcesses, poolSizePerProcess } = await import('../../server/dist/processes.js');
  const count = processes === 'auto' ? autoServerProcesses(databaseUrl) : Number(processes);
  return { processes: count, connections: poolSizePerProcess(count) };
}

export const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
