import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.js';
import { checkStoredAnswer } from './check.js';
import { ANSWER_ITEM_LIMITS, ANSWER_TEXT_LIMITS, answerOverLimit, maxAnswerTextLength } from './limits.js';
import { isTextInputType } from './problem-types.js';
import { PROBLEM_TYPES, type CheckableProblem, type ProblemType } from './types.js';

const text = (length: number) => '1'.repeat(length);
const items = (count: number) => Array.from({ length: count }, (_, index) => String(index));

describe('answer limits: one figure per typed answer type', () => {
  it('the text table holds exactly the types answered by typing', () => {
    expect(new Set(Object.keys(ANSWER_TEXT_LIMITS))).toEqual(new Set(PROBLEM_TYPES.filter(isTextInputType)));
  });

  it.each<[ProblemType, number]>([
    ['SHORT_NUMBER_RESPONSE', 1_000],
    ['SCIENTIFIC_UNIT', 1_000],
    ['SHORT_TEXT_RESPONSE', 1_000],
    ['MULTIPLE_TEXT_RESPONSE', 1_000],
    ['FREE_FORM', 20_000],
    ['OFFLINE', 5_000],
    // Not typed: text sent for these is the wrong form, never read.
    ['MULTIPLE_CHOICE_ONE_ANSWER', 1_000],
    ['MATCHING', 1_000],
    ['ONE_HOTSPOT', 1_000],
  ])('%s: %i characters pass, one more is too long', (type, max) => {
    expect(maxAnswerTextLength(type)).toBe(max);
    expect(answerOverLimit(type, { text: text(max) })).toBeNull();
    expect(answerOverLimit(type, { text: text(max + 1) })).toEqual({
      code: 'ANSWER_TOO_LONG',
      values: { max: max.toLocaleString('en-US') },
    });
  });

  it('the message names the figure', () => {
    const over = answerOverLimit('SHORT_NUMBER_RESPONSE', { text: text(20_000) })!;
    expect(formatMessage(over.code, over.values)).toBe('This answer is too long. Answers to this problem can be at most 1,000 characters.');
  });
});

describe('answer limits: lists of choices, lines and marks', () => {
  it.each<[keyof typeof ANSWER_ITEM_LIMITS, ProblemType]>([
    ['selected', 'MULTIPLE_CHOICE_MANY_ANSWERS'],
    ['order', 'RANKING'],
    ['pairs', 'MATCHING'],
    ['clicks', 'MANY_HOTSPOTS'],
  ])('%s: 200 pass (a problem has at most 200 choices), 201 are too many', (field, type) => {
    expect(ANSWER_ITEM_LIMITS[field]).toBe(200);
    expect(answerOverLimit(type, { [field]: items(200) })).toBeNull();
    const over = answerOverLimit(type, { [field]: items(201) });
    expect(over).toEqual({ code: 'ANSWER_TOO_MANY_PARTS', values: { max: '200' } });
    expect(formatMessage(over!.code, over!.values)).toBe('This answer has too many parts. Answers to this problem can have at most 200.');
  });

  it('a skip and an empty answer are never too long', () => {
    expect(answerOverLimit('FREE_FORM', {})).toBeNull();
    expect(answerOverLimit('RANKING', { text: null, order: null })).toBeNull();
  });
});

describe('answers at the limit are read in full', () => {
  const problem = (problemType: ProblemType, answer: string): CheckableProblem => ({
    problemType,
    answer,
    caseSensitive: false,
    approximate: true,
    choices: [],
  });
  const max = (type: ProblemType) => maxAnswerTextLength(type);

  it.each<[string, ProblemType, string, string, string]>([
    ['a number of 1 and 999 zeros', 'SHORT_NUMBER_RESPONSE', `1${'0'.repeat(max('SHORT_NUMBER_RESPONSE') - 1)}`, '1e999', 'correct'],
    ['a number of 1,000 nines', 'SHORT_NUMBER_RESPONSE', '9'.repeat(max('SHORT_NUMBER_RESPONSE')), '1e1000', 'correct'],
    [
      'a quantity of 995 digits and a unit',
      'SCIENTIFIC_UNIT',
      `1${'0'.repeat(max('SCIENTIFIC_UNIT') - 6)} km/h`,
      '{COMPOUND_UNIT} 1e994 km/h',
      'correct',
    ],
    [
      '1,000 digits against a mixed-units key',
      'SCIENTIFIC_UNIT',
      '1'.repeat(max('SCIENTIFIC_UNIT')),
      '{MIXED_UNITS} 2 h 15 min',
      'invalid',
    ],
    ['1,000 letters', 'SHORT_TEXT_RESPONSE', 'a'.repeat(max('SHORT_TEXT_RESPONSE')), 'rate', 'incorrect'],
  ])('%s', (_name, type, value, key, kind) => {
    expect(value).toHaveLength(max(type));
    expect(checkStoredAnswer(problem(type, key), value, { autoGraded: true }).kind).toBe(kind);
  });
});
