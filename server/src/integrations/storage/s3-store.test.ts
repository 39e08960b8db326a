import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_S3_KEYS, type LocalS3, startLocalS3 } from '../../test/s3-server.js';
import { S3Storage } from './s3.js';
import type { StoredFile } from './storage.js';

/** The S3 adapter against a real S3-compatible server on this machine: what it stores, reads, lists and removes. */

let s3: LocalS3;

beforeAll(async () => {
  for (const [name, value] of Object.entries(LOCAL_S3_KEYS)) vi.stubEnv(name, value);
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  vi.unstubAllEnvs();
});

/** An adapter on the local store; `listPageSize` small enough that a listing takes several pages. */
function storage(listPageSize?: number) {
  return new S3Storage(s3.bucket, 'us-east-1', `${s3.endpoint}/${s3.bucket}`, s3.endpoint, listPageSize);
}

async function listed(store: S3Storage): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of store.list()) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

describe('S3 storage on an S3-compatible server', () => {
  it('stores a file the server made and reads it back with its size; a missing key reads as nothing', async () => {
    const store = storage();
    await store.writeOnce('files/read-back.txt', Buffer.from('hello, store'), 'text/plain');
    expect(await store.head('files/read-back.txt')).toEqual({ sizeBytes: 12 });
    expect((await store.read('files/read-back.txt'))?.toString()).toBe('hello, store');
    expect(await store.head('files/never-written.txt')).toBeNull();
    expect(await store.read('files/never-written.txt')).toBeNull();
  });

  it('accepts an upload to a signed address, under the incoming prefix', async () => {
    const store = storage();
    const url = await store.signUpload('incoming/signed.png', 'image/png', 100);
    const upload = await fetch(url, { method: 'PUT', body: 'not really a png', headers: { 'content-type': 'image/png' } });
    expect(upload.status).toBe(200);
    expect(await store.head('incoming/signed.png')).toEqual({ sizeBytes: 16 });
  });

  it('lists every stored file over several pages, leaving out bodies under the incoming prefix', async () => {
    const writer = storage();
    const keys = ['list/a.txt', 'list/b.txt', 'list/c/d.txt', 'list/e.txt', 'list/f.txt'];
    for (const [index, key] of keys.entries()) await writer.writeOnce(key, Buffer.from('x'.repeat(index + 1)), 'text/plain');
    await writer.writeOnce('incoming/list-waiting.txt', Buffer.from('waiting'), 'text/plain');

    // Two objects a page: the five files (and the others this file stored) take several requests.
    const files = (await listed(storage(2))).filter((file) => file.key.startsWith('list/'));
    expect(files).toEqual(keys.map((key, index) => ({ key, sizeBytes: index + 1 })));
    expect((await listed(storage(2))).some((file) => file.key.startsWith('incoming/'))).toBe(false);
    expect(await listed(storage(2))).toEqual(await listed(storage()));
  });

  it('removes a file: it reads as nothing and is no longer listed', async () => {
    const store = storage();
    await store.writeOnce('files/removed.txt', Buffer.from('bye'), 'text/plain');
    await store.remove('files/removed.txt');
    expect(await store.head('files/removed.txt')).toBeNull();
    expect(await store.read('files/removed.txt')).toBeNull();
    expect((await listed(store)).map((file) => file.key)).not.toContain('files/removed.txt');
  });
});
