import { manyOf, num, oneOf, trueFalse, type ProblemSpec } from '../kit.js';

/** Contest-style problems in the manner of the AMC 8. */
export const competitionBank: ProblemSpec[] = [
  num('How many positive divisors does 36 have?', 9, '36 = 2² × 3², so it has (2 + 1)(2 + 1) = 9 divisors.', [
    'Write 36 as a product of primes.',
    'Add one to each exponent and multiply.',
  ]),
  oneOf(
    'Two fair six-sided dice are rolled. What is the probability that the sum is 7?',
    ['1/12', '1/6', '1/4', '7/36'],
    1,
    'Six of the 36 outcomes sum to 7: (1,6), (2,5), (3,4), (4,3), (5,2), (6,1). 6/36 = 1/6.',
  ),
  num('How many ways can 5 students stand in a line?', 120, '5! = 5 × 4 × 3 × 2 × 1 = 120.', [
    'Count the choices for the first place, then the second...',
  ]),
  num(
    'What is $1 + 2 + 3 + \\dots + 50$, the sum of the integers from 1 to 50?',
    1275,
    'Pair 1 with 50, 2 with 49, ...: $\\frac{50 \\times 51}{2} = 25 \\times 51 = 1275$.',
    ['Try pairing the first and last numbers.'],
  ),
  oneOf(
    'A clock shows 3:00. What is the smaller angle between the hour hand and the minute hand?',
    ['60°', '90°', '120°', '180°'],
    1,
    'Each hour mark is 30°; three marks apart is 90°.',
  ),
  num('What is the remainder when $2^{10}$ is divided by 7?', 2, '$2^3 = 8$ leaves 1, so $2^9$ leaves 1 and $2^{10}$ leaves 2.'),
  manyOf('Which of these numbers are prime?', ['51', '53', '57', '59'], [1, 3], '51 = 3 × 17 and 57 = 3 × 19; 53 and 59 are prime.'),
  trueFalse('Every multiple of 6 is also a multiple of 3.', true, '6 = 2 × 3, so 6k = 3 × 2k.'),
  num(
    'A rectangle has perimeter 30 and its length is twice its width. What is its area?',
    50,
    'w + 2w = 15, so w = 5, length 10, area 50.',
  ),
];
