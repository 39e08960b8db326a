import { describe, expect, it } from 'vitest';
import { formatDollars, formatTime, parseDollars, quarterLabel, styleLabel } from './format';

describe('formatTime', () => {
  it.each([
    ['00:05', '12:05 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['16:30', '4:30 PM'],
    ['23:59:00', '11:59 PM'],
  ])('%s reads %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('shows nothing for no time, and what it cannot read as it is', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('noon')).toBe('noon');
  });
});

describe('dollars', () => {
  it('formats cents with two decimals, and nothing for no amount', () => {
    expect(formatDollars(60000)).toBe('$600.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(null)).toBe('');
  });

  it.each([
    ['$600.00', 60000],
    ['600', 60000],
    ['1,250.5', 125050],
    [' 19.99 ', 1999],
    ['0.07', 7],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', '-5', '12.345', 'ten', '1.2.3', '$'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});

describe('labels', () => {
  it('names quarters and teaching styles as people write them', () => {
    expect(quarterLabel('WINTER')).toBe('Winter');
    expect(styleLabel('SELF_PACED')).toBe('Self-Paced');
    expect(styleLabel('CLASSROOM')).toBe('Classroom');
  });
});
