import { describe, expect, it } from 'vitest';
import { birthYears, daysInMonth, gradeColor, gradeLabel, gradeLetter, initials, percentLabel } from './grades.js';

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

describe('gradeLetter: inclusive lower bounds of classroom.md §4', () => {
  it.each([
    [-1, 'In Progress'],
    [100, 'A+'],
    [95, 'A+'],
    [94.99, 'A'],
    [85, 'A'],
    [84.9, 'A-'],
    [75, 'A-'],
    [74.5, 'B+'],
    [74, 'B+'],
    [73.9, 'B'],
    [67, 'B'],
    [66, 'B-'],
    [60, 'B-'],
    [59.5, 'C+'],
    [59, 'C+'],
    [50, 'C'],
    [49.5, 'C'],
    [49.4, 'C-'],
    [40, 'C-'],
    [39.5, 'D+'],
    [39, 'D+'],
    [30, 'D'],
    [29.5, 'D'],
    [29, 'D-'],
    [20, 'D-'],
    [19.9, 'F'],
    [0.1, 'F'],
    [0, 'N/A'],
    [-5, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s → %s', (percent, letter) => expect(gradeLetter(percent)).toBe(letter));
});

describe('gradeColor: green from 75, orange from 60, else yellow', () => {
  it.each([
    [100, 'green'],
    [75, 'green'],
    [74.99, 'orange'],
    [60, 'orange'],
    [59.99, 'yellow'],
    [0, 'yellow'],
    [null, 'yellow'],
  ])('%s → %s', (percent, color) => expect(gradeColor(percent)).toBe(color));
});

describe('percentLabel', () => {
  it.each([
    [100, '100%'],
    [66.6, '67%'],
    [0, '0%'],
    [-1, 'N/A'],
    [null, 'N/A'],
  ])('%s → %s', (percent, label) => expect(percentLabel(percent)).toBe(label));
});
