import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.js';
import { inRefundWindow } from './pricing.js';

describe('whole days between calendar dates', () => {
  it.each([
    ['2026-11-22', '2026-11-29', 7],
    ['2026-11-29', '2026-11-22', -7],
    ['2026-12-30', '2027-01-02', 3],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-02-28', '2026-03-01', 1],
    // the days clocks change have 23 and 25 hours but count as one day
    ['2026-03-07', '2026-03-09', 2],
    ['2026-10-31', '2026-11-02', 2],
    ['2026-11-22', '2026-11-22', 0],
  ])('%s to %s is %s days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));

  it('refuses what is not a calendar date', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-22', '2026-11-29', true],
    ['2026-11-23', '2026-11-29', false],
    ['2026-12-28', '2027-01-04', true],
    ['2026-12-29', '2027-01-04', false],
    ['2026-11-29', '2026-11-22', false],
  ])('withdrawing on %s from a class starting %s is in the refund window: %s', (today, start, inWindow) =>
    expect(inRefundWindow(today, start)).toBe(inWindow),
  );
});
