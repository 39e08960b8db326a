import { describe, expect, it } from 'vitest';
import { checkChoices, checkRanking, choiceLabel, correctSelections, parseIndexList } from './choices.js';
import type { CheckableChoice } from './types.js';

const options = (...correct: boolean[]): CheckableChoice[] =>
  correct.map((isCorrect, index) => ({ text: `option ${index}`, correct: isCorrect }));

describe('choiceLabel: A to Z, cycling', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'A'],
    [27, 'B'],
  ])('%i → %s', (index, label) => expect(choiceLabel(index)).toBe(label));
});

describe('parseIndexList', () => {
  it.each([
    ['1', [1]],
    ['0,2,3', [0, 2, 3]],
    [' 0 , 2 ', [0, 2]],
    ['', null],
    ['1,a', null],
    ['-1', null],
    ['1.5', null],
  ])('%j → %j', (text, expected) => expect(parseIndexList(text)).toEqual(expected));
});

describe('correctSelections: the key, else the choices marked correct', () => {
  it.each([
    ['1', options(false, false, true), [[1]]],
    ['0,1,3', options(false, false, false, false), [[0, 1, 3]]],
    ['0&2', options(false, false, false), [[0], [2]]],
    ['', options(false, true, true), [[1, 2]]],
    ['7', options(true, false), [[0]]],
    ['', options(false, false), []],
  ])('key %j → %j', (key, choices, expected) => expect(correctSelections(key, choices)).toEqual(expected));
});

describe('TRUE_FALSE and MULTIPLE_CHOICE_ONE_ANSWER: one selected choice', () => {
  const choices = options(true, false);
  it.each([
    [[0], 'correct'],
    [[1], 'incorrect'],
    [[0, 0], 'correct'],
    [[], 'invalid'],
    [[0, 1], 'invalid'],
    [[2], 'invalid'],
    [[-1], 'invalid'],
    [[0.5], 'invalid'],
  ])('selected %j → %s', (selected, kind) => expect(checkChoices(selected, '0', choices, true).kind).toBe(kind));

  it('hints say to choose one, or only one', () => {
    expect(checkChoices([], '0', choices, true)).toEqual({ kind: 'invalid', hint: 'Choose an answer.' });
    expect(checkChoices([0, 1], '0', choices, true)).toEqual({ kind: 'invalid', hint: 'Choose only one answer.' });
  });
});

describe('MULTIPLE_CHOICE_MANY_ANSWERS: the selected set equals the correct set', () => {
  const choices = options(true, true, false, true);
  it.each([
    [[0, 1, 3], 'correct'],
    [[3, 1, 0], 'correct'],
    [[0, 1], 'incorrect'],
    [[0, 1, 2, 3], 'incorrect'],
    [[2], 'incorrect'],
    [[], 'invalid'],
    [[4], 'invalid'],
  ])('selected %j → %s', (selected, kind) => expect(checkChoices(selected, '0,1,3', choices, false).kind).toBe(kind));

  it('asks for at least one', () => {
    expect(checkChoices([], '0,1,3', choices, false)).toEqual({ kind: 'invalid', hint: 'Choose at least one answer.' });
  });

  it('a key naming no valid choice and no choice marked correct cannot be checked', () => {
    expect(checkChoices([0], '9', options(false, false), false).kind).toBe('unsupported');
  });
});

describe('RANKING: the order must equal the accepted order', () => {
  it.each([
    [[0, 1, 2, 3], '0,1,2,3', 'correct'],
    [[0, 1, 3, 2], '0,1,2,3', 'incorrect'],
    [[3, 2, 1, 0], '0,1,2,3', 'incorrect'],
    [[2, 0, 1, 3], '2,0,1,3', 'correct'],
    [[0, 1, 2, 3], '', 'correct'],
    [[1, 0, 2, 3], '', 'incorrect'],
    [[1, 0, 2, 3], '0,1,2,3&1,0,2,3', 'correct'],
    [[0, 1, 2], '0,1,2,3', 'invalid'],
    [[0, 1, 2, 2], '0,1,2,3', 'invalid'],
    [[0, 1, 2, 4], '0,1,2,3', 'invalid'],
  ])('order %j with key %j → %s', (order, key, kind) => expect(checkRanking(order, key, 4).kind).toBe(kind));

  it('a key that is no order of the choices cannot be checked', () => {
    expect(checkRanking([0, 1], '0,0', 2).kind).toBe('unsupported');
  });
});
