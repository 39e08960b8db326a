// How much room an academy takes: the database's size per student (the demo academy's and the
// generated one's, each less the size of the empty schema) and the files the demo academy stores.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resetDatabase, startServer } from '../lib/bench-server.mjs';

/** The database's size on disk (tables, indexes, TOAST and the catalog), in bytes. */
export async function databaseBytes(/** @type {pg.Pool | pg.Client} */ db) {
  const { rows } = await db.query('select pg_database_size(current_database())::bigint as bytes');
  return Number(rows[0].bytes);
}

/**
 * The largest tables: rows and bytes with their indexes; ANALYZE first, so that the row counts
 * PostgreSQL keeps are current.
 * @param {pg.Pool | pg.Client} db
 * @param {number} top
 */
export async function largestTables(db, top) {
  await db.query('analyze');
  const { rows } = await db.query(
    `select c.relname as name, greatest(c.reltuples, 0)::bigint as rows, pg_total_relation_size(c.oid)::bigint as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public' order by pg_total_relation_size(c.oid) desc limit $1`,
    [top],
  );
  return rows.map((row) => ({ name: String(row.name), rows: Number(row.rows), bytes: Number(row.bytes) }));
}

/** Bytes of every file under a folder. */
function folderBytes(/** @type {string} */ folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

/**
 * The demo academy on PostgreSQL: a fresh database seeded by the built server (SEED_DEMO=true),
 * its size, its students, and the bytes of the files it stored in its own data folder.
 * @param {string} databaseUrl
 */
export async function demoAcademySize(databaseUrl) {
  await resetDatabase(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-bench-capacity-demo-'));
  const server = await startServer({ databaseUrl, processes: '1', build: false, env: { SEED_DEMO: 'true', DATA_DIR: dataDir } });
  const stopped = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await stopped;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    const { rows } =
      await client.query(`select (select count(*) from students)::int as students, (select count(*) from family_accounts)::int as families,
      (select count(*) from submissions)::int as submissions, (select count(*) from problem_responses)::int as responses`);
    return { bytes: await databaseBytes(client), fileBytes: folderBytes(dataDir), tables: await largestTables(client, 8), ...rows[0] };
  } finally {
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
