/**
 * Reads by key that requests ask for in the same turn of the event loop, made as one statement
 * (DataLoader's batching, across requests). Under load many students open their dashboards at
 * once; one statement for several of them costs the database a fraction of one statement each,
 * and the server one round trip. A lone request waits for nothing: its turn ends at once.
 */
export class CoalescedReads<K, V> {
  private pending = new Map<K, Waiter<V>[]>();
  private scheduled = false;

  /**
   * @param read reads the values of `keys` (distinct, at most `maxKeys`); a key it leaves out has none.
   * @param maxKeys keys per read at most; more asked together are read in several.
   */
  constructor(
    private readonly read: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxKeys = 64,
  ) {}

  /** The value of `key`, read together with the other keys asked for in this turn; undefined when it has none. */
  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        // After the event loop's I/O callbacks of this turn: every request that arrived with this one has asked by then.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += this.maxKeys) void this.readPart(keys.slice(start, start + this.maxKeys), batch);
  }

  private async readPart(keys: K[], waiting: Map<K, Waiter<V>[]>): Promise<void> {
    try {
      const values = await this.read(keys);
      for (const key of keys) for (const waiter of waiting.get(key) ?? []) waiter.resolve(values.get(key));
    } catch (error) {
      for (const key of keys) for (const waiter of waiting.get(key) ?? []) waiter.reject(error);
    }
  }
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}
