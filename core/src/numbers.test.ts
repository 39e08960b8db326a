import { describe, expect, it } from 'vitest';
import { groupThousands } from './numbers.js';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [1000000000, '1,000,000,000'],
    [-1234, '-1,234'],
    [1234.9, '1,234'],
  ])('%d is %s', (value, text) => {
    expect(groupThousands(value)).toBe(text);
  });

  it('writes what the en-US formatter writes for whole numbers', () => {
    for (const value of [0, 5, 42, 999, 1000, 65536, 1048576, 987654321, -42000]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
