import { display, manyOf, num, oneOf, trueFalse, type ProblemSpec } from './kit.js';

/** Pre-Algebra lesson 1 homework: one problem of every type the player supports. */
export const ratiosShowcase: ProblemSpec[] = [
  display(
    'A **ratio** compares two quantities. The ratio of 6 boys to 9 girls is written 6:9, 6 to 9, or 6/9, and simplifies to 2:3. A **rate** compares quantities with different units, such as 150 miles in 3 hours.',
  ),
  num(
    'A recipe uses 3 cups of flour for every 2 cups of sugar. How many cups of flour go with 8 cups of sugar?',
    12,
    '8 cups of sugar is 4 times 2 cups, so use 4 × 3 = 12 cups of flour.',
    ['How many times bigger is 8 than 2?', 'Multiply the flour by the same number.'],
  ),
  {
    type: 'SHORT_TEXT_RESPONSE',
    question: 'Write the ratio 12:18 in simplest form, using a colon.',
    answer: '2:3',
    solution: 'The greatest common factor of 12 and 18 is 6: 12 ÷ 6 = 2 and 18 ÷ 6 = 3, so 2:3.',
    hints: ['Find the greatest number that divides both 12 and 18.'],
  },
  {
    type: 'MULTIPLE_TEXT_RESPONSE',
    question: 'What do we call a rate whose second quantity is 1, such as 60 miles per 1 hour?',
    answer: 'unit rate&a unit rate&unit-rate',
    solution: 'A rate "per one" of something is a unit rate.',
  },
  trueFalse('The ratios 4:6 and 10:15 are equivalent.', true, 'Both simplify to 2:3.'),
  oneOf(
    'Which is the best buy?',
    ['12 oz for $3.00', '16 oz for $3.60', '20 oz for $5.00', 'They all cost the same per ounce'],
    1,
    'Per ounce: $3.00 ÷ 12 = $0.25, $3.60 ÷ 16 = $0.225, $5.00 ÷ 20 = $0.25. The 16 oz box is cheapest per ounce.',
    ['Work out the price of one ounce for each box.'],
  ),
  manyOf(
    'Select every ratio equivalent to 3:4.',
    ['6:8', '9:12', '12:15', '15:20'],
    [0, 1, 3],
    'Multiply both terms of 3:4 by the same number: ×2 gives 6:8, ×3 gives 9:12, ×5 gives 15:20. 12:15 simplifies to 4:5.',
  ),
  {
    type: 'MATCHING',
    question: 'Match each rate with its unit rate.',
    choices: [
      ['120 miles in 2 hours;60 miles per hour'],
      ['$15 for 3 pounds;$5 per pound'],
      ['90 words in 3 minutes;30 words per minute'],
      ['48 pages in 4 days;12 pages per day'],
    ],
    solution: 'Divide the first quantity by the second: 120 ÷ 2, 15 ÷ 3, 90 ÷ 3, 48 ÷ 4.',
    randomizeChoices: true,
  },
  {
    type: 'RANKING',
    question: 'Order these runners from slowest to fastest.',
    choices: [['100 m in 50 s'], ['60 m in 20 s'], ['200 m in 40 s'], ['90 m in 10 s']],
    solution: 'Their speeds are 2, 3, 5 and 9 metres per second.',
    randomizeChoices: true,
  },
  {
    type: 'SCIENTIFIC_UNIT',
    question: 'A cyclist rides 36 km in 1.5 hours. What is her average speed? Include the unit (km/h).',
    answer: '24 km/h',
    approximate: true,
    solution: '36 km ÷ 1.5 h = 24 km/h.',
  },
  {
    type: 'ONE_HOTSPOT',
    question: 'On the number line from 0 to 1, click the point that shows the ratio 3:4 as a number.',
    imageUrl: '/images/problems/number-line-0-1.svg',
    choices: [['0.75,0.5', true]],
    solution: '3:4 = 3 ÷ 4 = 0.75, three quarters of the way from 0 to 1.',
  },
  {
    type: 'MANY_HOTSPOTS',
    question: 'The grid shows six points. Click every point whose y-value is twice its x-value.',
    imageUrl: '/images/problems/grid-y-equals-2x.svg',
    choices: [
      ['0.2,0.6', true],
      ['0.4,0.2', true],
    ],
    solution: 'The points (1, 2) and (2, 4) lie on y = 2x; the others do not.',
  },
  {
    type: 'FREE_FORM',
    question:
      'In two or three sentences, explain why the mixtures 2 cups juice : 3 cups water and 4 cups juice : 6 cups water taste the same.',
    points: 2,
    solution: 'The second mixture is the first one doubled: every cup of juice still has 1.5 cups of water, so the strength is the same.',
  },
  {
    type: 'OFFLINE',
    question:
      'On paper, draw a double number line showing that 5 apples cost $2. Extend it to 20 apples, then upload a photo of your work.',
    points: 2,
    solution: 'Marks at 5, 10, 15, 20 apples line up with $2, $4, $6, $8.',
  },
  {
    type: 'EMBED',
    question:
      '<p>Explore equivalent ratios with the interactive graph: drag the slider and watch the points stay on one line. Press NEXT when you are done.</p><iframe src="https://www.desmos.com/calculator" title="Ratio explorer" width="600" height="400"></iframe>',
    points: 0,
  },
];
