import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { sharedWhileInFlight } from './per-handle.js';

/** Stands in for a database handle: the shared read keys on its identity only. */
const handle = () => ({}) as Db;

function controlledRead() {
  const calls: { resolve(value: number): void; reject(error: Error): void }[] = [];
  const read = sharedWhileInFlight(
    (_db: Db, _key: string) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { read, calls };
}

describe('sharedWhileInFlight', () => {
  it('gives callers that come while a read runs its answer, and reads afresh after it settles', async () => {
    const { read, calls } = controlledRead();
    const db = handle();
    const first = read(db, 'a');
    const second = read(db, 'a');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(1);
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(1);
    const third = read(db, 'a');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(2);
    await expect(third).resolves.toBe(2);
  });

  it('keeps the reads of different handles and keys apart', () => {
    const { read, calls } = controlledRead();
    const db = handle();
    void read(db, 'a');
    void read(handle(), 'a');
    void read(db, 'b');
    expect(calls).toHaveLength(3);
  });

  it('shares a failure with the callers waiting, and the next caller tries again', async () => {
    const { read, calls } = controlledRead();
    const db = handle();
    const first = read(db, 'a');
    const second = read(db, 'a');
    calls[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const retry = read(db, 'a');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(3);
    await expect(retry).resolves.toBe(3);
  });
});
