/** Numbers as written in scientific-unit answers: plain, e-notation, × 10^n, with significant figures. */
import { magnitude, parseDecimalText, scaled, type Decimal } from './decimal.js';

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
};

/**
 * One spelling for what students type in many ways. Superscripts become '^' powers first
 * ('10⁻³' → '10^-3', 'm²' → 'm^2'; NFKC alone would glue '10²³' into '1023'), then NFKC turns
 * full-width and subscript characters into plain ones ('H₂O' → 'H2O'), Greek mu becomes the micro
 * sign, dashes and the Unicode minus become '-', and runs of spaces become one.
 */
export function prepareAnswerText(text: string): string {
  return text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g, (run) => `^${[...run].map((char) => SUPERSCRIPTS[char] ?? '').join('')}`)
    .normalize('NFKC')
    .replace(/\u03BC/g, '\u00B5')
    .replace(/[\u2212\u2012\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const PLAIN = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const GROUPED = String.raw`[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?`;
const POWER_OF_TEN = String.raw`(?:[eE][+-]?\d+|\s?[x×X*·⋅]\s?10\s?(?:\^|\*\*)\s?\(?[+-]?\d+\)?)`;

/** A number with optional thousands commas and power of ten, for answers holding one number. */
export const NUMBER = `(?:${GROUPED}|${PLAIN})${POWER_OF_TEN}?`;
/** A number without thousands commas, for answers where a comma separates numbers. */
export const SIMPLE_NUMBER = `${PLAIN}${POWER_OF_TEN}?`;

const NUMBER_PARTS = new RegExp(String.raw`^(${GROUPED}|${PLAIN})(?:[eE]([+-]?\d+)|\s?[x×X*·⋅]\s?10\s?(?:\^|\*\*)\s?\(?([+-]?\d+)\)?)?$`);

export interface NumberText {
  /** Exact: the decimal written, however large. */
  value: Decimal;
  /** Written with a power of ten (6.02e23, 6.02 × 10^23). */
  scientific: boolean;
  /** Scientific with a mantissa from 1 to under 10, as scientific notation requires. */
  normalized: boolean;
  /** The digits before the power of ten, as written, for counting significant figures. */
  mantissa: string;
}

/** Reads one number written in any of the forms of `NUMBER`; null if `text` is anything else. */
export function readNumberText(text: string): NumberText | null {
  const match = NUMBER_PARTS.exec(text.trim());
  if (match === null) return null;
  const mantissa = (match[1] ?? '').replace(/,/g, '');
  const exponent = match[2] ?? match[3];
  const digits = parseDecimalText(mantissa);
  if (digits === null) return null;
  const value = exponent === undefined ? digits : scaled(digits, BigInt(exponent));
  const scientific = exponent !== undefined;
  // Normalized: the mantissa's leading digit is in the units place (1 to under 10).
  return { value, scientific, normalized: scientific && magnitude(digits) === 0n, mantissa };
}

/**
 * Significant figures of a written mantissa: leading zeros never count; trailing zeros count
 * after a decimal point ('3.140' has 4) and not without one ('1200' has 2, '1200.' has 4).
 */
export function significantFigures(mantissa: string): number {
  const digits = mantissa.replace(/^[+-]/, '').replace(/,/g, '');
  const [whole = '', fraction] = digits.split('.');
  const significant = fraction === undefined ? whole.replace(/^0+/, '').replace(/0+$/, '') : `${whole}${fraction}`.replace(/^0+/, '');
  return Math.max(significant.length, 1);
}
