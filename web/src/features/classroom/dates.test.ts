import { describe, expect, it } from 'vitest';
import { calendarDay, dateRange } from './dates';

describe('classroom dates', () => {
  it('writes a range with the year once when both dates share it', () => {
    expect(dateRange('2026-11-01', '2026-12-20')).toBe('Nov 1 – Dec 20, 2026');
    expect(dateRange('2026-12-01', '2027-01-20')).toBe('Dec 1, 2026 – Jan 20, 2027');
  });

  it('reads calendar dates as days, whatever the viewer’s time zone', () => {
    expect(calendarDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(calendarDay('2026-12-31')).toBe('Dec 31, 2026');
  });
});
