import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';

/**
 * Tables a refused call may still write by design: failed sign-ins and other attempts count
 * toward their limits (rate_limits), and per-connection running-total shards (counter_shards).
 */
const WRITTEN_BY_REFUSALS = new Set(['rate_limits', 'counter_shards']);

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !WRITTEN_BY_REFUSALS.has(name))
  .sort();

/** A hash of every row of every table, so a test can tell that a call changed nothing. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const query = tableNames
    .map(
      (name) => `select '${name}' as name, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from "${name}" t`,
    )
    .join(' union all ');
  const { rows } = (await db.execute(sql.raw(query))) as { rows: { name: string; hash: string }[] };
  return Object.fromEntries(rows.map(({ name, hash }) => [name, hash]));
}
