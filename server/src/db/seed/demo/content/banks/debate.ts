import { manyOf, oneOf, trueFalse, type ProblemSpec } from '../kit.js';

export const debateBank: ProblemSpec[] = [
  oneOf(
    'In a parliamentary debate, which side argues for the motion?',
    ['the opposition', 'the government', 'the judges', 'the audience'],
    1,
    'The government (proposition) supports the motion.',
  ),
  trueFalse("A rebuttal answers the other side's arguments.", true, "Rebuttal is the direct response to the opponents' case."),
  manyOf(
    'Which of these make a strong argument?',
    ['a clear claim', 'reasoning that links evidence to the claim', 'personal attacks', 'relevant evidence'],
    [0, 1, 3],
    'Claim, warrant and evidence; personal attacks are a fallacy (ad hominem).',
  ),
  {
    type: 'MATCHING',
    question: 'Match each fallacy with an example.',
    choices: [
      ['ad hominem;You cannot trust his plan, he failed math.'],
      ['straw man;So you want no rules at all?'],
      ['slippery slope;If we allow phones, next it will be video games in class.'],
    ],
    solution: 'Each example attacks something other than the real argument.',
  },
  {
    type: 'OFFLINE',
    question:
      'Record a two-minute constructive speech for the motion "This house would ban homework in primary school" and upload the recording.',
    points: 5,
    solution: 'Strong speeches state the motion, define terms, give two or three arguments with evidence and end with a summary.',
  },
  {
    type: 'FREE_FORM',
    question: "Write the opening sentence of a speech that grabs the audience's attention.",
    points: 2,
    solution: 'Hooks include a question, a striking fact or a short story.',
  },
];
