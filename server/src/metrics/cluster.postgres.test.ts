import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { parseExposition, sampleValue } from '../test/metrics-kit.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

/**
 * The real entry point with two server processes on PostgreSQL (the embedded database serves one
 * process): a scrape reaches one of them, and its answer covers both.
 */
let shared: TestServer;
let dataDir = '';
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'solve-cluster-metrics-'));
  shared = await startTestServer();
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await shared.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('metrics of several server processes', () => {
  it('every scrape counts the requests of all processes', async () => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: shared.url!,
      SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      SERVER_PROCESSES: '2',
    });
    running.push(server);
    await server.ready;
    const requests = 12;
    // Each on a new connection, so that the cluster hands them out to both processes.
    for (let i = 0; i < requests; i += 1) {
      expect((await fetch(`${server.origin()}/health`, { headers: { connection: 'close' } })).status).toBe(200);
    }
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const response = await fetch(`${server.origin()}/metrics`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
      const samples = parseExposition(await response.text());
      expect(sampleValue(samples, 'solve_server_processes')).toBe(2);
      expect(sampleValue(samples, 'solve_http_requests_total', { route: '/health', status: '200' })).toBe(requests);
      expect(sampleValue(samples, 'solve_http_request_duration_seconds_count', { route: '/health' })).toBe(requests);
      // Earlier scrapes are counted once they have been answered, by whichever process answered them.
      expect(sampleValue(samples, 'solve_http_requests_total', { route: '/metrics', status: '200' })).toBe(scrape);
    }
    // The primary stops both processes.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
