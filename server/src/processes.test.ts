import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';
import { poolSizePerProcess } from './processes.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  /** Every log line the server wrote, parsed. */
  lines: Record<string, unknown>[];
  errors: string[];
  ready: Promise<Record<string, unknown>>;
}

/** Starts the real entry point (from source) the way an operator would, and collects its log. */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (entry.msg === 'Solve is ready') resolve(entry);
      } catch {
        // not a log line
      }
    });
    // 'close' comes after the output is read to the end.
    child.once('close', (code) => reject(new Error(`the server ended with ${code} before it was ready`)));
  });
  return { child, lines, errors, ready };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('several server processes (SERVER_PROCESSES)', () => {
  let database: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    database = await startTestServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'solve-processes-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    // processes, cores, connections per process
    [1, 1, 8],
    [1, 2, 8],
    [2, 2, 4],
    [1, 4, 16],
    [4, 4, 4],
    [1, 8, 20],
    [8, 8, 4],
    [16, 16, 4],
    [64, 64, 1],
  ])('gives each of %i processes on %i cores a pool of %i', (processes, cores, size) => {
    expect(poolSizePerProcess(processes, cores)).toBe(size);
  });

  it('keeps every pool within PostgreSQL’s default connection limit', () => {
    for (const cores of [1, 2, 4, 8, 16, 32, 64]) {
      for (const count of [1, 2, 3, 4, 8, 16, 32, 64]) expect(poolSizePerProcess(count, cores) * count).toBeLessThanOrEqual(80);
    }
  });

  it('serves from each process on one port, replaces a process that dies, and stops them all', async () => {
    if (!database.url) {
      // The embedded database lives inside one process: the server refuses to start several.
      const started = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SERVER_PROCESSES: '2' });
      await expect(started.ready).rejects.toThrow('the server ended with 1 before it was ready');
      expect(started.errors.join('')).toContain('SERVER_PROCESSES: needs DATABASE_URL (the embedded database serves one process)');
      return;
    }
    const started = startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, SERVER_PROCESSES: '2' });
    try {
      const ready = await started.ready;
      const pids = ready.processes as number[];
      expect(pids).toHaveLength(2);
      expect(pids.every(alive)).toBe(true);
      const graphql = () =>
        fetch(`http://127.0.0.1:${String(ready.port)}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }).then((response) => response.json() as Promise<unknown>);
      for (let i = 0; i < 6; i += 1) expect(await graphql()).toEqual({ data: { __typename: 'Query' } });

      process.kill(pids[0]!, 'SIGKILL');
      await expect
        .poll(() => started.lines.some((line) => line.msg === 'a server process ended; starting another' && line.pid === pids[0]))
        .toBe(true);
      // The port stays open: the other process answers while the replacement starts.
      expect(await graphql()).toEqual({ data: { __typename: 'Query' } });

      const ended = new Promise((resolve) => started.child.once('exit', resolve));
      started.child.kill('SIGTERM');
      expect(await ended).toBe(0);
      await expect.poll(() => pids.filter(alive)).toEqual([]);
    } finally {
      started.child.kill('SIGKILL');
    }
  });
});

describe('errors nobody handled', () => {
  /** Starts the stray-error process and collects its log lines. */
  function startStray(mode: 'single' | 'cluster') {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/test/stray-error-process.ts'], {
      cwd: root,
      env: { ...process.env, STRAY_MODE: mode },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Record<string, unknown>[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    });
    return { child, lines };
  }
  const line = (lines: Record<string, unknown>[], msg: string) => lines.find((entry) => entry.msg === msg);

  it('the only process logs them with their request and goes on serving', async () => {
    const { child, lines } = startStray('single');
    try {
      await expect.poll(() => line(lines, 'uncaught exception'), { timeout: 20_000 }).toBeTruthy();
      await expect.poll(() => line(lines, 'a promise was rejected and nothing handled it')).toBeTruthy();
      expect(line(lines, 'uncaught exception')).toMatchObject({ requestId: 'stray-request', err: { message: 'a callback that threw' } });
      expect(line(lines, 'a promise was rejected and nothing handled it')).toMatchObject({ requestId: 'stray-request' });
      const port = Number(line(lines, 'listening')?.port);
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('serving');
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('a server process of several ends after an uncaught exception, and the primary starts another', async () => {
    const { child, lines } = startStray('cluster');
    try {
      const ending = 'uncaught exception; this server process ends and another replaces it';
      await expect.poll(() => line(lines, ending), { timeout: 20_000 }).toBeTruthy();
      expect(line(lines, ending)).toMatchObject({ requestId: 'stray-request' });
      const first = lines.find((entry) => entry.msg === 'listening' && entry.first === true);
      await expect
        .poll(() => lines.some((entry) => entry.msg === 'a server process ended; starting another' && entry.pid === first?.pid), {
          timeout: 20_000,
        })
        .toBe(true);
      await expect.poll(() => lines.find((entry) => entry.msg === 'listening' && entry.first === false), { timeout: 20_000 }).toBeTruthy();
      const replacement = lines.find((entry) => entry.msg === 'listening' && entry.first === false);
      expect(await (await fetch(`http://127.0.0.1:${String(replacement?.port)}/`)).text()).toBe('serving');
      expect(alive(Number(first?.pid))).toBe(false);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
