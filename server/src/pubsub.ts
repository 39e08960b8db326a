import type { Database } from './db/client.js';

/**
 * Events between server processes through PostgreSQL LISTEN/NOTIFY: a subscriber on any
 * instance sees what any other instance publishes on the same database.
 */
export class PubSub {
  constructor(private readonly database: Database) {}

  async publish(channel: string, payload: unknown): Promise<void> {
    await this.database.notify(channel, JSON.stringify(payload));
  }

  /** An async iterator of the channel's payloads, ended when the consumer returns. */
  subscribe<T>(channel: string): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const unlisten = this.database.listen(channel, (payload) => {
      queue.push(JSON.parse(payload) as T);
      wake?.();
    });
    const finish = async () => {
      done = true;
      wake?.();
      await (
        await unlisten
      )();
    };
    const iterator: AsyncIterableIterator<T> = {
      async next() {
        await unlisten;
        while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (done) return { value: undefined, done: true };
        return { value: queue.shift()!, done: false };
      },
      async return() {
        await finish();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
