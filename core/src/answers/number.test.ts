import { describe, expect, it } from 'vitest';
import { answerHints } from './hints.js';
import { checkNumberResponse, numbersMatch, parseDecimal, readNumber } from './number.js';

describe('parseDecimal: numbers only', () => {
  it.each([
    ['12', 12],
    [' -3.5 ', -3.5],
    ['+0.25', 0.25],
    ['.5', 0.5],
    ['5.', 5],
    ['6.02e23', 6.02e23],
    ['1E-3', 0.001],
    ['\u22125', -5],
    ['１２', 12],
    ['', null],
    ['1,200', null],
    ['0x10', null],
    ['Infinity', null],
    ['1e400', null],
    ['12 cups', null],
  ])('%j → %s', (text, expected) => expect(parseDecimal(text)).toBe(expected));
});

describe('readNumber: non-numeric characters stripped when the value is not a number', () => {
  it.each([
    ['12', 12, '12'],
    ['-0.50', -0.5, '-0.50'],
    ['$1,200', 1200, '1200'],
    ['1,234,567.5', 1234567.5, '1234567.5'],
    ['3 000', 3000, '3000'],
    ['12 cups', 12, '12'],
    ['x = 12', 12, '12'],
    ['50%', 50, '50'],
    ['-5 degrees', -5, '-5'],
    ['about 7.25!', 7.25, '7.25'],
    ['\u22124 m', -4, '-4'],
  ])('%j → %s (stored %j)', (text, value, stored) => {
    expect(readNumber(text)).toEqual({ value, text: stored });
  });

  it.each(['', 'abc', '3/4', '5-3', '1.2.3', '1,5', '1 2', '--', '.'])(
    '%j is unreadable: stripping must not glue numbers together',
    (text) => expect(readNumber(text)).toBeNull(),
  );
});

describe('numbersMatch: 1 percent inclusive when approximate', () => {
  it.each([
    [12, 12, false, true],
    [12.0000001, 12, false, false],
    [101, 100, true, true],
    [99, 100, true, true],
    [101.0001, 100, true, false],
    [98.999, 100, true, false],
    [24.24, 24, true, true],
    [23.76, 24, true, true],
    [24.25, 24, true, false],
    [-101, -100, true, true],
    [-102, -100, true, false],
    [0, 0, true, true],
    [0.0001, 0, true, false],
    [101, 100, false, false],
  ])('%s vs %s (approximate %s) → %s', (given, expected, approximate, match) => {
    expect(numbersMatch(given, expected, approximate)).toBe(match);
  });
});

describe('checkNumberResponse', () => {
  it.each([
    ['12', '12', false, 'correct'],
    ['12.0', '12', false, 'correct'],
    ['12 cups', '12', false, 'correct'],
    ['$12', '12', false, 'correct'],
    ['13', '12', false, 'incorrect'],
    ['12.1', '12', false, 'incorrect'],
    ['12.1', '12', true, 'correct'],
    ['12.12', '12', true, 'correct'],
    ['12.13', '12', true, 'incorrect'],
    ['11.88', '12', true, 'correct'],
    ['11.87', '12', true, 'incorrect'],
    ['3000', '3000&3.0e3', false, 'correct'],
    ['3e3', '3000', false, 'correct'],
    ['0.5', '1/2&0.5', false, 'correct'],
    ['-4', '4', true, 'incorrect'],
  ])('%j against %j (approximate %s) is %s', (text, key, approximate, kind) => {
    expect(checkNumberResponse(text, key, approximate).kind).toBe(kind);
  });

  it.each(['', 'twelve', '3/4', '1.2.3'])('%j is invalid with the number hint', (text) => {
    expect(checkNumberResponse(text, '12', false)).toEqual({ kind: 'invalid', hint: 'Enter a number, for example 3.5' });
  });

  it('a key with no number cannot be checked', () => {
    expect(checkNumberResponse('12', 'twelve&', false)).toEqual({ kind: 'unsupported', message: answerHints.KEY_UNREADABLE });
  });
});
