import { describe, expect, it } from 'vitest';
import { checkHotspots, hitHotspot, HOTSPOT_RADIUS, hotspotsOf, maxHotspotClicks, parsePoint } from './hotspot.js';
import type { CheckableChoice } from './types.js';

const spot = (text: string, correct = true): CheckableChoice => ({ text, correct });

describe('parsePoint: x,y as fractions of the image, optional radius', () => {
  it.each([
    ['0.75,0.5', { x: 0.75, y: 0.5 }],
    [' 0.2 , 0.6 ', { x: 0.2, y: 0.6 }],
    ['0,1', { x: 0, y: 1 }],
    ['.5,.5,0.1', { x: 0.5, y: 0.5, radius: 0.1 }],
    ['1.2,0.5', null],
    ['-0.1,0.5', null],
    ['0.5', null],
    ['0.5,0.5,0', null],
    ['a,b', null],
    ['', null],
  ])('%j → %j', (text, expected) => expect(parsePoint(text)).toEqual(expected));
});

describe('hotspotsOf', () => {
  it('marks the correct choices as the spots to find, keeps decoys, drops unreadable choices', () => {
    expect(hotspotsOf([spot('0.2,0.6'), spot('0.9,0.9', false), spot('bad'), spot('0.4,0.2,0.1')])).toEqual([
      { index: 0, x: 0.2, y: 0.6, radius: HOTSPOT_RADIUS, target: true },
      { index: 1, x: 0.9, y: 0.9, radius: HOTSPOT_RADIUS, target: false },
      { index: 3, x: 0.4, y: 0.2, radius: 0.1, target: true },
    ]);
  });

  it('when no choice is marked correct, every spot is one to find', () => {
    expect(hotspotsOf([spot('0.2,0.6', false), spot('0.4,0.2', false)]).map((s) => s.target)).toEqual([true, true]);
  });
});

describe('hitHotspot: which spot a click hits', () => {
  const spots = hotspotsOf([spot('0.5,0.5'), spot('0.58,0.5'), spot('0.1,0.1,0.2')]);
  it.each([
    [{ x: 0.5, y: 0.5 }, 0],
    [{ x: 0.5, y: 0.55 }, 0], // on the edge: inside
    [{ x: 0.5, y: 0.5501 }, null], // just outside
    [{ x: 0.45, y: 0.5 }, 0],
    [{ x: 0.55, y: 0.5 }, 1], // both discs hold it: the nearer spot
    [{ x: 0.53, y: 0.5 }, 0],
    [{ x: 0.2, y: 0.2 }, 2], // own radius 0.2
    [{ x: 0.3, y: 0.3 }, null],
    [{ x: 0.9, y: 0.9 }, null],
  ])('%j → %s', (click, expected) => expect(hitHotspot(spots, click)).toBe(expected));

  it('no spots, no hit', () => expect(hitHotspot([], { x: 0.5, y: 0.5 })).toBeNull());
});

describe('ONE_HOTSPOT', () => {
  const choices = [spot('0.75,0.5')];
  it.each([
    [[{ x: 0.75, y: 0.5 }], 'correct'],
    [[{ x: 0.79, y: 0.52 }], 'correct'],
    [[{ x: 0.5, y: 0.5 }], 'incorrect'],
    [[], 'invalid'],
    [
      [
        { x: 0.75, y: 0.5 },
        { x: 0.75, y: 0.5 },
      ],
      'invalid',
    ],
    [[{ x: 1.5, y: 0.5 }], 'invalid'],
    [[{ x: Number.NaN, y: 0.5 }], 'invalid'],
  ])('%j → %s', (clicks, kind) => expect(checkHotspots(clicks, choices, false).kind).toBe(kind));

  it('asks for one mark', () => {
    expect(checkHotspots([], choices, false)).toEqual({ kind: 'invalid', hint: 'Click the picture to mark one spot.' });
  });
});

describe('MANY_HOTSPOTS: found spots must equal the spots to find', () => {
  const choices = [spot('0.2,0.6'), spot('0.4,0.2'), spot('0.8,0.8', false)];
  it.each([
    [
      [
        { x: 0.2, y: 0.6 },
        { x: 0.4, y: 0.2 },
      ],
      'correct',
    ],
    [
      [
        { x: 0.4, y: 0.2 },
        { x: 0.21, y: 0.61 },
      ],
      'correct',
    ],
    [[{ x: 0.2, y: 0.6 }], 'incorrect'], // one of two found
    [
      [
        { x: 0.2, y: 0.6 },
        { x: 0.2, y: 0.61 },
      ],
      'incorrect',
    ], // same spot twice
    [
      [
        { x: 0.2, y: 0.6 },
        { x: 0.8, y: 0.8 },
      ],
      'incorrect',
    ], // a decoy
    [
      [
        { x: 0.2, y: 0.6 },
        { x: 0.5, y: 0.5 },
      ],
      'incorrect',
    ], // a miss
    [
      [
        { x: 0.2, y: 0.6 },
        { x: 0.4, y: 0.2 },
        { x: 0.8, y: 0.8 },
      ],
      'invalid',
    ], // more marks than spots
    [[], 'invalid'],
  ])('%j → %s', (clicks, kind) => expect(checkHotspots(clicks, choices, true).kind).toBe(kind));

  it('allows as many marks as spots to find', () => {
    expect(maxHotspotClicks(choices, true)).toBe(2);
    expect(maxHotspotClicks(choices, false)).toBe(1);
    expect(checkHotspots([], choices, true)).toEqual({ kind: 'invalid', hint: 'Click the picture to mark the spots, at most 2.' });
  });

  it('a problem without readable spots cannot be checked', () => {
    expect(checkHotspots([{ x: 0.5, y: 0.5 }], [spot('nowhere')], true).kind).toBe('unsupported');
  });
});
