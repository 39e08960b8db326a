import { describe, expect, it } from 'vitest';
import { checkAnswer, checkStoredAnswer } from './check.js';
import type { AnswerInput, CheckableChoice, CheckableProblem, CheckResultKind, ProblemType } from './types.js';

function problem(
  problemType: ProblemType,
  answer = '',
  choices: CheckableChoice[] = [],
  extra: Partial<CheckableProblem> = {},
): CheckableProblem {
  return { problemType, answer, caseSensitive: false, approximate: false, choices, ...extra };
}
const marked = (...correct: boolean[]) => correct.map((isCorrect, index) => ({ text: `choice ${index}`, correct: isCorrect }));
const auto = { autoGraded: true };
const manual = { autoGraded: false };

/** One right, one wrong and one unreadable answer for every answerable type, through the entry point. */
const cases: [string, CheckableProblem, AnswerInput, CheckResultKind][] = [
  ['FREE_FORM written', problem('FREE_FORM'), { kind: 'text', text: 'An essay' }, 'correct'],
  ['FREE_FORM blank', problem('FREE_FORM'), { kind: 'text', text: '  ' }, 'invalid'],
  ['OFFLINE with no note', problem('OFFLINE'), { kind: 'text', text: '' }, 'correct'],
  ['OFFLINE with a note', problem('OFFLINE'), { kind: 'text', text: 'see photo' }, 'correct'],
  [
    'ONE_HOTSPOT hit',
    problem('ONE_HOTSPOT', '', [{ text: '0.75,0.5', correct: true }]),
    { kind: 'hotspots', clicks: [{ x: 0.76, y: 0.5 }] },
    'correct',
  ],
  [
    'ONE_HOTSPOT miss',
    problem('ONE_HOTSPOT', '', [{ text: '0.75,0.5', correct: true }]),
    { kind: 'hotspots', clicks: [{ x: 0.25, y: 0.5 }] },
    'incorrect',
  ],
  [
    'MANY_HOTSPOTS all',
    problem('MANY_HOTSPOTS', '', [
      { text: '0.2,0.6', correct: true },
      { text: '0.4,0.2', correct: true },
    ]),
    {
      kind: 'hotspots',
      clicks: [
        { x: 0.2, y: 0.6 },
        { x: 0.4, y: 0.2 },
      ],
    },
    'correct',
  ],
  [
    'MANY_HOTSPOTS some',
    problem('MANY_HOTSPOTS', '', [
      { text: '0.2,0.6', correct: true },
      { text: '0.4,0.2', correct: true },
    ]),
    { kind: 'hotspots', clicks: [{ x: 0.2, y: 0.6 }] },
    'incorrect',
  ],
  [
    'MATCHING right',
    problem('MATCHING', '0,1', [
      { text: 'a;1', correct: true },
      { text: 'b;2', correct: true },
    ]),
    {
      kind: 'matching',
      pairs: [
        { left: 0, right: 0 },
        { left: 1, right: 1 },
      ],
    },
    'correct',
  ],
  [
    'MATCHING crossed',
    problem('MATCHING', '0,1', [
      { text: 'a;1', correct: true },
      { text: 'b;2', correct: true },
    ]),
    {
      kind: 'matching',
      pairs: [
        { left: 0, right: 1 },
        { left: 1, right: 0 },
      ],
    },
    'incorrect',
  ],
  [
    'SCIENTIFIC_UNIT right',
    problem('SCIENTIFIC_UNIT', '24 km/h', [], { approximate: true }),
    { kind: 'text', text: '24.1 km/h' },
    'correct',
  ],
  [
    'SCIENTIFIC_UNIT wrong unit',
    problem('SCIENTIFIC_UNIT', '24 km/h', [], { approximate: true }),
    { kind: 'text', text: '24 m/s' },
    'incorrect',
  ],
  ['SCIENTIFIC_UNIT unknown unit', problem('SCIENTIFIC_UNIT', '24 km/h'), { kind: 'text', text: '24 kph' }, 'invalid'],
  ['SCIENTIFIC_UNIT unknown template', problem('SCIENTIFIC_UNIT', 'twenty-four'), { kind: 'text', text: '24 km/h' }, 'unsupported'],
  ['SHORT_NUMBER_RESPONSE', problem('SHORT_NUMBER_RESPONSE', '12'), { kind: 'text', text: '12 cups' }, 'correct'],
  ['SHORT_NUMBER_RESPONSE wrong', problem('SHORT_NUMBER_RESPONSE', '12'), { kind: 'text', text: '13' }, 'incorrect'],
  ['SHORT_NUMBER_RESPONSE unreadable', problem('SHORT_NUMBER_RESPONSE', '12'), { kind: 'text', text: 'a dozen' }, 'invalid'],
  ['SHORT_TEXT_RESPONSE', problem('SHORT_TEXT_RESPONSE', '2:3'), { kind: 'text', text: ' 2 : 3' }, 'correct'],
  ['MULTIPLE_TEXT_RESPONSE', problem('MULTIPLE_TEXT_RESPONSE', 'glad&joyful'), { kind: 'text', text: 'Joyful' }, 'correct'],
  [
    'MULTIPLE_TEXT_RESPONSE case-sensitive',
    problem('MULTIPLE_TEXT_RESPONSE', 'glad&joyful', [], { caseSensitive: true }),
    { kind: 'text', text: 'Joyful' },
    'incorrect',
  ],
  ['TRUE_FALSE', problem('TRUE_FALSE', '0', marked(true, false)), { kind: 'choices', selected: [0] }, 'correct'],
  ['TRUE_FALSE both', problem('TRUE_FALSE', '0', marked(true, false)), { kind: 'choices', selected: [0, 1] }, 'invalid'],
  [
    'MULTIPLE_CHOICE_ONE_ANSWER',
    problem('MULTIPLE_CHOICE_ONE_ANSWER', '1', marked(false, true, false)),
    { kind: 'choices', selected: [2] },
    'incorrect',
  ],
  [
    'MULTIPLE_CHOICE_MANY_ANSWERS',
    problem('MULTIPLE_CHOICE_MANY_ANSWERS', '0,1,3', marked(true, true, false, true)),
    { kind: 'choices', selected: [3, 1, 0] },
    'correct',
  ],
  ['RANKING', problem('RANKING', '0,1,2', marked(true, true, true)), { kind: 'ranking', order: [0, 1, 2] }, 'correct'],
  ['RANKING swapped', problem('RANKING', '0,1,2', marked(true, true, true)), { kind: 'ranking', order: [1, 0, 2] }, 'incorrect'],
  ['EMBED', problem('EMBED'), { kind: 'text', text: '' }, 'not_answerable'],
  ['DISPLAY', problem('DISPLAY'), { kind: 'skipped' }, 'not_answerable'],
  ['input of the wrong kind', problem('RANKING', '0,1', marked(true, true)), { kind: 'text', text: '0,1' }, 'invalid'],
  ['choices for a text problem', problem('SHORT_TEXT_RESPONSE', 'a'), { kind: 'choices', selected: [0] }, 'invalid'],
];

describe('checkAnswer in an auto-graded set', () => {
  it.each(cases)('%s → %s', (_label, checked, answer, kind) => expect(checkAnswer(checked, answer, auto).kind).toBe(kind));

  it('a skip is incorrect', () => {
    expect(checkAnswer(problem('SHORT_NUMBER_RESPONSE', '12'), { kind: 'skipped' }, auto)).toEqual({ kind: 'incorrect' });
    expect(checkAnswer(problem('FREE_FORM'), { kind: 'skipped' }, auto)).toEqual({ kind: 'incorrect' });
  });

  it('hints tell the expected form', () => {
    expect(checkAnswer(problem('SHORT_NUMBER_RESPONSE', '12'), { kind: 'text', text: 'a dozen' }, auto)).toEqual({
      kind: 'invalid',
      hint: 'Enter a number, for example 3.5',
    });
    expect(checkAnswer(problem('SCIENTIFIC_UNIT', '24 km/h'), { kind: 'choices', selected: [0] }, auto)).toEqual({
      kind: 'invalid',
      hint: 'Enter a number and a unit, for example 12.5 m/s',
    });
    expect(
      checkAnswer(
        problem('MANY_HOTSPOTS', '', [
          { text: '0.2,0.6', correct: true },
          { text: '0.4,0.2', correct: true },
        ]),
        { kind: 'text', text: '' },
        auto,
      ),
    ).toEqual({
      kind: 'invalid',
      hint: 'Click the picture to mark the spots, at most 2.',
    });
  });
});

describe('checkAnswer in a set that is not auto-graded', () => {
  it.each(cases)('%s', (_label, checked, answer, kind) => {
    const expected = kind === 'invalid' || kind === 'not_answerable' ? kind : 'awaiting_grading';
    expect(checkAnswer(checked, answer, manual).kind).toBe(expected);
  });

  it('a skip awaits the grader too', () => {
    expect(checkAnswer(problem('FREE_FORM'), { kind: 'skipped' }, manual)).toEqual({ kind: 'awaiting_grading' });
  });
});

describe('checkStoredAnswer reads the stored value', () => {
  it.each<[CheckableProblem, string, CheckResultKind]>([
    [problem('MULTIPLE_CHOICE_MANY_ANSWERS', '0,1,3', marked(true, true, false, true)), '0,1,3', 'correct'],
    [problem('MULTIPLE_CHOICE_MANY_ANSWERS', '0,1,3', marked(true, true, false, true)), '0,x', 'invalid'],
    [
      problem('MATCHING', '', [
        { text: 'a;1', correct: true },
        { text: 'b;2', correct: true },
      ]),
      '0-0,1-1',
      'correct',
    ],
    [problem('ONE_HOTSPOT', '', [{ text: '0.75,0.5', correct: true }]), '0.75,0.5', 'correct'],
    [problem('ONE_HOTSPOT', '', [{ text: '0.75,0.5', correct: true }]), 'nowhere', 'invalid'],
    [problem('SHORT_NUMBER_RESPONSE', '1200'), '1200', 'correct'],
    [problem('SHORT_NUMBER_RESPONSE', '1200'), '', 'incorrect'],
    [problem('OFFLINE'), '', 'correct'],
  ])('%#: %j', (checked, value, kind) => expect(checkStoredAnswer(checked, value, auto).kind).toBe(kind));
});
