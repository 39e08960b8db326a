import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { raw } from '../test/raw-http.js';
import { addressAllowed, allowListOf, allowListRanges, LOCAL_NETWORKS } from './allow-list.js';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const servers: TestServer[] = [];

/** A server with these settings, listening, and its address. */
async function serverWith(env: Record<string, string>): Promise<string> {
  const server = await startTestServer({ env });
  servers.push(server);
  await server.gql('{ __typename }');
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((server) => server.close())));

const get = (origin: string, headers: Record<string, string> = {}) => raw(origin, '/metrics', { headers });

/** What a path that does not exist gets: /metrics refused must look the same. */
async function expectHidden(origin: string, headers: Record<string, string> = {}) {
  const refused = await get(origin, headers);
  const missing = await raw(origin, '/no-such-route.json', { headers });
  expect(refused.status).toBe(404);
  expect(refused.body.toString()).toBe(missing.body.toString());
  expect(refused.headers['content-type']).toBe(missing.headers['content-type']);
}

describe('who may read /metrics', () => {
  it('the local network by default, and nobody else', async () => {
    const direct = await serverWith({});
    expect((await get(direct)).status).toBe(200);
    // Behind one trusted proxy, the address it reports is the caller's.
    const proxied = await serverWith({ TRUST_PROXY: '1' });
    for (const address of ['10.1.2.3', '192.168.0.7', '172.20.0.5', '127.0.0.1', 'fc00::5'])
      expect((await get(proxied, { 'x-forwarded-for': address })).status, address).toBe(200);
    for (const address of ['203.0.113.9', '8.8.8.8', '172.32.0.1', '2001:db8::1'])
      await expectHidden(proxied, { 'x-forwarded-for': address });
    // The client's own claims further left are never believed.
    await expectHidden(proxied, { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' });
  });

  it('a forwarded request is not local when no proxy is trusted: its caller is unknown', async () => {
    const origin = await serverWith({});
    await expectHidden(origin, { 'x-forwarded-for': '10.0.0.1' });
    await expectHidden(origin, { forwarded: 'for=10.0.0.1' });
    // The same caller without the header is this machine.
    expect((await get(origin)).status).toBe(200);
  });

  it('with METRICS_TOKEN, the token opens it from anywhere; a wrong token does not', async () => {
    const origin = await serverWith({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: 'none', TRUST_PROXY: '1' });
    expect((await get(origin, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    await expectHidden(origin, { authorization: `Bearer ${TOKEN}x` });
    await expectHidden(origin, { authorization: `Basic ${TOKEN}` });
    await expectHidden(origin, { authorization: 'Bearer ' });
    // METRICS_ALLOW=none: not even this machine without the token.
    await expectHidden(origin);
  });

  it('METRICS_ALLOW names the networks that may read it without the token', async () => {
    const origin = await serverWith({ METRICS_ALLOW: '203.0.113.0/24, 2001:db8::/32', TRUST_PROXY: '1' });
    expect((await get(origin, { 'x-forwarded-for': '203.0.113.200' })).status).toBe(200);
    expect((await get(origin, { 'x-forwarded-for': '2001:db8::7' })).status).toBe(200);
    await expectHidden(origin, { 'x-forwarded-for': '10.0.0.1' });
    await expectHidden(origin);
  });

  it('only GET and HEAD read it', async () => {
    const origin = await serverWith({});
    expect((await raw(origin, '/metrics', { method: 'POST', body: '' })).status).toBe(404);
    const head = await raw(origin, '/metrics', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe('the metrics settings', () => {
  const settings = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/solve-metrics-settings', ...env });

  it('default to no token and the local networks', () => {
    const config = settings({});
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_ALLOW).toEqual(allowListRanges(LOCAL_NETWORKS));
    const list = allowListOf(config.METRICS_ALLOW);
    for (const address of ['127.0.0.1', '::1', '10.9.9.9', '172.31.255.255', '192.168.1.1', 'fd12::1'])
      expect(addressAllowed(list, address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.15.0.1', '100.64.0.1', '2001:db8::1', '', 'localhost'])
      expect(addressAllowed(list, address), address).toBe(false);
  });

  it('read none, single addresses and networks', () => {
    expect(settings({ METRICS_ALLOW: 'none' }).METRICS_ALLOW).toEqual([]);
    expect(settings({ METRICS_ALLOW: ' NONE ' }).METRICS_ALLOW).toEqual([]);
    expect(settings({ METRICS_ALLOW: '198.51.100.4, ::1' }).METRICS_ALLOW).toEqual([
      { address: '198.51.100.4', prefix: 32, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
  });

  it.each([
    [
      'METRICS_ALLOW',
      '10.0.0.0/33',
      'METRICS_ALLOW: must be none or a comma-separated list of networks such as 10.0.0.0/8 ("10.0.0.0/33" is not one)',
    ],
    ['METRICS_ALLOW', 'office', '("office" is not one)'],
    ['METRICS_ALLOW', '10.0.0.0/8,', '("" is not one)'],
    ['METRICS_ALLOW', '10.0.0.0/8/8', '("10.0.0.0/8/8" is not one)'],
    ['METRICS_ALLOW', '10.0.0.0/x', '("10.0.0.0/x" is not one)'],
    ['METRICS_TOKEN', 'short-secret', 'METRICS_TOKEN: must be at least 32 characters'],
  ])('refuse %s=%s with a clear message', (key, value, message) => {
    let error: unknown;
    try {
      settings({ [key]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(message);
    // A token is a secret: the message never repeats it.
    if (key === 'METRICS_TOKEN') expect((error as ConfigError).message).not.toContain(value);
  });
});
