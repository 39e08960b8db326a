import { describe, expect, it } from 'vitest';
import { checkMatching, matchingSides } from './matching.js';
import type { CheckableChoice, MatchPair } from './types.js';

const rows = (...texts: string[]): CheckableChoice[] => texts.map((text) => ({ text, correct: true }));
const pairs = (...list: [number, number][]): MatchPair[] => list.map(([left, right]) => ({ left, right }));

describe('matchingSides: left;right', () => {
  it.each([
    ['120 miles in 2 hours;60 miles per hour', { left: '120 miles in 2 hours', right: '60 miles per hour' }],
    [' a ; b ', { left: 'a', right: 'b' }],
    ['a;b;c', { left: 'a', right: 'b;c' }],
    ['alone', { left: 'alone', right: '' }],
  ])('%j → %j', (text, sides) => expect(matchingSides({ text, correct: true })).toEqual(sides));
});

describe('MATCHING: each pair of digits must be equal', () => {
  const choices = rows('2:4;1:2', '3:9;1:3', '4:16;1:4');
  it.each([
    [pairs([0, 0], [1, 1], [2, 2]), 'correct'],
    [pairs([2, 2], [0, 0], [1, 1]), 'correct'],
    [pairs([0, 1], [1, 0], [2, 2]), 'incorrect'],
    [pairs([0, 2], [1, 0], [2, 1]), 'incorrect'],
    // partial: every line right, but not every item matched
    [pairs([0, 0], [1, 1]), 'incorrect'],
    [pairs([0, 0]), 'incorrect'],
    [[], 'invalid'],
    [pairs([0, 0], [0, 1], [2, 2]), 'invalid'], // a left side used twice
    [pairs([0, 0], [1, 0], [2, 2]), 'invalid'], // a right side used twice
    [pairs([0, 0], [1, 1], [3, 3]), 'invalid'],
    [pairs([0, 0], [1, 1], [2, Number.NaN]), 'invalid'],
  ])('%j → %s', (lines, kind) => expect(checkMatching(lines, choices).kind).toBe(kind));

  it('two rows with the same right side are interchangeable', () => {
    const same = rows('6/3;2', '10/5;2', '9/3;3');
    expect(checkMatching(pairs([0, 1], [1, 0], [2, 2]), same).kind).toBe('correct');
    expect(checkMatching(pairs([0, 2], [1, 1], [2, 0]), same).kind).toBe('incorrect');
  });

  it('asks to match each item', () => {
    expect(checkMatching([], choices)).toEqual({ kind: 'invalid', hint: 'Match each item on the left with one item on the right.' });
  });
});
