import { manyOf, oneOf, short, trueFalse, type ProblemSpec } from '../kit.js';

export const biologyBank: ProblemSpec[] = [
  short(
    'Which organelle is known as the powerhouse of the cell?',
    'mitochondria&mitochondrion',
    'Mitochondria release energy from food as ATP.',
  ),
  oneOf(
    'Which molecule carries genetic information in most living things?',
    ['ATP', 'DNA', 'glucose', 'cellulose'],
    1,
    'DNA stores the genetic code.',
  ),
  trueFalse(
    'Plant cells have a cell wall but animal cells do not.',
    true,
    'The cellulose cell wall is found in plants, fungi and many bacteria, not in animals.',
  ),
  manyOf(
    'Select every part found in both plant and animal cells.',
    ['nucleus', 'chloroplast', 'cell membrane', 'ribosome', 'large central vacuole'],
    [0, 2, 3],
    'Chloroplasts and a large central vacuole are typical of plant cells only.',
  ),
  {
    type: 'MATCHING',
    question: 'Match each term with its meaning.',
    choices: [
      ['genotype;the alleles an organism carries'],
      ['phenotype;the trait that can be observed'],
      ['dominant;shows up with one copy'],
      ['recessive;shows up only with two copies'],
    ],
    solution: 'Genotype is the genetic make-up; phenotype is what we see.',
  },
  {
    type: 'RANKING',
    question: 'Order these levels of organisation from smallest to largest.',
    choices: [['cell'], ['tissue'], ['organ'], ['organ system'], ['organism']],
    solution: 'Cells form tissues, tissues form organs, organs form systems, systems form an organism.',
  },
  oneOf(
    'In a food chain grass → rabbit → fox, the rabbit is a:',
    ['producer', 'primary consumer', 'secondary consumer', 'decomposer'],
    1,
    'The rabbit eats the producer (grass), so it is a primary consumer.',
  ),
  {
    type: 'FREE_FORM',
    question: 'In a few sentences, explain how natural selection can change a population over many generations.',
    points: 3,
    solution:
      'Individuals vary; those with traits suited to the environment survive and reproduce more; their traits become more common over generations.',
  },
];
