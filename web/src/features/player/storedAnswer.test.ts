import { describe, expect, it } from 'vitest';
import { storedAnswerInput } from './storedAnswer';

type Stored = Parameters<typeof storedAnswerInput>[0];

const stored = (answer: Partial<Stored> & Pick<Stored, 'kind'>): Stored => ({
  text: null,
  selected: [],
  order: [],
  pairs: [],
  clicks: [],
  ...answer,
});

describe('storedAnswerInput', () => {
  it('gives each kind of stored answer back as the input the API takes', () => {
    expect(storedAnswerInput(stored({ kind: 'TEXT', text: '3.0e3' }))).toEqual({ text: '3.0e3' });
    expect(storedAnswerInput(stored({ kind: 'CHOICES', selected: ['a', 'c'] }))).toEqual({ selected: ['a', 'c'] });
    expect(storedAnswerInput(stored({ kind: 'RANKING', order: ['c', 'a', 'b'] }))).toEqual({ order: ['c', 'a', 'b'] });
    expect(storedAnswerInput(stored({ kind: 'SKIPPED' }))).toEqual({ skipped: true });
  });

  it('reads a text answer without text as empty', () => {
    expect(storedAnswerInput(stored({ kind: 'TEXT', text: null }))).toEqual({ text: '' });
  });

  it('keeps only the fields of pairs and clicks (no __typename from the cache), in their order', () => {
    const pairs = [
      { __typename: 'MatchPair', left: 'l1', right: 'r2' },
      { __typename: 'MatchPair', left: 'l2', right: 'r1' },
    ] as unknown as Stored['pairs'];
    const clicks = [{ __typename: 'Point', x: 0.25, y: 0.5 }] as unknown as Stored['clicks'];
    expect(storedAnswerInput(stored({ kind: 'MATCHING', pairs }))).toEqual({
      pairs: [
        { left: 'l1', right: 'r2' },
        { left: 'l2', right: 'r1' },
      ],
    });
    expect(storedAnswerInput(stored({ kind: 'HOTSPOTS', clicks }))).toEqual({ clicks: [{ x: 0.25, y: 0.5 }] });
  });
});
