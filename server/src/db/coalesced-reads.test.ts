import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads.js';

/** A read that records the keys of each call and answers each key with its double, leaving out `missing`. */
function doubling(missing: number[] = []) {
  const calls: number[][] = [];
  const reads = coalescedReads<number, number>(
    async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((key) => !missing.includes(key)).map((key) => [key, key * 2]));
    },
    { maxKeys: 3 },
  );
  return { calls, reads };
}

describe('coalesced reads', () => {
  it('reads the keys asked for in one turn with one call, each asker getting its own value', async () => {
    const { calls, reads } = doubling();
    expect(await Promise.all([reads.load(1), reads.load(2), reads.load(3)])).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('reads a key asked for twice once, and answers both', async () => {
    const { calls, reads } = doubling();
    expect(await Promise.all([reads.load(5), reads.load(5)])).toEqual([10, 10]);
    expect(calls).toEqual([[5]]);
  });

  it('reads keys asked for in later turns with later calls', async () => {
    const { calls, reads } = doubling();
    expect(await reads.load(1)).toBe(2);
    expect(await reads.load(2)).toBe(4);
    expect(calls).toEqual([[1], [2]]);
  });

  it('splits a turn with more keys than a call takes', async () => {
    const { calls, reads } = doubling();
    expect(await Promise.all([1, 2, 3, 4, 5].map((key) => reads.load(key)))).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('shares one answer between asks of the same key', async () => {
    const calls: { id: number; note: string }[][] = [];
    const reads = coalescedReads<{ id: number; note: string }, string, number>(
      async (asked) => {
        calls.push(asked);
        return new Map(asked.map(({ id, note }) => [id, `${id}:${note}`]));
      },
      { keyOf: (asked) => asked.id },
    );
    expect(
      await Promise.all([reads.load({ id: 1, note: 'a' }), reads.load({ id: 2, note: 'b' }), reads.load({ id: 1, note: 'c' })]),
    ).toEqual(['1:a', '2:b', '1:a']);
    expect(calls).toEqual([
      [
        { id: 1, note: 'a' },
        { id: 2, note: 'b' },
      ],
    ]);
  });

  it('answers undefined for a key the read has no value of', async () => {
    const { reads } = doubling([2]);
    expect(await Promise.all([reads.load(1), reads.load(2)])).toEqual([2, undefined]);
  });

  it('fails every asker of a failed read, and only them', async () => {
    let fail = true;
    const reads = coalescedReads<number, number>(async (keys) => {
      if (fail) throw new Error('the database is gone');
      return new Map(keys.map((key) => [key, key]));
    });
    const asked = [reads.load(1), reads.load(2)];
    await expect(asked[0]).rejects.toThrow('the database is gone');
    await expect(asked[1]).rejects.toThrow('the database is gone');
    fail = false;
    expect(await reads.load(3)).toBe(3);
  });

  it('fails the askers when the read throws before it returns a promise', async () => {
    const reads = coalescedReads<number, number>(() => {
      throw new Error('no statement');
    });
    await expect(reads.load(1)).rejects.toThrow('no statement');
  });
});
