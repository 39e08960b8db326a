import { describe, expect, it } from 'vitest';
import { parseStoredAnswer, serializeAnswer, SKIPPED_VALUE } from './serialize.js';
import type { AnswerInput, ProblemType } from './types.js';

describe('serializeAnswer: the stored form per type', () => {
  it.each<[ProblemType, AnswerInput, string]>([
    ['FREE_FORM', { kind: 'text', text: '  An essay.\n' }, '  An essay.\n'],
    ['OFFLINE', { kind: 'text', text: '' }, ''],
    ['SHORT_TEXT_RESPONSE', { kind: 'text', text: ' 2:3 ' }, '2:3'],
    ['MULTIPLE_TEXT_RESPONSE', { kind: 'text', text: 'unit rate ' }, 'unit rate'],
    ['SHORT_NUMBER_RESPONSE', { kind: 'text', text: ' 12 ' }, '12'],
    ['SHORT_NUMBER_RESPONSE', { kind: 'text', text: '$1,200' }, '1200'],
    ['SHORT_NUMBER_RESPONSE', { kind: 'text', text: '12 cups' }, '12'],
    ['SHORT_NUMBER_RESPONSE', { kind: 'text', text: 'twelve' }, 'twelve'],
    ['SCIENTIFIC_UNIT', { kind: 'text', text: ' 24 km/h ' }, '24 km/h'],
    ['TRUE_FALSE', { kind: 'choices', selected: [1] }, '1'],
    ['MULTIPLE_CHOICE_ONE_ANSWER', { kind: 'choices', selected: [2] }, '2'],
    ['MULTIPLE_CHOICE_MANY_ANSWERS', { kind: 'choices', selected: [3, 0, 1, 0] }, '0,1,3'],
    ['RANKING', { kind: 'ranking', order: [2, 0, 1, 3] }, '2,0,1,3'],
    [
      'MATCHING',
      {
        kind: 'matching',
        pairs: [
          { left: 2, right: 1 },
          { left: 0, right: 0 },
          { left: 1, right: 2 },
        ],
      },
      '0-0,1-2,2-1',
    ],
    ['ONE_HOTSPOT', { kind: 'hotspots', clicks: [{ x: 0.75, y: 0.5 }] }, '0.75,0.5'],
    [
      'MANY_HOTSPOTS',
      {
        kind: 'hotspots',
        clicks: [
          { x: 0.2, y: 0.6 },
          { x: 0.4, y: 0.2 },
        ],
      },
      '0.2,0.6;0.4,0.2',
    ],
    ['RANKING', { kind: 'skipped' }, ''],
  ])('%s %j → %j', (type, answer, stored) => expect(serializeAnswer(type, answer)).toBe(stored));
});

describe('parseStoredAnswer: the inverse', () => {
  it.each<[ProblemType, AnswerInput]>([
    ['FREE_FORM', { kind: 'text', text: 'An essay.' }],
    ['SHORT_NUMBER_RESPONSE', { kind: 'text', text: '1200' }],
    ['SCIENTIFIC_UNIT', { kind: 'text', text: '24 km/h' }],
    ['TRUE_FALSE', { kind: 'choices', selected: [0] }],
    ['MULTIPLE_CHOICE_MANY_ANSWERS', { kind: 'choices', selected: [0, 1, 3] }],
    ['RANKING', { kind: 'ranking', order: [2, 0, 1, 3] }],
    [
      'MATCHING',
      {
        kind: 'matching',
        pairs: [
          { left: 0, right: 0 },
          { left: 1, right: 2 },
        ],
      },
    ],
    [
      'MANY_HOTSPOTS',
      {
        kind: 'hotspots',
        clicks: [
          { x: 0.2, y: 0.6 },
          { x: 0.4, y: 0.2 },
        ],
      },
    ],
  ])('%s round-trips %j', (type, answer) => {
    expect(parseStoredAnswer(type, serializeAnswer(type, answer))).toEqual(answer);
  });

  it("'' is a skip, except for OFFLINE where it is a normal answer", () => {
    expect(SKIPPED_VALUE).toBe('');
    expect(parseStoredAnswer('SHORT_TEXT_RESPONSE', '')).toEqual({ kind: 'skipped' });
    expect(parseStoredAnswer('MATCHING', '')).toEqual({ kind: 'skipped' });
    expect(parseStoredAnswer('OFFLINE', '')).toEqual({ kind: 'text', text: '' });
  });

  it('malformed parts become NaN, which the checker rejects', () => {
    expect(parseStoredAnswer('MULTIPLE_CHOICE_MANY_ANSWERS', '0,x')).toEqual({ kind: 'choices', selected: [0, Number.NaN] });
    expect(parseStoredAnswer('MATCHING', '0-0,1')).toEqual({
      kind: 'matching',
      pairs: [
        { left: 0, right: 0 },
        { left: 1, right: Number.NaN },
      ],
    });
    expect(parseStoredAnswer('MATCHING', '0-0-1')).toEqual({ kind: 'matching', pairs: [{ left: Number.NaN, right: Number.NaN }] });
    expect(parseStoredAnswer('ONE_HOTSPOT', '0.5')).toEqual({ kind: 'hotspots', clicks: [{ x: Number.NaN, y: Number.NaN }] });
    expect(parseStoredAnswer('ONE_HOTSPOT', '0.5,')).toEqual({ kind: 'hotspots', clicks: [{ x: 0.5, y: Number.NaN }] });
  });
});
