import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, laterDate, parseCalendarDate, startOfDay, wallClockInstant, zoneOffsetMs } from './calendar.js';

const LA = 'America/Los_Angeles';

describe('calendar dates in the academy zone', () => {
  it.each([
    // instant, zone, calendar date there
    ['2026-11-22T07:59:59Z', LA, '2026-11-21'],
    ['2026-11-22T08:00:00Z', LA, '2026-11-22'],
    ['2026-07-01T06:59:59Z', LA, '2026-06-30'],
    ['2026-07-01T07:00:00Z', LA, '2026-07-01'],
    ['2026-11-22T23:30:00Z', 'UTC', '2026-11-22'],
    ['2026-11-22T23:30:00Z', 'Asia/Tokyo', '2026-11-23'],
  ])('%s in %s is %s', (instant, zone, date) => expect(calendarDate(new Date(instant), zone)).toBe(date));

  it.each([
    // date, zone, midnight there in UTC (standard time, summer time, both DST change days)
    ['2026-11-22', LA, '2026-11-22T08:00:00.000Z'],
    ['2026-07-01', LA, '2026-07-01T07:00:00.000Z'],
    ['2026-03-08', LA, '2026-03-08T08:00:00.000Z'],
    ['2026-11-01', LA, '2026-11-01T07:00:00.000Z'],
    ['2026-11-22', 'UTC', '2026-11-22T00:00:00.000Z'],
    ['2026-11-22', 'Asia/Kolkata', '2026-11-21T18:30:00.000Z'],
  ])('%s begins in %s at %s', (date, zone, instant) => expect(startOfDay(date, zone).toISOString()).toBe(instant));

  it('knows the offset of a zone', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), LA)).toBe(-8 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), LA)).toBe(-7 * 3_600_000);
  });

  /** The zone's offset straight from Intl, without the hour cache. */
  function offsetByIntl(instant: Date, zone: string): number {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
    return wall - Math.floor(instant.getTime() / 1000) * 1000;
  }

  it.each([
    // zone, an instant near a change of offset
    [LA, '2026-03-08T10:00:00Z'], // summer time begins
    [LA, '2026-11-01T09:00:00Z'], // summer time ends
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'], // a half-hour change
    ['Asia/Kathmandu', '1986-01-01T00:00:00Z'], // +5:30 to +5:45
  ])('reads offsets of %s exactly around %s', (zone, near) => {
    const center = new Date(near).getTime();
    for (let minute = -150; minute <= 150; minute += 1) {
      for (const seconds of [0, 29, 59]) {
        const instant = new Date(center + minute * 60_000 + seconds * 1000);
        const expected = offsetByIntl(instant, zone);
        expect(zoneOffsetMs(instant, zone)).toBe(expected);
        expect(zoneOffsetMs(instant, zone)).toBe(expected);
      }
    }
  });

  it.each([
    ['2026-11-22', 21, '2026-12-13'],
    ['2026-12-25', 10, '2027-01-04'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %s days is %s', (date, days, result) => expect(addDays(date, days)).toBe(result));

  it('parses only real dates', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('26-1-1')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(() => startOfDay('2026-02-30', LA)).toThrow(RangeError);
  });

  it('picks the later date', () => {
    expect(laterDate('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(laterDate('2026-03-01', '2026-02-01')).toBe('2026-03-01');
    expect(laterDate('2026-03-01', null)).toBe('2026-03-01');
  });
});

describe('wall-clock readings a zone skips or has twice', () => {
  it('starts a day whose midnight is skipped at the first moment it has', () => {
    // Santiago moves from -04 to -03 at midnight on 2026-09-06: that day begins at 01:00.
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(calendarDate(start, 'America/Santiago')).toBe('2026-09-06');
  });

  it('moves a skipped reading on by the gap, and takes the earlier of a doubled one', () => {
    expect(wallClockInstant(Date.UTC(2026, 2, 8, 2, 30), 'America/Los_Angeles').toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(wallClockInstant(Date.UTC(2026, 10, 1, 1, 30), 'America/Los_Angeles').toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });
});
