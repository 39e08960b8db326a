import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type ProblemType } from './answers/types.js';
import {
  answerKeyHelp,
  answersNameChoicePlaces,
  hasAnswerText,
  hasChoices,
  keepsChoicePlaces,
  PROBLEM_TYPE_LABELS,
} from './problem-set-editor.js';

describe('answersNameChoicePlaces: stored answers that name choices by their place', () => {
  it.each<[ProblemType, boolean]>([
    ['TRUE_FALSE', true],
    ['MULTIPLE_CHOICE_ONE_ANSWER', true],
    ['MULTIPLE_CHOICE_MANY_ANSWERS', true],
    ['RANKING', true],
    ['MATCHING', true],
    // Hotspot answers are points on the image, not choices.
    ['ONE_HOTSPOT', false],
    ['MANY_HOTSPOTS', false],
    ['SHORT_NUMBER_RESPONSE', false],
    ['SHORT_TEXT_RESPONSE', false],
    ['MULTIPLE_TEXT_RESPONSE', false],
    ['SCIENTIFIC_UNIT', false],
    ['FREE_FORM', false],
    ['OFFLINE', false],
    ['DISPLAY', false],
    ['EMBED', false],
  ])('%s: %s', (type, expected) => {
    expect(answersNameChoicePlaces(type)).toBe(expected);
  });
});

describe('which parts of a problem the editor offers', () => {
  it.each<[ProblemType, boolean, boolean]>([
    ['SHORT_NUMBER_RESPONSE', false, true],
    ['SCIENTIFIC_UNIT', false, true],
    ['MULTIPLE_CHOICE_ONE_ANSWER', true, true],
    ['RANKING', true, true],
    ['MATCHING', true, false],
    ['ONE_HOTSPOT', true, false],
    ['FREE_FORM', false, false],
    ['DISPLAY', false, false],
  ])('%s: choices %s, answer text %s', (type, choices, answer) => {
    expect(hasChoices(type)).toBe(choices);
    expect(hasAnswerText(type)).toBe(answer);
  });

  it('labels and explains the key of every type', () => {
    for (const type of PROBLEM_TYPES) {
      expect(PROBLEM_TYPE_LABELS[type]).not.toBe('');
      expect(answerKeyHelp(type)).not.toBe('');
    }
  });
});

describe('keepsChoicePlaces: an answered problem keeps its stored choices where they are', () => {
  it.each<[string, number[], (number | null)[], boolean]>([
    ['the same choices', [4, 5, 6], [4, 5, 6], true],
    ['choices added at the end', [4, 5], [4, 5, null, null], true],
    ['no choices before, some now', [], [null, null], true],
    ['a choice removed', [4, 5, 6], [4, 6], false],
    ['the last choice removed', [4, 5, 6], [4, 5], false],
    ['two choices swapped', [4, 5, 6], [5, 4, 6], false],
    ['a new choice put first', [4, 5], [null, 4, 5], false],
    ['a choice replaced by a new one', [4, 5], [4, null], false],
  ])('%s', (_name, stored, edited, expected) => {
    expect(keepsChoicePlaces(stored, edited)).toBe(expected);
  });
});
