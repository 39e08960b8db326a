// Server instances (`node server/dist/index.js`) as separate processes, each writing its log to a file.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ENTRY = path.resolve(import.meta.dirname, '../../server/dist/index.js');
/** How long an instance may take to migrate, seed and listen on a busy two-core machine. */
const START_TIMEOUT_MS = 180_000;

export class Instance {
  /** @param {{ name: string, port: number, env: Record<string, string>, logFile: string }} options */
  constructor({ name, port, env, logFile }) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.logFile = logFile;
    this.child = null;
    this.exited = null;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process; its standard output and error are appended to the log file. */
  start() {
    const log = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [ENTRY], {
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
      // A group of its own: a signal to the harness's group (Ctrl-C, Playwright's stop) reaches the
      // harness alone, which stops each instance once, as a deploy would.
      detached: true,
    });
    closeSync(log);
    this.exited = once(this.child, 'exit').then(([code, signal]) => ({ code, signal }));
  }

  /** Resolves once /ready answers 200; rejects, with the end of the log, if the process ends or takes too long. */
  async waitReady() {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let ended = null;
    void this.exited.then((result) => (ended = result));
    while (Date.now() < deadline) {
      if (ended) throw new Error(`instance ${this.name} ended while starting (${describeExit(ended)}):\n${this.logTail()}`);
      if (await isReady(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`instance ${this.name} was not ready after ${START_TIMEOUT_MS / 1000} s:\n${this.logTail()}`);
  }

  /** SIGTERM, then waits for the process to end (it drains first); returns how it ended. */
  async stop() {
    if (!this.running) return this.exited ? await this.exited : null;
    this.child.kill('SIGTERM');
    return await this.exited;
  }

  logTail(lines = 20) {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

export function describeExit({ code, signal }) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** True when the instance on `port` answers /ready with 200 within a second. */
export async function isReady(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
