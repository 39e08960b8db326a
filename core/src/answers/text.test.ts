import { describe, expect, it } from 'vitest';
import { answerHints } from './hints.js';
import { checkTextResponse, normalizeText } from './text.js';

describe('normalizeText: whitespace ignored, case ignored unless case-sensitive', () => {
  it.each([
    ['  unit rate ', false, 'unitrate'],
    ['Unit\tRate\n', false, 'unitrate'],
    ['Unit Rate', true, 'UnitRate'],
    ['a\u00A0b', false, 'ab'],
    // é typed as e + combining accent equals the single code point
    ['Caf\u0065\u0301', false, 'caf\u00e9'],
  ])('%j (caseSensitive %s) → %j', (text, caseSensitive, expected) => {
    expect(normalizeText(text, caseSensitive)).toBe(expected);
  });
});

describe('checkTextResponse', () => {
  it.each([
    // exact, whitespace anywhere, case
    ['2:3', '2:3', false, 'correct'],
    [' 2 : 3 ', '2:3', false, 'correct'],
    ['unitrate', 'unit rate', false, 'correct'],
    ['UNIT RATE', 'unit rate', false, 'correct'],
    ['UNIT RATE', 'unit rate', true, 'incorrect'],
    ['unit rate', 'Unit Rate', true, 'incorrect'],
    ['Unit Rate', 'Unit Rate', true, 'correct'],
    // '&' alternatives
    ['a unit rate', 'unit rate&a unit rate&unit-rate', false, 'correct'],
    ['unit-rate', 'unit rate&a unit rate&unit-rate', false, 'correct'],
    ['unit_rate', 'unit rate&a unit rate&unit-rate', false, 'incorrect'],
    ['joyful', 'glad&joyful&cheerful', false, 'correct'],
    [' Cheerful ', 'glad&joyful&cheerful', false, 'correct'],
    ['happy', 'glad&joyful&cheerful', false, 'incorrect'],
    // blank alternatives never match an answer
    ['b', 'a&&b&', false, 'correct'],
    // punctuation is not whitespace
    ['2.3', '2:3', false, 'incorrect'],
  ])('%j against %j (caseSensitive %s) is %s', (text, key, caseSensitive, kind) => {
    expect(checkTextResponse(text, key, caseSensitive).kind).toBe(kind);
  });

  it.each(['', '   ', '\n\t'])('blank answer %j is invalid with a hint, not wrong', (text) => {
    expect(checkTextResponse(text, 'unit rate', false)).toEqual({ kind: 'invalid', hint: answerHints.TEXT });
  });

  it.each(['', '&', ' & '])('a key with no accepted answer (%j) cannot be checked', (key) => {
    expect(checkTextResponse('anything', key, false)).toEqual({ kind: 'unsupported', message: answerHints.KEY_UNREADABLE });
  });
});
