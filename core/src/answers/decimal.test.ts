import { describe, expect, it } from 'vitest';
import { decimalOf, decimalsEqual, magnitude, parseDecimalText, withinTolerance, type Decimal } from './decimal.js';

const d = (text: string): Decimal => parseDecimalText(text)!;
const zeros = (count: number) => '0'.repeat(count);
const ONE_PERCENT: Decimal = { coefficient: 1n, exponent: -2n };

describe('parseDecimalText: trailing zeros counted on the text, however many', () => {
  // The name comes first: the longest texts are too long for a test's title.
  it.each<[string, string, bigint, bigint]>([
    ['1200', '1200', 12n, 2n],
    ['zeros after the point', '-1200.00', -12n, 2n],
    ['leading zeros', '000120', 12n, 1n],
    ['zeros on both sides', '0.0012300', 123n, -5n],
    ['1 and 19,999 zeros', `1${zeros(19_999)}`, 1n, 19_999n],
    ['0.000…1 with 19,999 zeros', `0.${zeros(19_999)}1`, 1n, -20_000n],
    ['1 and 999,999 zeros (1,000,000 digits)', `1${zeros(999_999)}`, 1n, 999_999n],
    ['1,000,000 digits, the last one 1', `${zeros(500_000)}.${zeros(499_999)}1`, 1n, -500_000n],
    ['zeros cancelled by the exponent', `1${zeros(999_999)}e-999999`, 1n, 0n],
  ])('%s', (_name, text, coefficient, exponent) => {
    expect(parseDecimalText(text)).toEqual({ coefficient, exponent });
  });

  it.each([
    ['0', '0'],
    ['-0', '-0'],
    ['000', '000'],
    ['0.000', '0.000'],
    ['.0', '.0'],
    ['0e999999999', '0e999999999'],
    ['1,000,000 zeros', zeros(1_000_000)],
  ])('%s is zero', (_name, text) => {
    expect(parseDecimalText(text)).toEqual({ coefficient: 0n, exponent: 0n });
  });

  it('reads a 1,000,000-digit number of every digit exactly', () => {
    const digits = '1234567890'.repeat(100_000).slice(0, 999_999) + '7';
    const value = d(digits);
    expect(value.exponent).toBe(0n);
    expect(magnitude(value)).toBe(999_999n);
    expect(value.coefficient % 1000n).toBe(897n);
  });

  it('1 followed by 19,999 zeros equals 1e19999 and 1.0e19999, not 1e19998', () => {
    const written = d(`1${zeros(19_999)}`);
    expect(decimalsEqual(written, d('1e19999'))).toBe(true);
    expect(decimalsEqual(written, d('1.0e19999'))).toBe(true);
    expect(decimalsEqual(written, d('1e19998'))).toBe(false);
  });

  it('whole numbers read the same as their text', () => {
    expect(decimalOf(1200)).toEqual(d('1200'));
    expect(decimalOf(-30n)).toEqual(d('-30'));
    expect(decimalOf(0)).toEqual(d('0'));
    expect(decimalOf(10n ** 400n)).toEqual(d('1e400'));
  });
});

describe('magnitudes first: a huge exponent is two short numbers, never a huge power of ten', () => {
  /** The text of a long number, short enough for a test's title. */
  const shown = (text: string) => (text.length > 30 ? `${text.slice(0, 8)}… (${text.length} characters)` : text);

  const cases: [string, string, boolean][] = [
    ['1e999999999', '1', false],
    ['1', '1e999999999', false],
    ['1e-999999999', '1', false],
    ['1e999999999', '1e-999999999', false],
    ['1e999999999', '1e999999999', true],
    ['1.005e999999999', '1e999999999', true],
    ['1.02e999999999', '1e999999999', false],
    ['9.95e999999998', '1e999999999', true],
    ['9.9e-999999999', '1e-999999998', true],
    [`1${zeros(19_999)}`, '1e19999', true],
    [`1${zeros(19_998)}1`, '1e19999', true],
    [`1.${zeros(19_998)}1`, '1', true],
    [`1.${zeros(19_998)}1`, '1.02', false],
    ['-1e999999999', '1e999999999', false],
  ];

  it.each(cases.map(([given, expected, within]) => [shown(given), shown(expected), within, given, expected] as const))(
    '%s within 1 percent of %s: %s',
    (_given, _expected, within, given, expected) => {
      expect(withinTolerance(d(given), d(expected), ONE_PERCENT)).toBe(within);
    },
  );

  it('the magnitude of 1e999999999 is read from its exponent', () => {
    expect(magnitude(d('1e999999999'))).toBe(999_999_999n);
    expect(magnitude(d('12.5e-999999999'))).toBe(-999_999_998n);
  });

  it('a tolerance below the last digit of both numbers allows only equal numbers, without building its power of ten', () => {
    const billionth: Decimal = { coefficient: 1n, exponent: -999_999_999n };
    expect(withinTolerance(d('1.0000001'), d('1'), billionth)).toBe(false);
    expect(withinTolerance(d('1.5'), d('1.5'), billionth)).toBe(true);
    expect(withinTolerance(d('3.14'), d('3.14000'), billionth)).toBe(true);
  });

  it('a tolerance of 1 or more is refused: the magnitude shortcut holds only below 1', () => {
    expect(() => withinTolerance(d('1'), d('2'), d('1'))).toThrow(RangeError);
    expect(() => withinTolerance(d('1'), d('2'), d('1e999999999'))).toThrow(RangeError);
  });
});
