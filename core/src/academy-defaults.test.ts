import { describe, expect, it } from 'vitest';
import { quarterOf, startingTerms } from './academy-defaults.js';

describe('a new academy’s terms', () => {
  it.each([
    ['2026-01-01', 2026, 'WINTER'],
    ['2026-03-31', 2026, 'WINTER'],
    ['2026-04-01', 2026, 'SPRING'],
    ['2026-07-15', 2026, 'SUMMER'],
    ['2026-12-31', 2026, 'FALL'],
  ] as const)('%s is in %s %s', (date, year, quarter) => {
    expect(quarterOf(date)).toEqual({ year, quarter });
  });

  it('starts with the current quarter on the catalog and the next one after it, across a new year', () => {
    expect(startingTerms('2026-11-20')).toEqual({
      current: { year: 2026, quarter: 'FALL' },
      next: { year: 2027, quarter: 'WINTER' },
      catalog: { year: 2026, quarter: 'FALL' },
    });
  });

  it('refuses what is not a date', () => {
    expect(() => quarterOf('soon')).toThrow(RangeError);
  });
});
