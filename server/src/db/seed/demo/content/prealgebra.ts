import { manyOf, num, oneOf, short, trueFalse, type ProblemSpec } from './kit.js';

/** Pre-Algebra practice made from numbers derived from the seed, so every set differs. */
const makers: ((n: number) => ProblemSpec)[] = [
  (n) => {
    const a = 4 + (n % 9);
    const b = 12 + ((n * 7) % 20);
    return num(`Compute (−${a}) + ${b}.`, b - a, `Start at −${a} and move ${b} to the right: ${b - a}.`, ['Think of a number line.']);
  },
  (n) => {
    const x = 2 + (n % 8);
    return num(`Evaluate 3x + 4 when x = ${x}.`, 3 * x + 4, `3 × ${x} + 4 = ${3 * x} + 4 = ${3 * x + 4}.`);
  },
  (n) => {
    const a = 5 + (n % 11);
    const b = a + 9 + (n % 13);
    return num(`Solve for x: x + ${a} = ${b}.`, b - a, `Subtract ${a} from both sides: x = ${b - a}.`, ['Undo the addition.']);
  },
  (n) => {
    const a = 2 + (n % 5);
    const x = 3 + (n % 7);
    const b = 1 + (n % 9);
    return num(`Solve for x: ${a}x + ${b} = ${a * x + b}.`, x, `Subtract ${b}: ${a}x = ${a * x}. Divide by ${a}: x = ${x}.`, [
      `First subtract ${b} from both sides.`,
      `Then divide both sides by ${a}.`,
    ]);
  },
  (n) => {
    const percent = [10, 20, 25, 40, 50, 75][n % 6]!;
    const whole = 40 * (1 + (n % 5));
    return num(
      `What is ${percent}% of ${whole}?`,
      (percent * whole) / 100,
      `${percent}% of ${whole} = ${percent / 100} × ${whole} = ${(percent * whole) / 100}.`,
    );
  },
  (n) => {
    const a = 3 + (n % 6);
    const b = 10 + (n % 10);
    const options = [b - a - 2, b - a, b - a + 3, b - a - 5];
    return oneOf(
      `Which value of x makes x + ${a} > ${b} true?`,
      options.map(String),
      2,
      `x must be greater than ${b - a}; only ${b - a + 3} is.`,
    );
  },
  (n) => {
    const w = 3 + (n % 6);
    const l = w + 2 + (n % 5);
    return {
      ...num(
        `A rectangle is ${l} cm long and ${w} cm wide. What is its area in square centimetres?`,
        l * w,
        `Area = length × width = ${l} × ${w} = ${l * w} cm².`,
      ),
      typesetMath: false,
    };
  },
  (n) => {
    const a = 2 + (n % 4);
    return short(`Simplify ${a}(x + 3) − ${a}x.`, `${3 * a}`, `Distribute: ${a}x + ${3 * a} − ${a}x = ${3 * a}.`);
  },
  (n) =>
    trueFalse(
      `The product of two negative numbers is ${n % 2 ? 'negative' : 'positive'}.`,
      n % 2 === 0,
      'A negative times a negative is positive.',
    ),
  (n) => {
    const k = 2 + (n % 5);
    return manyOf(
      `Select every expression equal to ${k}x + ${k}.`,
      [`${k}(x + 1)`, `x + ${2 * k}`, `${k}x + ${k}·1`, `(x + 1)·${k}`],
      [0, 2, 3],
      `${k}(x + 1) = ${k}x + ${k}; multiplication is commutative, so (x + 1)·${k} is the same.`,
    );
  },
];

export function prealgebraProblems(seed: number, count: number): ProblemSpec[] {
  return Array.from({ length: count }, (_, index) => makers[(seed + index) % makers.length]!(seed * 31 + index));
}
