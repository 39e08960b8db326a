import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.js';
import {
  canChangeStatus,
  meetingDates,
  meetsLabel,
  minutesOfDay,
  termAfter,
  wallTimeInstant,
  wallTimeOf,
  weekdayOf,
} from './class-schedule.js';

describe('meeting dates', () => {
  it('follows the weekly pattern from the start date and leaves holidays out', () => {
    // 2026-11-23 is a Monday; Thanksgiving week's Wednesday 11-25 is a holiday.
    const dates = meetingDates({ startDate: '2026-11-23', endDate: '2026-12-07', weekdays: [1, 3], holidays: new Set(['2026-11-25']) });
    expect(dates).toEqual(['2026-11-23', '2026-11-30', '2026-12-02', '2026-12-07']);
  });
  it('is empty without meeting days', () => {
    expect(meetingDates({ startDate: '2026-11-23', endDate: '2026-12-07', weekdays: [], holidays: new Set() })).toEqual([]);
  });
  it('knows weekdays', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});

describe('wall-clock times in the academy zone', () => {
  const zone = 'America/Los_Angeles';
  it('keeps 4 PM at 4 PM on both sides of the autumn change', () => {
    expect(wallTimeInstant('2026-10-31', '16:00', zone).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(wallTimeInstant('2026-11-01', '16:00', zone).toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });
  it('keeps 4 PM at 4 PM on both sides of the spring change', () => {
    expect(wallTimeInstant('2027-03-13', '16:00', zone).toISOString()).toBe('2027-03-14T00:00:00.000Z');
    expect(wallTimeInstant('2027-03-14', '16:00', zone).toISOString()).toBe('2027-03-14T23:00:00.000Z');
  });
  it('reads an instant back as the wall time', () => {
    expect(wallTimeOf(new Date('2027-03-14T23:00:00Z'), zone)).toBe('16:00');
    expect(wallTimeOf(new Date('2026-11-02T00:00:00Z'), zone)).toBe('16:00');
  });
  it('parses times of day', () => {
    expect(minutesOfDay('16:30')).toBe(990);
    expect(minutesOfDay('16:30:00')).toBe(990);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('4pm')).toBeNull();
  });
});

describe('labels, statuses and terms', () => {
  it('labels meeting days as the catalog shows them', () => {
    expect(meetsLabel([3, 1])).toBe('Mon & Wed');
    expect(meetsLabel([6])).toBe('Sat');
    expect(meetsLabel([2, 4, 0])).toBe('Tue, Thu & Sun');
    expect(meetsLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Everyday');
  });
  it('moves a class forward only: published, opened, closed', () => {
    expect(canChangeStatus('PUBLISHED', 'OPENED')).toBe(true);
    expect(canChangeStatus('PUBLISHED', 'CLOSED')).toBe(true);
    expect(canChangeStatus('OPENED', 'CLOSED')).toBe(true);
    expect(canChangeStatus('OPENED', 'PUBLISHED')).toBe(false);
    expect(canChangeStatus('CLOSED', 'OPENED')).toBe(false);
    expect(canChangeStatus('CLOSED', 'PUBLISHED')).toBe(false);
  });
  it('gives the next term', () => {
    expect(termAfter({ year: 2026, quarter: 'FALL' })).toEqual({ year: 2027, quarter: 'WINTER' });
    expect(termAfter({ year: 2026, quarter: 'SPRING' })).toEqual({ year: 2026, quarter: 'SUMMER' });
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});
