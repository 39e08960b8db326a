import { oneOf, short, trueFalse, type ProblemSpec } from '../kit.js';

export const englishBank: ProblemSpec[] = [
  oneOf(
    'Which sentence uses a simile?',
    ['The wind howled all night.', 'Her smile was as bright as the sun.', 'Time is a thief.', 'The leaves danced in the wind.'],
    1,
    'A simile compares with "like" or "as".',
  ),
  short('What is the plural of "mouse"?', 'mice', '"Mouse" has an irregular plural.'),
  trueFalse(
    'A first-person narrator uses pronouns such as "I" and "we".',
    true,
    "First person tells the story from the narrator's own point of view.",
  ),
  oneOf(
    'Which word is an adverb in "She quickly finished her story"?',
    ['She', 'quickly', 'finished', 'story'],
    1,
    '"Quickly" tells how she finished.',
  ),
  {
    type: 'RANKING',
    question: 'Put the parts of a story arc in order.',
    choices: [['exposition'], ['rising action'], ['climax'], ['falling action'], ['resolution']],
    solution: 'A plot builds to its climax and then resolves.',
  },
  {
    type: 'FREE_FORM',
    question: 'Write a paragraph of four to six sentences describing a place you know well. Use at least two of the five senses.',
    points: 5,
    solution: 'Strong answers show rather than tell: sounds, smells and textures as well as sights.',
  },
  {
    type: 'MULTIPLE_TEXT_RESPONSE',
    question: 'Give a synonym for "happy".',
    answer: 'glad&joyful&cheerful&content&delighted&pleased',
    solution: 'Glad, joyful, cheerful, content, delighted and pleased are all accepted.',
  },
];
