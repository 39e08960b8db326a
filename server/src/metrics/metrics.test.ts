import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../graphql/yoga.js';
import { createMailer } from '../integrations/mail/index.js';
import { createSms } from '../integrations/sms/index.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { labelValues, parseExposition, type Sample, sampleValue } from '../test/metrics-kit.js';
import { KNOWN_OPERATIONS } from './operation-names.js';

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.gql('{ __typename }');
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

const graphql = (query: string) =>
  fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query }),
  });

describe('/metrics', () => {
  it('answers in the Prometheus text format with the server’s metrics and Node’s own', async () => {
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const names = new Set(parseExposition(await response.text()).map((sample) => sample.name));
    for (const name of [
      'solve_http_requests_total',
      'solve_http_request_duration_seconds_bucket',
      'solve_graphql_operation_duration_seconds_count',
      'solve_payments_total',
      'solve_db_pool_max_connections',
      'solve_server_processes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('counts a GraphQL request and a page request by route pattern and status, never by their address', async () => {
    const before = await scrape();
    expect((await graphql('query Academy { __typename }')).status).toBe(200);
    const page = await fetch(`${origin}/classroom/4711/lessons?student=ada-lovelace`);
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);

    expect(grew('solve_http_requests_total', { route: '/graphql', status: '200' })).toBe(1);
    expect(grew('solve_http_requests_total', { route: 'page', status: String(page.status) })).toBe(1);
    expect(grew('solve_http_request_duration_seconds_count', { route: 'page' })).toBe(1);
    expect(grew('solve_graphql_operation_duration_seconds_count', { operation: 'Academy' })).toBe(1);
    expect(grew('solve_graphql_operation_duration_seconds_bucket', { operation: 'Academy', le: '+Inf' })).toBe(1);
    const routes = labelValues(after, 'solve_http_requests_total', 'route');
    expect([...routes].filter((route) => /4711|ada|\?/.test(route))).toEqual([]);
  });

  it('labels operations only with the names the web app sends: any other name is "other"', async () => {
    const before = await scrape();
    const names = Array.from({ length: 40 }, () => `Made${randomBytes(6).toString('hex')}`);
    for (const name of names) await graphql(`query ${name} { __typename }`);
    await graphql('{ __typename }');
    const after = await scrape();
    const operations = labelValues(after, 'solve_graphql_operation_duration_seconds_count', 'operation');
    for (const operation of operations) expect(operation === 'other' || KNOWN_OPERATIONS.has(operation), operation).toBe(true);
    expect(operations.size).toBeLessThanOrEqual(KNOWN_OPERATIONS.size + 1);
    const others = (samples: Sample[]) => sampleValue(samples, 'solve_graphql_operation_duration_seconds_count', { operation: 'other' });
    expect(others(after) - others(before)).toBe(names.length + 1);
  });

  it('reports the database it serves from', async () => {
    const samples = await scrape();
    if (server.url) {
      expect(sampleValue(samples, 'solve_db_pool_max_connections', { database: 'postgres' })).toBeGreaterThanOrEqual(10);
      for (const name of ['solve_db_pool_connections_in_use', 'solve_db_pool_connections_idle', 'solve_db_pool_waiting_requests']) {
        expect(samples.some((sample) => sample.name === name && sample.labels.database === 'postgres')).toBe(true);
      }
    } else {
      // The embedded database is one connection with no pool: only that is reported.
      expect(sampleValue(samples, 'solve_db_pool_max_connections', { database: 'pglite' })).toBeGreaterThanOrEqual(1);
      expect(samples.some((sample) => sample.name === 'solve_db_pool_connections_in_use')).toBe(false);
    }
  });

  it('counts mail and texts sent and failed, by adapter', async () => {
    const count = (samples: Sample[], name: string, labels: Record<string, string>) => sampleValue(samples, name, labels);
    const before = await scrape();
    await server.services.mail.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello' });
    await server.runJobs();
    const sms = createSms(server.services.config, server.services.db, () => Promise.resolve('Academy'));
    await sms.start('+15550100', 'SMS', '123456');
    // Nothing listens on port 1: the SMTP adapter fails to hand the message over.
    const smtp = createMailer({ ...server.services.config, MAIL_ADAPTER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' }, server.services.db);
    await expect(smtp.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello' })).rejects.toThrow();
    const failingSms = createSms(server.services.config, server.services.db, () => Promise.reject(new Error('no academy')));
    await expect(failingSms.start('+15550100', 'SMS', '123456')).rejects.toThrow();
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => count(after, name, labels) - count(before, name, labels);
    expect(grew('solve_mail_messages_total', { adapter: 'outbox', outcome: 'sent' })).toBe(1);
    expect(grew('solve_mail_messages_total', { adapter: 'smtp', outcome: 'failed' })).toBe(1);
    expect(grew('solve_sms_messages_total', { adapter: 'outbox', outcome: 'sent' })).toBe(1);
    expect(grew('solve_sms_messages_total', { adapter: 'outbox', outcome: 'failed' })).toBe(1);
  });
});
