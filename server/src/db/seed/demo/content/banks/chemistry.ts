import { manyOf, num, oneOf, short, trueFalse, type ProblemSpec } from '../kit.js';

export const chemistryBank: ProblemSpec[] = [
  short('What is the chemical symbol for sodium?', 'Na', 'From its Latin name, natrium.', ['It is not "So".']),
  num('How many protons does a carbon atom have?', 6, 'Carbon has atomic number 6.'),
  oneOf(
    'Which type of bond shares electrons between atoms?',
    ['ionic', 'covalent', 'metallic', 'hydrogen'],
    1,
    'Covalent bonds share electron pairs.',
  ),
  {
    type: 'SCIENTIFIC_UNIT',
    question: 'What is the molar mass of water (H₂O)? Use H = 1.0 g/mol and O = 16.0 g/mol. Include the unit.',
    answer: '18 g/mol&18.0 g/mol',
    approximate: true,
    solution: '2 × 1.0 + 16.0 = 18.0 g/mol.',
  },
  trueFalse('A pH of 3 is more acidic than a pH of 5.', true, 'Lower pH means more hydrogen ions: more acidic.'),
  manyOf(
    'Which of these are noble gases?',
    ['helium', 'nitrogen', 'neon', 'argon', 'oxygen'],
    [0, 2, 3],
    'Group 18: helium, neon, argon, krypton, xenon, radon.',
  ),
  num('Balance: _ H₂ + O₂ → 2 H₂O. What number goes in the blank?', 2, 'Four hydrogen atoms are needed on the left: 2 H₂.'),
  {
    type: 'MATCHING',
    question: 'Match each compound with its common name.',
    choices: [['NaCl;table salt'], ['H₂O;water'], ['CO₂;carbon dioxide'], ['NaHCO₃;baking soda']],
    solution: 'These are the everyday names of the four compounds.',
  },
];
