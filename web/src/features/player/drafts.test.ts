import { describe, expect, it } from 'vitest';
import { answerInputOf, type Draft, draftOfInput, initialDraft, inputKindOf, type PlayerProblem, sameAnswer } from './drafts';

/** A problem as the player query gives it, with only what the drafts read. */
const problem = (problemType: string, answer: unknown = null, keys: string[] = ['k1', 'k2', 'k3']) =>
  ({ problemType, response: answer ? { answer } : null, choices: keys.map((key) => ({ key })) }) as unknown as PlayerProblem;

describe('inputKindOf', () => {
  it.each([
    ['SHORT_TEXT_RESPONSE', 'text'],
    ['SCIENTIFIC_UNIT', 'text'],
    ['FREE_FORM', 'text'],
    ['TRUE_FALSE', 'choices'],
    ['MULTIPLE_CHOICE_MANY_ANSWERS', 'choices'],
    ['RANKING', 'ranking'],
    ['MATCHING', 'matching'],
    ['ONE_HOTSPOT', 'hotspots'],
    ['DISPLAY', 'display'],
    ['EMBED', 'embed'],
    ['SOMETHING_NEW', 'unsupported'],
  ])('%s takes a %s input', (type, kind) => {
    expect(inputKindOf(type)).toBe(kind);
  });
});

describe('initialDraft', () => {
  it('starts empty without a stored answer, and RANKING from the order shown', () => {
    expect(initialDraft(problem('SHORT_TEXT_RESPONSE'))).toEqual({ kind: 'text', text: '' });
    expect(initialDraft(problem('MULTIPLE_CHOICE_ONE_ANSWER'))).toEqual({ kind: 'choices', selected: [] });
    expect(initialDraft(problem('RANKING'))).toEqual({ kind: 'ranking', order: ['k1', 'k2', 'k3'] });
    expect(initialDraft(problem('MATCHING'))).toEqual({ kind: 'matching', pairs: {} });
    expect(initialDraft(problem('MANY_HOTSPOTS'))).toEqual({ kind: 'hotspots', clicks: [] });
    expect(initialDraft(problem('DISPLAY'))).toBeNull();
  });

  it('shows the stored answer, and nothing for a skipped one', () => {
    expect(initialDraft(problem('SHORT_NUMBER_RESPONSE', { kind: 'TEXT', text: '42' }))).toEqual({ kind: 'text', text: '42' });
    expect(initialDraft(problem('SHORT_NUMBER_RESPONSE', { kind: 'SKIPPED' }))).toEqual({ kind: 'text', text: '' });
    expect(initialDraft(problem('RANKING', { kind: 'ORDER', order: ['k3', 'k1', 'k2'] }))).toEqual({
      kind: 'ranking',
      order: ['k3', 'k1', 'k2'],
    });
    expect(initialDraft(problem('MATCHING', { kind: 'PAIRS', pairs: [{ left: 'a', right: 'b' }] }))).toEqual({
      kind: 'matching',
      pairs: { a: 'b' },
    });
    expect(initialDraft(problem('ONE_HOTSPOT', { kind: 'CLICKS', clicks: [{ x: 3, y: 4, __typename: 'Point' }] }))).toEqual({
      kind: 'hotspots',
      clicks: [{ x: 3, y: 4 }],
    });
  });
});

describe('answerInputOf and draftOfInput', () => {
  it.each([
    { kind: 'text', text: '3 m/s' },
    { kind: 'choices', selected: ['k2'] },
    { kind: 'ranking', order: ['k2', 'k1', 'k3'] },
    { kind: 'matching', pairs: { a: 'x', b: 'y' } },
    { kind: 'hotspots', clicks: [{ x: 0.5, y: 0.25 }] },
  ] satisfies Draft[])('a $kind draft survives the round trip through the API input', (draft) => {
    const input = answerInputOf(draft);
    expect(Object.keys(input)).toHaveLength(1);
    expect(draftOfInput(problem('SHORT_TEXT_RESPONSE'), input)).toEqual(draft);
  });

  it('falls back to the initial draft for an input that carries no answer', () => {
    expect(draftOfInput(problem('RANKING'), { skipped: true })).toEqual({ kind: 'ranking', order: ['k1', 'k2', 'k3'] });
  });
});

describe('sameAnswer', () => {
  it('ignores the order of selected choices and of pairs, but not of a ranking', () => {
    expect(sameAnswer({ selected: ['a', 'b'] }, { selected: ['b', 'a'] })).toBe(true);
    expect(
      sameAnswer(
        {
          pairs: [
            { left: 'a', right: 'x' },
            { left: 'b', right: 'y' },
          ],
        },
        {
          pairs: [
            { left: 'b', right: 'y' },
            { left: 'a', right: 'x' },
          ],
        },
      ),
    ).toBe(true);
    expect(sameAnswer({ order: ['a', 'b'] }, { order: ['b', 'a'] })).toBe(false);
    expect(sameAnswer({ text: '4' }, { text: '4 ' })).toBe(false);
    expect(sameAnswer({ text: '' }, { skipped: true })).toBe(false);
  });
});
