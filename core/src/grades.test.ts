import { describe, expect, it } from 'vitest';
import { birthYears, daysInMonth, gradeLabel, initials } from './grades.js';

describe('gradeLabel: 0 is shown as K', () => {
  it.each([
    [0, 'K'],
    [1, '1'],
    [12, '12'],
    [null, ''],
  ])('%s → %s', (grade, label) => expect(gradeLabel(grade)).toBe(label));
});

describe('initials', () => {
  it.each([
    ['Alice', 'Williams', 'AW'],
    ['alice', 'williams', 'AW'],
    ['Alice', null, 'A'],
    [' ', ' ', ''],
  ])('%s %s → %s', (first, last, expected) => expect(initials(first, last)).toBe(expected));
});

describe('birth years span the last 60 years', () => {
  const years = birthYears(new Date('2026-11-22T00:00:00Z'));
  it('has 60 entries, newest first', () => {
    expect(years).toHaveLength(60);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1967);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (y, m, days) => expect(daysInMonth(y, m)).toBe(days));
});
