import { describe, expect, it } from 'vitest';
import { dueDigestWeek, latestDigestWeek } from './digest-week.js';

const NY = 'America/New_York';

describe('dueDigestWeek (Sunday 18:00 to Monday 12:00 in the academy zone)', () => {
  it.each([
    // [now UTC, the Sunday due or null]
    ['2026-11-29T22:59:00Z', null], // Sunday 17:59 in New York
    ['2026-11-29T23:00:00Z', '2026-11-29'], // Sunday 18:00
    ['2026-11-30T04:00:00Z', '2026-11-29'], // Sunday 23:00
    ['2026-11-30T16:59:00Z', '2026-11-29'], // Monday 11:59: a late one still goes
    ['2026-11-30T17:01:00Z', null], // Monday 12:01: too late
    ['2026-12-02T15:00:00Z', null], // Wednesday
    ['2026-11-28T23:30:00Z', null], // Saturday evening
    // Sunday 1 November 2026, the day clocks go back: 18:00 EST is 23:00 UTC.
    ['2026-11-01T23:00:00Z', '2026-11-01'],
    ['2026-11-01T22:30:00Z', null],
  ])('at %s: %s', (now, sunday) => {
    expect(dueDigestWeek(new Date(now), NY)?.sunday ?? null).toBe(sunday);
  });

  it('covers Monday to Sunday and names the week after', () => {
    expect(dueDigestWeek(new Date('2026-11-30T01:00:00Z'), NY)).toEqual({
      sunday: '2026-11-29',
      from: '2026-11-23',
      to: '2026-11-29',
      nextFrom: '2026-11-30',
      nextTo: '2026-12-06',
      sendAt: new Date('2026-11-29T23:00:00Z'),
    });
  });

  it('follows the zone: Sunday 18:00 in Sydney is Sunday 07:00 UTC', () => {
    expect(dueDigestWeek(new Date('2026-11-29T07:00:00Z'), 'Australia/Sydney')?.sunday).toBe('2026-11-29');
    expect(dueDigestWeek(new Date('2026-11-29T06:59:00Z'), 'Australia/Sydney')).toBeNull();
  });
});

describe('latestDigestWeek (the week a demo shows)', () => {
  it.each([
    ['2026-11-29T22:59:00Z', '2026-11-22'], // Sunday 17:59: this week's is not due yet
    ['2026-11-29T23:00:00Z', '2026-11-29'], // Sunday 18:00
    ['2026-12-02T15:00:00Z', '2026-11-29'], // Wednesday: the Sunday before
    ['2026-11-28T23:30:00Z', '2026-11-22'], // Saturday evening
  ])('at %s: the week ending %s', (now, sunday) => {
    const week = latestDigestWeek(new Date(now), NY);
    expect(week.sunday).toBe(sunday);
    expect(week.sendAt.getTime()).toBeLessThanOrEqual(new Date(now).getTime());
  });
});
