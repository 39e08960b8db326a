// The local S3-compatible store (scripts/local-s3.mjs) in a process of its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/local-s3.mjs');

/** The keys the local store accepts (its defaults). */
export const LOCAL_S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Starts the store on a free local port with `bucket`, its objects in `directory`; resolves once it listens. */
export async function startLocalS3(directory, bucket) {
  // Signatures are checked: the browsers' uploads must carry a valid one, as on a real store.
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, bucket, '0', 'check'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Stopped by the harness; it also ends when the harness's end closes its standard input.
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = once(child, 'exit');
  const firstLine = (async () => {
    for await (const line of createInterface({ input: child.stdout })) return line;
    return null;
  })();
  const line = await Promise.race([firstLine, exited.then(() => null)]);
  if (!line) throw new Error(`the local S3 store did not start${errors ? `: ${errors.trim()}` : ''}`);
  const { port } = JSON.parse(line);
  return {
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
