import { num, oneOf, short, trueFalse, type ProblemSpec } from '../kit.js';

export const geometryBank: ProblemSpec[] = [
  num('Two angles of a triangle measure 47° and 68°. What is the third angle, in degrees?', 65, '180 − 47 − 68 = 65.'),
  num('A right triangle has legs 6 and 8. How long is the hypotenuse?', 10, '√(6² + 8²) = √100 = 10.', ['Use the Pythagorean theorem.']),
  {
    ...num('What is the area of a circle with radius 3? Give your answer to two decimals.', '28.27', 'π × 3² ≈ 28.27.'),
    approximate: true,
  },
  oneOf('How many degrees are in the interior angles of a hexagon, in total?', ['540', '720', '900', '1080'], 1, '(6 − 2) × 180 = 720.'),
  trueFalse('A square is always a rhombus.', true, 'A square has four equal sides, which is what a rhombus needs.'),
  short('What is the name of a polygon with eight sides?', 'octagon', 'Octa- means eight.'),
  num('The volume of a cube is 64 cm³. How long is one edge, in cm?', 4, '4 × 4 × 4 = 64.'),
  {
    type: 'RANKING',
    question: 'Order these shapes from smallest to largest area.',
    choices: [['A 3 × 3 square'], ['A triangle with base 8 and height 2.5'], ['A 4 × 3 rectangle'], ['A circle of radius 2']],
    solution: 'The areas are 9, 10, 12 and about 12.57.',
  },
];
