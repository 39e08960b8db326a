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
const ZERO: Decimal = { coefficient: 0n, exponent: 0n };
const ZERO_CHAR = 48;

/**
 * `±digits × 10^exponent` without leading or trailing zeros. The trailing zeros are counted on the
 * text and cut off before the one conversion to a bigint: dividing the bigint by ten once per zero
 * costs time in the square of the length (a tenth of a second for a '1' and 20,000 zeros, minutes
 * for a million digits).
 */
function fromDigits(negative: boolean, digits: string, exponent: bigint): Decimal {
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === ZERO_CHAR) end -= 1;
  let start = 0;
  while (start < end && digits.charCodeAt(start) === ZERO_CHAR) start += 1;
  if (start === end) return ZERO;
  const coefficient = BigInt(digits.slice(start, end));
  return { coefficient: negative ? -coefficient : coefficient, exponent: exponent + BigInt(digits.length - end) };
}

/**
 * Reads '12', '-3.50', '.5', '5.', '6.02e23', '1e400'; null for anything else. The work grows with
 * the length of `text`, never with the size of the number ('1e999999999' is two short bigints).
 */
export function parseDecimalText(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return null;
  const [, sign = '', whole = '', fraction = '', power = '0'] = match;
  if (whole === '' && fraction === '') return null;
  return fromDigits(sign === '-', `${whole}${fraction}`, BigInt(power) - BigInt(fraction.length));
}

/** A whole number (a count, a denominator) as a decimal. */
export function decimalOf(value: number | bigint): Decimal {
  const whole = BigInt(value);
  return fromDigits(whole < 0n, (whole < 0n ? -whole : whole).toString(), 0n);
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
 * Whether |given − expected| ≤ |expected| × tolerance, exactly; `tolerance` is a decimal from 0 to
 * under 1, such as 0.01. The exact arithmetic lines the numbers up by powers of ten, so it runs
 * only where those powers stay as small as the digits written: numbers whose leading digits are
 * more than one place apart are never within a tolerance below 1 (1e999999999 is not near 1, and
 * no power of ten that size is ever built), and a tolerance smaller than the last digit of both
 * numbers allows only equal numbers. The powers left are bounded by the digits of the three numbers.
 */
export function withinTolerance(given: Decimal, expected: Decimal, tolerance: Decimal): boolean {
  const allowance = magnitude(tolerance);
  if (allowance !== null && allowance >= 0n) throw new RangeError('A tolerance must be below 1');
  if (decimalsEqual(given, expected)) return true;
  const far = magnitude(given);
  const near = magnitude(expected);
  if (far === null || near === null || allowance === null || signOf(given) !== signOf(expected)) return false;
  const gap = far - near;
  if (gap > 1n || gap < -1n) return false;
  // Unequal numbers differ by at least 10^(near − digits), and |expected| × tolerance is below
  // 10^(near + allowance + 2): a tolerance that small allows only equal numbers.
  const digits = [given, expected].map((value) => digitCount(value.coefficient)).reduce((a, b) => (a > b ? a : b));
  if (allowance + 2n <= -digits) return false;
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
