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
