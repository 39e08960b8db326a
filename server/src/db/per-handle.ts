import { joinInFlight } from '../memory/in-flight.js';
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

/**
 * A read that callers on the same handle and key share while it is in flight: a caller that comes
 * while one runs gets that one's answer (read at most one statement's time earlier), and the next
 * caller after it settles reads afresh. Nothing is kept after the read: for the public reads that
 * crowds ask for at once (the catalog), where each would otherwise run the same statement.
 */
export function sharedWhileInFlight<K, T>(read: (db: Db, key: K) => Promise<T>): (db: Db, key: K) => Promise<T> {
  const running = new WeakMap<Db, Map<K, Promise<T>>>();
  return (db, key) => {
    let ofHandle = running.get(db);
    if (!ofHandle) running.set(db, (ofHandle = new Map<K, Promise<T>>()));
    return joinInFlight(ofHandle, key, () => read(db, key));
  };
}
