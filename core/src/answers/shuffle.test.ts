import { describe, expect, it } from 'vitest';
import { displayOrder, seededPermutation, seededShuffle, shuffleSeed } from './shuffle.js';

const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

describe('seededShuffle', () => {
  it('gives the same order for the same seed', () => {
    expect(seededShuffle(letters, 'seed-1')).toEqual(seededShuffle(letters, 'seed-1'));
    expect(seededShuffle(letters, 42)).toEqual(seededShuffle(letters, '42'));
  });

  it('keeps every item exactly once and leaves the input alone', () => {
    const copy = [...letters];
    const shuffled = seededShuffle(letters, shuffleSeed(7, 12));
    expect([...shuffled].sort()).toEqual(letters);
    expect(letters).toEqual(copy);
  });

  it('gives different orders for different seeds', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => seededShuffle(letters, seed).join('')));
    expect(orders.size).toBeGreaterThan(15);
  });

  it('spreads every item over every position', () => {
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    for (let seed = 0; seed < 4000; seed += 1) {
      seededPermutation(4, `spread:${seed}`).forEach((item, position) => {
        counts[item]![position]! += 1;
      });
    }
    // 1000 expected in each cell; a fair shuffle stays well within ±150
    for (const row of counts) for (const count of row) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it.each([[[]], [['only']]])('handles %j', (items) => expect(seededShuffle(items, 'x')).toEqual(items));
});

describe('seededPermutation and displayOrder', () => {
  it('the permutation maps display positions to stored indexes', () => {
    const order = seededPermutation(letters.length, 'map');
    expect(order.map((index) => letters[index])).toEqual(seededShuffle(letters, 'map'));
  });

  it('is stored order when not randomized or in review', () => {
    expect(displayOrder(4, { randomize: false, review: false, seed: 's' })).toEqual([0, 1, 2, 3]);
    expect(displayOrder(4, { randomize: true, review: true, seed: 's' })).toEqual([0, 1, 2, 3]);
    expect(displayOrder(4, { randomize: true, review: false, seed: 's' })).toEqual(seededPermutation(4, 's'));
  });

  it('shuffleSeed joins its parts', () => expect(shuffleSeed(12, 345)).toBe('12:345'));
});
