import { describe, expect, it } from 'vitest';
import { parseDecimalText } from './decimal.js';
import { prepareAnswerText, readNumberText, significantFigures } from './units-numbers.js';

describe('prepareAnswerText', () => {
  it.each([
    ['  24   km/h ', '24 km/h'],
    ['m/s²', 'm/s^2'],
    ['10⁻¹⁹', '10^-19'],
    ['6.02×10²³', '6.02×10^23'],
    ['H₂O', 'H2O'],
    ['２４ km', '24 km'],
    ['\u22125 μm', '-5 µm'],
    ['20–25', '20-25'],
  ])('%j → %j', (text, prepared) => expect(prepareAnswerText(text)).toBe(prepared));
});

describe('readNumberText', () => {
  it.each([
    ['12', '12', false, false],
    ['1,200.5', '1200.5', false, false],
    ['6.02e23', '6.02e23', true, true],
    ['6.02 × 10^23', '6.02e23', true, true],
    ['6.02 x 10^(-23)', '6.02e-23', true, true],
    ['6.02*10**23', '6.02e23', true, true],
    ['60.2e22', '6.02e23', true, false],
    ['0.5e3', '500', true, false],
    ['1e400', '1e400', true, true],
    ['9.99 × 10^999', '9.99e999', true, true],
    ['10.0e3', '1e4', true, false],
  ])('%j → %s (scientific %s, normalized %s)', (text, value, scientific, normalized) => {
    expect(readNumberText(text)).toMatchObject({ value: parseDecimalText(value), scientific, normalized });
  });

  it('reads 1.6 × 10^-19 and 1.6e-19 as the very same decimal', () => {
    expect(readNumberText('1.6 × 10^-19')?.value).toEqual(readNumberText('1.6e-19')?.value);
    expect(readNumberText('1.6 × 10^-19')?.value).toEqual({ coefficient: 16n, exponent: -20n });
  });

  it.each(['', 'abc', '1,20', '12 m', '10^3'])('%j is not one number', (text) => expect(readNumberText(text)).toBeNull());
});

describe('significantFigures', () => {
  it.each([
    ['3.14', 3],
    ['3.140', 4],
    ['0.0045', 2],
    ['1200', 2],
    ['1200.', 4],
    ['1.20', 3],
    ['-2.50', 3],
    ['1,200', 2],
    ['0', 1],
  ])('%j has %i', (mantissa, count) => expect(significantFigures(mantissa)).toBe(count));
});
