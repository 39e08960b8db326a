import { describe, expect, it } from 'vitest';
import { answerHints } from './hints.js';
import { parseDecimalText, type Decimal } from './decimal.js';
import { checkNumberResponse, numbersMatch, parseDecimal, readNumber } from './number.js';

/** The exact value of a written decimal (test tables are written as text, never as doubles). */
const d = (text: string): Decimal => parseDecimalText(text)!;

describe('parseDecimal: numbers only, exactly', () => {
  it.each([
    ['12', '12'],
    [' -3.5 ', '-3.5'],
    ['+0.25', '0.25'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['6.02e23', '602000000000000000000000'],
    ['1E-3', '0.001'],
    ['\u22125', '-5'],
    ['１２', '12'],
    ['12.50', '12.5'],
    // Too large or too precise for a double: still a number, kept exactly.
    ['1e400', '1e400'],
    ['123456789012345678901234567890', '123456789012345678901234567890'],
    ['', null],
    ['1,200', null],
    ['0x10', null],
    ['Infinity', null],
    ['12 cups', null],
  ])('%j → %s', (text, expected) => expect(parseDecimal(text)).toEqual(expected === null ? null : d(expected)));
});

describe('readNumber: non-numeric characters stripped when the value is not a number', () => {
  it.each([
    ['12', '12', '12'],
    ['-0.50', '-0.5', '-0.50'],
    ['$1,200', '1200', '1200'],
    ['1,234,567.5', '1234567.5', '1234567.5'],
    ['3 000', '3000', '3000'],
    ['12 cups', '12', '12'],
    ['x = 12', '12', '12'],
    ['50%', '50', '50'],
    ['-5 degrees', '-5', '-5'],
    ['about 7.25!', '7.25', '7.25'],
    ['\u22124 m', '-4', '-4'],
    ['$1e400', '1e400', '1e400'],
  ])('%j → %s (stored %j)', (text, value, stored) => {
    expect(readNumber(text)).toEqual({ value: d(value), text: stored });
  });

  it.each(['', 'abc', '3/4', '5-3', '1.2.3', '1,5', '1 2', '--', '.'])(
    '%j is unreadable: stripping must not glue numbers together',
    (text) => expect(readNumber(text)).toBeNull(),
  );
});

describe('numbersMatch: exact on decimal values, 1 percent inclusive when approximate', () => {
  it.each([
    ['12', '12', false, true],
    ['12.0000001', '12', false, false],
    ['3000', '3.0e3', false, true],
    ['0.3', '3e-1', false, true],
    // No slack: a billionth apart is a different number.
    ['1234567891', '1234567890', false, false],
    ['3.140000001', '3.14', false, false],
    ['123456789012345678901234567891', '123456789012345678901234567890', false, false],
    ['1e400', '1e400', false, true],
    ['1e400', '1.0e400', false, true],
    ['1e400', '1e401', false, false],
    ['101', '100', true, true],
    ['99', '100', true, true],
    ['101.0001', '100', true, false],
    ['98.999', '100', true, false],
    ['24.24', '24', true, true],
    ['23.76', '24', true, true],
    ['24.25', '24', true, false],
    ['-101', '-100', true, true],
    ['-102', '-100', true, false],
    ['0', '0', true, true],
    ['0.0001', '0', true, false],
    ['101', '100', false, false],
    ['1.01e400', '1e400', true, true],
    ['1.0101e400', '1e400', true, false],
    ['0.30300', '0.3', true, true],
    ['-0.3', '0.3', true, false],
  ])('%s vs %s (approximate %s) → %s', (given, expected, approximate, match) => {
    expect(numbersMatch(d(given), d(expected), approximate)).toBe(match);
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
    ['1234567891', '1234567890', false, 'incorrect'],
    ['1234567890', '1234567890', false, 'correct'],
    ['3.140000001', '3.14', false, 'incorrect'],
    ['0.1', '0.10', false, 'correct'],
    ['99999999999999999999999999', '99999999999999999999999999', false, 'correct'],
    ['99999999999999999999999998', '99999999999999999999999999', false, 'incorrect'],
    ['1e400', '1e400', false, 'correct'],
    ['2e400', '1e400', false, 'incorrect'],
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
