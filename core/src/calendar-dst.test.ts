import { describe, expect, it } from 'vitest';
import { calendarDate, startOfDay } from './calendar.js';
import { wallTimeInstant, wallTimeOf } from './class-schedule.js';

const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';

/**
 * The days clocks change in 2026: Los Angeles springs forward on March 8 at 02:00 and falls back on
 * November 1 at 02:00; London springs forward on March 29 at 01:00 and falls back on October 25 at 02:00.
 */
describe('wall-clock times on the days clocks change', () => {
  it.each([
    // zone, date, wall-clock time, instant
    [LA, '2026-03-08', '00:00', '2026-03-08T08:00:00.000Z'],
    [LA, '2026-03-08', '01:59', '2026-03-08T09:59:00.000Z'],
    [LA, '2026-03-08', '03:00', '2026-03-08T10:00:00.000Z'],
    [LA, '2026-03-08', '16:00', '2026-03-08T23:00:00.000Z'],
    [LA, '2026-11-01', '00:30', '2026-11-01T07:30:00.000Z'],
    [LA, '2026-11-01', '01:30', '2026-11-01T08:30:00.000Z'], // happens twice: the first, summer time
    [LA, '2026-11-01', '02:00', '2026-11-01T10:00:00.000Z'],
    [LA, '2026-11-01', '16:00', '2026-11-02T00:00:00.000Z'],
    [LONDON, '2026-03-29', '00:30', '2026-03-29T00:30:00.000Z'],
    [LONDON, '2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'], // in the gap: read as 02:30 summer time
    [LONDON, '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    [LONDON, '2026-03-29', '16:00', '2026-03-29T15:00:00.000Z'],
    [LONDON, '2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    [LONDON, '2026-10-25', '01:30', '2026-10-25T01:30:00.000Z'], // happens twice: the second, winter time
    [LONDON, '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
    [LONDON, '2026-10-25', '16:00', '2026-10-25T16:00:00.000Z'],
  ])('%s %s %s is %s', (zone, date, time, instant) => {
    expect(wallTimeInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it.each([
    // zone, instant, wall-clock time there, calendar date there
    [LA, '2026-03-08T09:59:00Z', '01:59', '2026-03-08'],
    [LA, '2026-03-08T10:00:00Z', '03:00', '2026-03-08'],
    [LA, '2026-11-01T08:30:00Z', '01:30', '2026-11-01'],
    [LA, '2026-11-01T09:30:00Z', '01:30', '2026-11-01'],
    [LA, '2026-11-02T07:59:00Z', '23:59', '2026-11-01'],
    [LA, '2026-11-02T08:00:00Z', '00:00', '2026-11-02'],
    [LONDON, '2026-03-29T00:59:00Z', '00:59', '2026-03-29'],
    [LONDON, '2026-03-29T01:00:00Z', '02:00', '2026-03-29'],
    [LONDON, '2026-03-28T23:59:00Z', '23:59', '2026-03-28'],
    [LONDON, '2026-10-25T00:30:00Z', '01:30', '2026-10-25'],
    [LONDON, '2026-10-25T01:30:00Z', '01:30', '2026-10-25'],
    [LONDON, '2026-10-24T22:59:00Z', '23:59', '2026-10-24'],
    [LONDON, '2026-10-24T23:00:00Z', '00:00', '2026-10-25'],
  ])('%s at %s reads %s on %s', (zone, instant, time, date) => {
    expect(wallTimeOf(new Date(instant), zone)).toBe(time);
    expect(calendarDate(new Date(instant), zone)).toBe(date);
  });

  it.each([
    // zone, date, midnight there; the day after a change begins at the new offset
    [LA, '2026-03-08', '2026-03-08T08:00:00.000Z'],
    [LA, '2026-03-09', '2026-03-09T07:00:00.000Z'],
    [LA, '2026-11-01', '2026-11-01T07:00:00.000Z'],
    [LA, '2026-11-02', '2026-11-02T08:00:00.000Z'],
    [LONDON, '2026-03-29', '2026-03-29T00:00:00.000Z'],
    [LONDON, '2026-03-30', '2026-03-29T23:00:00.000Z'],
    [LONDON, '2026-10-25', '2026-10-24T23:00:00.000Z'],
    [LONDON, '2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('%s %s begins at %s', (zone, date, instant) => {
    expect(startOfDay(date, zone).toISOString()).toBe(instant);
  });
});
