import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { openDatabase } from './client.js';

/**
 * A connection PostgreSQL ends while it is idle in the pool (a restart, an administrator) must not
 * end the server: the pool reports it, drops it and opens a new one for the next query.
 */
describe('a lost database connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is reported and replaced, and the next query succeeds', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ url: server.url, poolSize: 2, onConnectionError: (error) => lost.push(error) });
    try {
      await database.ping();
      if (server.url) {
        // Ends every other connection to this test's database, as an administrator would.
        const admin = new pg.Client({ connectionString: server.url });
        await admin.connect();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        await admin.end();
        await expect.poll(() => lost.length).toBeGreaterThan(0);
        expect(lost[0]?.message).toMatch(/terminating connection/);
      } else {
        // PGlite runs in this process: there is no connection to lose.
        expect(database.kind).toBe('pglite');
      }
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
