import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Every log line the server wrote, parsed. */
  lines: Record<string, unknown>[];
  /** Resolves with the port once the server says it is ready. */
  ready: Promise<number>;
  /** Resolves with the exit code when the process ends, however it ends. */
  exited: Promise<number | null>;
  origin(): string;
}

/** Starts the real entry point (from source) in its own process, the way an operator would. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let port = 0;
  const ready = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (entry.msg === 'Solve is ready') {
          port = Number(entry.port);
          resolve(port);
        }
      } catch {
        // not a log line
      }
    });
    void exited.then((code) => reject(new Error(`the server ended with ${code} before it was ready: ${errors.join('')}`)));
  });
  return { child, lines, ready, exited, origin: () => `http://127.0.0.1:${port}` };
}
