import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface LocalS3 {
  /** The store's address, for S3_ENDPOINT (path-style). */
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** The keys the local store accepts (its defaults): the tests set them as the AWS environment. */
export const LOCAL_S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/local-s3.mjs');

/**
 * An S3-compatible store (scripts/local-s3.mjs) on a free local port with one empty bucket, its
 * objects in a temporary folder removed on close. It runs in a process of its own, with the
 * OpenSSL legacy provider its listing needs. It computes listing signatures differently from the
 * AWS SDK, so it does not check signatures: what the tests check is what the adapter stores and reads.
 */
export async function startLocalS3(bucket = 'solve-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'solve-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, bucket, '0', 'no-check'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const firstLine = (async () => {
    for await (const line of createInterface({ input: child.stdout })) return line;
    return null;
  })();
  const line = await Promise.race([firstLine, exited.then(() => null)]);
  if (!line) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error('the local S3 store did not start (its error is above)');
  }
  const { port } = JSON.parse(line) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
