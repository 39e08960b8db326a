import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A statement prepared once per database handle. On PostgreSQL it is a named statement: each pool
 * connection plans it once and then reuses the plan, which for the dashboard and lesson queries
 * costs more than running them. Values go in through `sql.placeholder(name)`.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * A hand-written statement prepared once per database handle under `name`, like the builder's
 * prepared queries: values go in through `sql.placeholder(name)`, and the rows come back as the
 * driver gives them.
 */
export function preparedStatement<Row>(
  name: string,
  statement: SQL,
): (db: Db) => { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const query = new PgDialect().sqlToQuery(statement);
  return preparedPerDb((db) =>
    db._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>(query, undefined, name, false),
  );
}
