import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { s3PublicBase } from './index.js';
import { S3Storage } from './s3.js';

// Signing needs credentials only to compute the signature; nothing is sent.
beforeEach(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-access-key');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret-key');
});
afterEach(() => vi.unstubAllEnvs());

describe('S3 storage', () => {
  it('on AWS signs uploads for the bucket’s virtual-hosted address, which the page may connect to', async () => {
    const storage = new S3Storage('academy-files', 'us-west-2', 'https://academy-files.s3.us-west-2.amazonaws.com');
    const signed = new URL(await storage.signUpload('incoming/a.png', 'image/png', 1000));
    expect(signed.origin).toBe('https://academy-files.s3.us-west-2.amazonaws.com');
    expect(signed.pathname).toBe('/incoming/a.png');
    expect(storage.uploadOrigin).toBe('https://academy-files.s3.us-west-2.amazonaws.com');
  });

  it('on a store of its own address (S3_ENDPOINT) signs uploads for the bucket as a path there, and the page may connect to it', async () => {
    const storage = new S3Storage('solve', 'us-east-1', 'https://files.academy.example/solve', 'https://files.academy.example');
    const signed = new URL(await storage.signUpload('incoming/a.png', 'image/png', 1000));
    expect(signed.origin).toBe('https://files.academy.example');
    expect(signed.pathname).toBe('/solve/incoming/a.png');
    expect(storage.uploadOrigin).toBe('https://files.academy.example');
    expect(storage.publicUrl('files/a.png')).toBe('https://files.academy.example/solve/files/a.png');
  });

  it('reads files from S3_PUBLIC_URL when given, else from the bucket at its store’s address', () => {
    const bucket = { S3_BUCKET: 'solve', S3_REGION: 'us-east-1' };
    expect(s3PublicBase({ ...bucket, S3_PUBLIC_URL: 'https://cdn.academy.example/', S3_ENDPOINT: 'https://files.academy.example' })).toBe(
      'https://cdn.academy.example',
    );
    expect(s3PublicBase({ ...bucket, S3_ENDPOINT: 'https://files.academy.example/' })).toBe('https://files.academy.example/solve');
    expect(s3PublicBase(bucket)).toBe('https://solve.s3.us-east-1.amazonaws.com');
  });
});
