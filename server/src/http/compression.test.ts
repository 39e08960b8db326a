import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../graphql/compression.js';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * Text goes to browsers compressed: the built app's files as the copies the build wrote beside
 * them, GraphQL answers of a kilobyte or more gzipped as they are sent. Clients that do not ask
 * for it (or refuse it) get the bytes as they are.
 */

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
function raw(
  origin: string,
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${route}`, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const decoded = (response: Raw): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
};

let t: TestServer;
let origin = '';
const script = `console.log(${JSON.stringify('solve '.repeat(400))});\n`;

beforeAll(async () => {
  t = await startTestServer();
  const webRoot = path.join(t.services.config.dataDir, 'no-web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Solve</title>');
  // As the build leaves them: a script with its two compressed copies, an image without.
  writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  writeFileSync(path.join(webRoot, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
});
afterAll(() => t.close());

describe('the built app', () => {
  it.each([
    // Accept-Encoding, the encoding sent
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('a script asked for with %o goes out as %o', async (accept, encoding) => {
    const response = await raw(origin, '/assets/app-1a2b.js', { headers: accept === undefined ? {} : { 'accept-encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(script);
    if (encoding) expect(response.body.length).toBeLessThan(script.length / 10);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await raw(origin, '/assets/logo.png', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const response = await raw(origin, '/assets/app-1a2b.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });
});

describe('GraphQL answers', () => {
  const post = (query: string, accept?: string) =>
    raw(origin, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accept === undefined ? {} : { 'accept-encoding': accept }) },
      body: JSON.stringify({ query }),
    });
  // The schema's own description: an answer far over a kilobyte that needs no session.
  const LARGE = '{ __schema { types { name description } } }';
  const SMALL = '{ appVersion }';

  it('gzips a large answer for a client that accepts it: the same JSON, a fraction of the bytes', async () => {
    const plain = await post(LARGE);
    const zipped = await post(LARGE, 'gzip, deflate, br');
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('accept-encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(zipped))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(zipped.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a client that refuses gzip', LARGE, 'gzip;q=0'],
    ['a small answer', SMALL, 'gzip'],
  ])('sends %s as it is', async (_name, query, accept) => {
    const response = await post(query, accept);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('data');
  });
});
