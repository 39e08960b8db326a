/**
 * Exact decimal numbers for answer checking: a written number is kept as the integer
 * `coefficient × 10^exponent`, so 3.14 and 3.140000001 differ, 0.1 + nothing is exactly 0.1, and
 * a number too large for a double (1e400, 30 digits) is still a number, compared exactly.
 */
export interface Decimal {
  /** Without trailing zeros (0 for zero), so equal values have equal fields. */
  readonly coefficient: bigint;
  readonly exponent: bigint;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function normalized(coefficient: bigint, exponent: bigint): Decimal {
  if (coefficient === 0n) return { coefficient: 0n, exponent: 0n };
  let c = coefficient;
  let e = exponent;
  while (c % 10n === 0n) {
    c /= 10n;
    e += 1n;
  }
  return { coefficient: c, exponent: e };
}

/** Reads '12', '-3.50', '.5', '5.', '6.02e23', '1e400'; null for anything else. */
export function parseDecimalText(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return null;
  const [, sign = '', whole = '', fraction = '', power = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(`${whole}${fraction}` || '0');
  return normalized(sign === '-' ? -digits : digits, BigInt(power) - BigInt(fraction.length));
}

/** A whole number (a count, a denominator) as a decimal. */
export function decimalOf(value: number | bigint): Decimal {
  return normalized(BigInt(value), 0n);
}

/** `mantissa × 10^power`. */
export function scaled(value: Decimal, power: bigint): Decimal {
  return value.coefficient === 0n ? value : { coefficient: value.coefficient, exponent: value.exponent + power };
}

export function negated(value: Decimal): Decimal {
  return { coefficient: -value.coefficient, exponent: value.exponent };
}

export function signOf(value: Decimal): -1 | 0 | 1 {
  return value.coefficient === 0n ? 0 : value.coefficient < 0n ? -1 : 1;
}

export function decimalsEqual(a: Decimal, b: Decimal): boolean {
  return a.coefficient === b.coefficient && a.exponent === b.exponent;
}

function digitCount(coefficient: bigint): bigint {
  return BigInt((coefficient < 0n ? -coefficient : coefficient).toString().length);
}

/** The power of ten of the leading digit (0 for 1 to 9.99…, 2 for 100 to 999…); zero has none. */
export function magnitude(value: Decimal): bigint | null {
  return value.coefficient === 0n ? null : value.exponent + digitCount(value.coefficient) - 1n;
}

/**
 * Whether |given − expected| ≤ |expected| × tolerance, exactly; `tolerance` is a decimal such
 * as 0.01. Numbers whose leading digits are far apart are never within a tolerance below 1, so
 * the exact arithmetic only runs on numbers of about the same size (bounded by their digits).
 */
export function withinTolerance(given: Decimal, expected: Decimal, tolerance: Decimal): boolean {
  if (decimalsEqual(given, expected)) return true;
  const far = magnitude(given);
  const near = magnitude(expected);
  if (far === null || near === null || signOf(given) !== signOf(expected)) return false;
  const gap = far - near;
  if (gap > 1n || gap < -1n) return false;
  // Everything over one common exponent: g, e and t as integers.
  const base = [given.exponent, expected.exponent, expected.exponent + tolerance.exponent].reduce((a, b) => (a < b ? a : b));
  const at = (value: Decimal, exponent: bigint) => value.coefficient * 10n ** (exponent - base);
  const difference = at(given, given.exponent) - at(expected, expected.exponent);
  const allowed = expected.coefficient * tolerance.coefficient * 10n ** (expected.exponent + tolerance.exponent - base);
  const abs = (n: bigint) => (n < 0n ? -n : n);
  return abs(difference) <= abs(allowed);
}

/** The nearest double, for display and ordering only (never for deciding correctness). */
export function decimalToNumber(value: Decimal): number {
  return Number(`${value.coefficient}e${value.exponent}`);
}
