import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, migrationsFolder, openDatabase, type Database } from './client.js';
import { createFreshDatabase } from '../test/harness.js';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** How many times each migration was recorded as applied, in order. */
async function appliedCounts(client: pg.Client): Promise<number[]> {
  const result = await client.query<{ times: number }>(
    'select count(*)::int as times from drizzle.__drizzle_migrations group by hash order by min(id)',
  );
  return result.rows.map((row) => row.times);
}

/** Advisory locks on this database (other test files use other databases), held or waited for. */
async function advisoryLocks(client: pg.Client, granted: boolean): Promise<number> {
  const result = await client.query<{ locks: number }>(
    `select count(*)::int as locks from pg_locks join pg_database on pg_database.oid = pg_locks.database
      where datname = current_database() and locktype = 'advisory' and granted = $1`,
    [granted],
  );
  return result.rows[0]!.locks;
}

/**
 * Instances that start together each migrate the database at start. On PostgreSQL one of them
 * applies the migrations while the others wait for its advisory lock, then find nothing to do.
 */
describe('migrating when several instances start at once', () => {
  const adminUrl = process.env.DATABASE_URL;
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>> | null = null;
  let url = '';
  beforeAll(async () => {
    if (!adminUrl) return;
    fresh = await createFreshDatabase(adminUrl);
    url = fresh.url;
  });
  afterAll(() => fresh?.drop());

  it('applies each migration once; the others wait for the lock and succeed', async () => {
    if (!adminUrl) {
      // The embedded database lives in one process, which migrates once; migrating again changes nothing.
      const database = await openDatabase({});
      try {
        await database.migrate();
        await database.migrate();
        // PGlite answers execute() with { rows }.
        const result = (await database.db.execute(sql`select count(*)::int as times from drizzle.__drizzle_migrations group by hash`)) as {
          rows: { times: number }[];
        };
        expect(result.rows.map((row) => row.times)).toEqual(journal.entries.map(() => 1));
      } finally {
        await database.close();
      }
      return;
    }
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const databases: Database[] = [];
    try {
      // Another instance holds the lock: every one that starts now waits for it.
      await watcher.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      for (let i = 0; i < 4; i += 1) databases.push(await openDatabase({ url, poolSize: 2 }));
      const migrating = Promise.allSettled(databases.map((database) => database.migrate()));
      await expect.poll(() => advisoryLocks(watcher, false)).toBe(4);
      const table = await watcher.query<{ name: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as name");
      expect(table.rows[0]!.name).toBeNull();

      await watcher.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect((await migrating).map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect(await appliedCounts(watcher)).toEqual(journal.entries.map(() => 1));
      // Nobody holds the lock once they are done.
      expect(await advisoryLocks(watcher, true)).toBe(0);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await watcher.end();
    }
  });
});
