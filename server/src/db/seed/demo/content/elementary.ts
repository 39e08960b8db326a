import { num, oneOf, trueFalse, type ProblemSpec } from './kit.js';

/** Grade 3 to 5 arithmetic made from numbers derived from the seed. */
const makers: ((n: number) => ProblemSpec)[] = [
  (n) => {
    const a = 12 + (n % 37);
    const b = 3 + (n % 7);
    return num(`What is ${a} × ${b}?`, a * b, `${a} × ${b} = ${a * b}.`, [`Split ${a} into tens and ones.`]);
  },
  (n) => {
    const q = 11 + (n % 40);
    const d = 3 + (n % 6);
    return num(`What is ${q * d} ÷ ${d}?`, q, `${d} × ${q} = ${q * d}, so ${q * d} ÷ ${d} = ${q}.`);
  },
  (n) => {
    const d = [4, 6, 8, 10, 12][n % 5]!;
    const a = 1 + (n % (d - 2));
    return oneOf(
      `Which fraction is equal to ${a}/${d / 2}?`,
      [`${a}/${d}`, `${2 * a}/${d}`, `${a + 1}/${d}`, `${a}/${d + 2}`],
      1,
      `Multiply top and bottom by 2: ${a}/${d / 2} = ${2 * a}/${d}.`,
    );
  },
  (n) => {
    const a = (10 + (n % 50)) / 10;
    const b = (5 + (n % 30)) / 10;
    return {
      ...num(`Add: ${a.toFixed(1)} + ${b.toFixed(1)}`, (a + b).toFixed(1), `Line up the decimal points: ${(a + b).toFixed(1)}.`),
      approximate: true,
    };
  },
  (n) => {
    const side = 3 + (n % 9);
    return num(`A square has sides of ${side} inches. What is its perimeter in inches?`, 4 * side, `4 × ${side} = ${4 * side} inches.`);
  },
  (n) => trueFalse(`${20 + (n % 10)} is an even number.`, (20 + (n % 10)) % 2 === 0, 'Even numbers end in 0, 2, 4, 6 or 8.'),
];

export function elementaryProblems(seed: number, count: number): ProblemSpec[] {
  return Array.from({ length: count }, (_, index) => makers[(seed + index) % makers.length]!(seed * 17 + index));
}
