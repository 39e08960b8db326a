import { manyOf, num, oneOf, trueFalse, type ProblemSpec } from '../kit.js';

export const physicsBank: ProblemSpec[] = [
  {
    type: 'SCIENTIFIC_UNIT',
    question: 'A car speeds up from rest to 24 m/s in 6 s. What is its acceleration? Include the unit.',
    answer: '4 m/s^2',
    approximate: true,
    solution: 'a = Δv / Δt = 24 m/s ÷ 6 s = 4 m/s².',
    hints: ['Acceleration is the change in velocity divided by the time it took.'],
  },
  {
    type: 'SCIENTIFIC_UNIT',
    question: 'What force is needed to accelerate a 1200 kg car at 2.5 m/s²? Include the unit.',
    answer: '3000 N&3.0e3 N',
    approximate: true,
    solution: 'F = ma = 1200 kg × 2.5 m/s² = 3000 N.',
  },
  oneOf(
    'A ball is thrown straight up. At the top of its path, its acceleration is:',
    ['zero', '9.8 m/s² downward', '9.8 m/s² upward', 'it depends on the speed it was thrown'],
    1,
    'Gravity pulls down with 9.8 m/s² the whole time, even when the velocity is momentarily zero.',
  ),
  num(
    'A 2 kg book sits 1.5 m above the floor. What is its gravitational potential energy in joules? Use g = 10 m/s².',
    30,
    'PE = mgh = 2 × 10 × 1.5 = 30 J.',
  ),
  trueFalse(
    'An object moving at constant velocity has no net force acting on it.',
    true,
    "Newton's first law: no net force means no change in velocity.",
  ),
  manyOf(
    'Which of these are vector quantities?',
    ['velocity', 'mass', 'force', 'temperature', 'displacement'],
    [0, 2, 4],
    'Velocity, force and displacement have a direction; mass and temperature do not.',
  ),
  {
    type: 'MATCHING',
    question: 'Match each quantity with its SI unit.',
    choices: [['force;newton'], ['energy;joule'], ['power;watt'], ['momentum;kg·m/s']],
    solution: 'N = kg·m/s², J = N·m, W = J/s, and momentum is mass × velocity.',
  },
  num('A 0.5 kg ball moves at 8 m/s. What is its momentum in kg·m/s?', 4, 'p = mv = 0.5 × 8 = 4 kg·m/s.'),
];
