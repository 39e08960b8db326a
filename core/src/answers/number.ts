import { decimalsEqual, parseDecimalText, withinTolerance, type Decimal } from './decimal.js';
import { answerHints } from './hints.js';
import { acceptedAnswers, invalid, unsupported, verdict, type CheckResult } from './types.js';

/** §9: with `approximate`, answers within 1 percent of the accepted value are correct. */
export const APPROXIMATE_TOLERANCE = 0.01;
const TOLERANCE: Decimal = { coefficient: 1n, exponent: -2n };

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const NUMBER_TOKEN = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/g;
/** A thousands separator: a comma, space or apostrophe followed by exactly three digits. */
const THOUSANDS = /(\d)[,\s'_](?=\d{3}(?!\d))/gu;

/** Unicode minus signs and full-width digits become ASCII, so '−5' and '５' read as numbers. */
export function asciiNumerals(text: string): string {
  return text.normalize('NFKC').replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, '-');
}

/**
 * A plain decimal or e-notation number ('3.5', '-0.25', '.5', '6.02e23', '1e400'), nothing else,
 * as its exact decimal value; null otherwise.
 */
export function parseDecimal(text: string): Decimal | null {
  const trimmed = asciiNumerals(text).trim();
  return DECIMAL.test(trimmed) ? parseDecimalText(trimmed) : null;
}

export interface NumberReading {
  /** Exact: the decimal written, not the nearest binary double. */
  value: Decimal;
  /** The number as it will be stored: as typed when it is a number, else with the other characters stripped. */
  text: string;
}

/**
 * §5 Number response: when the value is not a number, non-numeric characters are stripped
 * ('$1,200' → 1200, '12 cups' → 12, '50%' → 50). Stripping must not glue separate numbers into
 * a new one, so input holding two numbers ('3/4', '5-3', '1.2.3', '1,5') is unreadable: null.
 */
export function readNumber(text: string): NumberReading | null {
  const plain = asciiNumerals(text).trim();
  const direct = parseDecimal(plain);
  if (direct !== null) return { value: direct, text: plain };
  const tokens = plain.replace(THOUSANDS, '$1').match(NUMBER_TOKEN) ?? [];
  if (tokens.length !== 1) return null;
  const token = tokens[0] ?? '';
  const value = parseDecimalText(token);
  return value === null ? null : { value, text: token };
}

/**
 * Whether `given` equals `expected`, on decimal values: within 1 percent of `expected`
 * (inclusive) when `approximate`, otherwise exactly (3000 = 3.0e3, 3.14 ≠ 3.140000001).
 * An expected 0 has no tolerance.
 */
export function numbersMatch(given: Decimal, expected: Decimal, approximate: boolean): boolean {
  return approximate ? withinTolerance(given, expected, TOLERANCE) : decimalsEqual(given, expected);
}

/** SHORT_NUMBER_RESPONSE: any accepted answer (split on '&') compared as numbers. */
export function checkNumberResponse(text: string, key: string, approximate: boolean): CheckResult {
  const given = readNumber(text);
  if (given === null) return invalid(answerHints.NUMBER);
  const accepted = acceptedAnswers(key)
    .map(readNumber)
    .filter((reading) => reading !== null);
  if (accepted.length === 0) return unsupported(answerHints.KEY_UNREADABLE);
  return verdict(accepted.some((reading) => numbersMatch(given.value, reading.value, approximate)));
}
