import DataLoader from 'dataloader';

/** Asks per read when the caller names no other bound. */
export const MAX_KEYS = 64;

/**
 * Reads that requests ask for in the same turn of the event loop, made as one statement:
 * DataLoader's batching, across requests. Under load many students open their pages at once; one
 * statement for several of them costs the database a fraction of one statement each, and the
 * server one round trip. A lone request waits for nothing: the batch goes out at the end of its
 * turn (`setImmediate`, after the I/O callbacks of every request that arrived with it).
 *
 * Nothing is cached between batches (each answer is read afresh); asks of the same key in one
 * batch are read once and share the answer. `A` is what one request asks, `K` its key.
 *
 * @param read answers the distinct asks it is given (at most `maxKeys`) by key; a key it leaves out has no value.
 * @param options.keyOf the key of an ask (the ask itself when not given).
 * @param options.maxKeys asks per read at most; more asked together are read in several.
 */
export function coalescedReads<A, V, K = A>(
  read: (asked: A[]) => Promise<Map<K, V>>,
  options: { keyOf?: (asked: A) => K; maxKeys?: number } = {},
): DataLoader<A, V | undefined> {
  const keyOf = options.keyOf ?? ((asked: A) => asked as unknown as K);
  return new DataLoader<A, V | undefined>(
    async (batch) => {
      const distinct = new Map<K, A>();
      for (const asked of batch) if (!distinct.has(keyOf(asked))) distinct.set(keyOf(asked), asked);
      const values = await read([...distinct.values()]);
      return batch.map((asked) => values.get(keyOf(asked)));
    },
    { cache: false, maxBatchSize: options.maxKeys ?? MAX_KEYS, batchScheduleFn: (callback) => setImmediate(callback) },
  );
}
