/**
 * Reads that requests ask for in the same turn of the event loop, made as one statement
 * (DataLoader's batching, across requests). Under load many students open their pages at once;
 * one statement for several of them costs the database a fraction of one statement each, and the
 * server one round trip. A lone request waits for nothing: its turn ends at once.
 *
 * `A` is what one request asks, `K` its key: requests of the same key share one answer.
 */
export class CoalescedReads<A, V, K = A> {
  private pending = new Map<K, Pending<A, V>>();
  private scheduled = false;
  private readonly keyOf: (asked: A) => K;
  private readonly maxKeys: number;

  /**
   * @param read answers the distinct asks it is given (at most `maxKeys`) by key; a key it leaves out has no value.
   * @param options.keyOf the key of an ask (the ask itself when not given).
   * @param options.maxKeys asks per read at most; more asked together are read in several.
   */
  constructor(
    private readonly read: (asked: A[]) => Promise<Map<K, V>>,
    options: { keyOf?: (asked: A) => K; maxKeys?: number } = {},
  ) {
    this.keyOf = options.keyOf ?? ((asked) => asked as unknown as K);
    this.maxKeys = options.maxKeys ?? 64;
  }

  /** The answer to `asked`, read together with the others asked in this turn; undefined when it has none. */
  get(asked: A): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const key = this.keyOf(asked);
      const known = this.pending.get(key);
      if (known) known.waiters.push({ resolve, reject });
      else this.pending.set(key, { asked, waiters: [{ resolve, reject }] });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the event loop's I/O callbacks of this turn: every request that arrived with this one has asked by then.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = [...this.pending];
    this.pending = new Map();
    this.scheduled = false;
    for (let start = 0; start < batch.length; start += this.maxKeys) void this.readPart(batch.slice(start, start + this.maxKeys));
  }

  private async readPart(part: [K, Pending<A, V>][]): Promise<void> {
    try {
      const values = await this.read(part.map(([, { asked }]) => asked));
      for (const [key, { waiters }] of part) for (const waiter of waiters) waiter.resolve(values.get(key));
    } catch (error) {
      for (const [, { waiters }] of part) for (const waiter of waiters) waiter.reject(error);
    }
  }
}

interface Pending<A, V> {
  asked: A;
  waiters: { resolve(value: V | undefined): void; reject(error: unknown): void }[];
}
