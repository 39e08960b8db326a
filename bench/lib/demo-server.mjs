// The built app as a visitor meets it: the server in production mode on the embedded database in a
// folder of its own, with the demo academy, for the benchmarks that drive a browser.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The browser the benchmarks drive. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Starts the built server (build it first) and waits until it is ready; `stop()` ends it and deletes
 * its folder. A server that never gets ready is stopped before the error is thrown.
 * @param {{ name: string; port?: number; readyWithinSeconds?: number; databaseUrl?: string }} options `databaseUrl`: an empty
 *   PostgreSQL database to seed instead of the embedded one (whose rows the benchmark can then read)
 */
export async function startDemoServer({ name, port = 3300 + Math.floor(Math.random() * 500), readyWithinSeconds = 180, databaseUrl = '' }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `solve-bench-${name}-`));
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production requires each service to be chosen; the benchmarks pay with the sandbox's test cards.
      PAYMENT_ADAPTER: 'sandbox',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
      // The demo academy, so that the pages show what a visitor would see (a production start seeds nothing).
      SEED_DEMO: 'true',
      PUBLIC_URL: base,
      SECRET_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));

  async function stop() {
    if (!exited) {
      server.kill('SIGTERM');
      await new Promise((resolve) => (exited ? resolve(undefined) : server.once('exit', resolve)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const deadline = Date.now() + readyWithinSeconds * 1000;
    for (;;) {
      if (exited) throw new Error('the server ended before it was ready');
      const ok = await fetch(`${base}/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { base, stop };
      if (Date.now() >= deadline) throw new Error(`the server did not become ready within ${readyWithinSeconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
