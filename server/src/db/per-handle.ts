import type { Db } from './client.js';

/**
 * One `T` per database handle, made on its first use: a statement prepared with the query
 * builder's `.prepare(name)` (on PostgreSQL each pool connection plans it once and reuses the
 * plan, which for the hot reads costs more than running them) or a batch loader of the handle.
 */
export function perHandle<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
