import { describe, expect, it } from 'vitest';
import { inQuietHours, smsSendAt } from './quiet-hours.js';

const NY = 'America/New_York';

describe('smsSendAt (quiet hours 21:00-08:00 in the academy zone)', () => {
  it.each([
    // [instant UTC, sent at UTC]
    ['2026-11-30T15:00:00Z', '2026-11-30T15:00:00Z'], // 10:00 in New York: at once
    ['2026-11-30T13:00:00Z', '2026-11-30T13:00:00Z'], // 08:00 exactly: quiet hours are over
    ['2026-11-30T12:59:00Z', '2026-11-30T13:00:00Z'], // 07:59: held a minute
    ['2026-12-01T01:59:00Z', '2026-12-01T01:59:00Z'], // 20:59: still evening
    ['2026-12-01T02:00:00Z', '2026-12-01T13:00:00Z'], // 21:00: held until 08:00 next morning
    ['2026-12-01T04:30:00Z', '2026-12-01T13:00:00Z'], // 23:30
    ['2026-12-01T06:00:00Z', '2026-12-01T13:00:00Z'], // 01:00 after midnight: this morning
    // Across the spring change (8 March 2026, clocks go forward at 02:00): 08:00 EDT is 12:00 UTC.
    ['2026-03-08T04:00:00Z', '2026-03-08T12:00:00Z'], // 23:00 EST on the 7th
    // Across the autumn change (1 November 2026): 08:00 EST is 13:00 UTC.
    ['2026-11-01T03:00:00Z', '2026-11-01T13:00:00Z'], // 23:00 EDT on 31 October
  ])('asked at %s goes at %s', (asked, sent) => {
    expect(smsSendAt(new Date(asked), NY).toISOString()).toBe(new Date(sent).toISOString());
  });

  it('follows the zone: 21:30 in London is quiet, the same instant in Los Angeles is not', () => {
    const instant = new Date('2026-12-01T21:30:00Z');
    expect(inQuietHours(instant, 'Europe/London')).toBe(true);
    expect(inQuietHours(instant, 'America/Los_Angeles')).toBe(false);
    expect(smsSendAt(instant, 'Europe/London').toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('takes another window, and none when it is empty', () => {
    const instant = new Date('2026-11-30T17:30:00Z'); // 12:30 in New York
    expect(smsSendAt(instant, NY, { fromMinute: 12 * 60, toMinute: 13 * 60 }).toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(inQuietHours(instant, NY, { fromMinute: 600, toMinute: 600 })).toBe(false);
  });
});
