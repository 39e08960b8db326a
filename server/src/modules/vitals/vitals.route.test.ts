import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { VITALS_MAX_BYTES, VITALS_PER_MINUTE } from './vitals.route.js';

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  await server.app.listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const report = {
  page: '/login',
  metrics: [
    { name: 'LCP', value: 1834.5, rating: 'good', navigationType: 'navigate' },
    { name: 'CLS', value: 0.013, rating: 'good' },
    { name: 'INP', value: 312, rating: 'needs-improvement' },
  ],
};

/** Each call comes from an address of its own (the test server believes one proxy hop). */
let nextAddress = 1;
function post(body: string, headers: Record<string, string> = {}, address = `10.0.0.${nextAddress++}`) {
  return fetch(`${origin}/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address, ...headers },
    body,
  });
}

describe('POST /vitals', () => {
  it('writes a visit’s LCP, INP and CLS into the log and answers 204', async () => {
    const info = vi.spyOn(server.services.logger, 'info');
    const response = await post(JSON.stringify(report));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(info).toHaveBeenCalledWith(
      {
        page: '/login',
        vitals: { LCP: 1834.5, CLS: 0.013, INP: 312 },
        ratings: { LCP: 'good', CLS: 'good', INP: 'needs-improvement' },
      },
      'web vitals',
    );
    info.mockRestore();
  });

  it('takes a JSON body as well as the beacon’s text', async () => {
    const response = await post(JSON.stringify(report), { 'content-type': 'application/json' });
    expect(response.status).toBe(204);
  });

  it.each([
    ['not JSON', '{"page":'],
    ['JSON of another shape', JSON.stringify({ hello: 'world' })],
    ['an unknown metric', JSON.stringify({ ...report, metrics: [{ name: 'FID', value: 1, rating: 'good' }] })],
    ['a negative time', JSON.stringify({ ...report, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] })],
    ['a huge time', JSON.stringify({ ...report, metrics: [{ name: 'LCP', value: 1e12, rating: 'good' }] })],
    ['a full URL for the page', JSON.stringify({ ...report, page: 'https://evil.example/?token=1' })],
    ['no metrics', JSON.stringify({ ...report, metrics: [] })],
    ['an extra field', JSON.stringify({ ...report, userAgent: 'x' })],
    ['NUL in the page', JSON.stringify({ ...report, page: '/login\u0000' })],
  ])('refuses %s with 400 and logs nothing', async (_case, body) => {
    const info = vi.spyOn(server.services.logger, 'info');
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(info.mock.calls.filter(([, message]) => message === 'web vitals')).toEqual([]);
    info.mockRestore();
  });

  it('refuses a body past the limit with 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...report, page: `/${'a'.repeat(VITALS_MAX_BYTES)}` });
    expect((await post(big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await fetch(`${origin}/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.0.1.1' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('refuses other methods and content types', async () => {
    expect((await fetch(`${origin}/vitals`)).status).toBe(405);
    expect((await post(JSON.stringify(report), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(JSON.stringify(report), { 'content-type': '' })).status).toBe(415);
  });

  it(`allows ${VITALS_PER_MINUTE} reports a minute from one address, then answers 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VITALS_PER_MINUTE; i++) statuses.push((await post(JSON.stringify(report), {}, '10.0.2.1')).status);
    expect(statuses.slice(0, VITALS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await post(JSON.stringify(report), {}, '10.0.2.2')).status).toBe(204);
  });
});
