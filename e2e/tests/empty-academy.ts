import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A server of its own on an empty database (no demo academy), and the setup link it printed. */
export interface EmptyAcademy {
  origin: string;
  setupUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the built server as `npm start` would on a machine with no database yet, with
 * SEED_DEMO=false and a data folder of its own; answers once it is ready and has logged its setup link.
 */
export async function startEmptyAcademy(): Promise<EmptyAcademy> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-empty-'));
  const origin = `http://localhost:${port}`;
  // The embedded database, like a first `npm start`: no PostgreSQL and no journey fixtures.
  const {
    DATABASE_URL: _url,
    SERVER_PROCESSES: _processes,
    DATABASE_POOL_SIZE: _pool,
    E2E_FIXTURES: _fixtures,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/dist/index.js')], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let setupUrl = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of output.split('\n')) {
      if (!line.includes('setupUrl')) continue;
      try {
        setupUrl = (JSON.parse(line) as { setupUrl?: string }).setupUrl ?? setupUrl;
      } catch {
        // A line still being written: read again with the next chunk.
      }
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const stop = async () => {
    child.kill('SIGTERM');
    await stopped(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}):\n${output}`);
          const ready = await fetch(`${origin}/ready`).then(
            (response) => response.ok,
            () => false,
          );
          return ready && setupUrl !== '';
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, setupUrl, stop };
}
