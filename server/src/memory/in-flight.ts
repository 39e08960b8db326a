/**
 * The work running for `key` in `running`, or `start`'s when none is: callers that come while it
 * runs share its promise, and the entry goes when it settles, so the next caller starts afresh.
 * Nothing is kept; what `running` holds is bounded by the work in flight.
 */
export function joinInFlight<K, T>(running: Map<K, Promise<T>>, key: K, start: () => Promise<T>): Promise<T> {
  const current = running.get(key);
  if (current) return current;
  const started = start().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
