import { SCRATCHPAD } from '@solve/core/player';
import { describe, expect, it } from 'vitest';
import {
  clampFontSize,
  type Drawing,
  type InputPoint,
  pressureOf,
  replaceItem,
  strokeItem,
  strokeOutline,
  textItem,
  withSnapshot,
} from './model';

/** The widest distance across the outline, measured perpendicular to a horizontal stroke. */
function thickness(outline: number[], atX: number): number {
  const ys: number[] = [];
  for (let i = 0; i + 1 < outline.length; i += 2) if (Math.abs(outline[i]! - atX) < 3) ys.push(outline[i + 1]!);
  return Math.max(...ys) - Math.min(...ys);
}

const line = (pressure: number): InputPoint[] => Array.from({ length: 40 }, (_, i) => [10 + i * 4, 50, pressure]);

describe('the scratchpad model', () => {
  it('draws with the pen’s pressure; a mouse and touch without force draw at the middle', () => {
    expect(pressureOf({ pointerType: 'pen', pressure: 0.9 })).toBe(0.9);
    expect(pressureOf({ pointerType: 'pen', pressure: 0 })).toBe(0.5);
    expect(pressureOf({ pointerType: 'mouse', pressure: 0.5 })).toBe(0.5);
    expect(pressureOf({ pointerType: 'touch', pressure: 0 })).toBe(0.5);
    expect(pressureOf({ pointerType: 'touch', pressure: 0.3 })).toBe(0.3);
  });

  it('gives a stroke the line width at the middle pressure, thinner when light and thicker when pressed', () => {
    const middle = thickness(strokeOutline(line(0.5), true), 90);
    expect(middle).toBeCloseTo(SCRATCHPAD.lineWidth, 0);
    expect(thickness(strokeOutline(line(0.1), true), 90)).toBeLessThan(middle);
    expect(thickness(strokeOutline(line(1), true), 90)).toBeGreaterThan(middle);
  });

  it('smooths a shaky stroke into one closed outline', () => {
    const shaky: InputPoint[] = Array.from({ length: 30 }, (_, i) => [i * 5, 50 + (i % 2 ? 3 : -3), 0.5]);
    const { outline } = strokeItem(shaky, '#1b3a6b');
    expect(outline.length % 2).toBe(0);
    const ys = outline.filter((_, index) => index % 2 === 1);
    // The zig-zag of ±3 px is evened out: the outline stays well inside it plus the line's half width.
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(6 + SCRATCHPAD.lineWidth);
  });

  it('keeps text sizes within 1–100, 24 when unreadable', () => {
    expect(clampFontSize(0)).toBe(SCRATCHPAD.fontMin);
    expect(clampFontSize(250)).toBe(SCRATCHPAD.fontMax);
    expect(clampFontSize(Number.NaN)).toBe(SCRATCHPAD.fontDefault);
    expect(clampFontSize(40.4)).toBe(40);
    expect(textItem('x', { x: 1, y: 2 }, 500, '#000').fontSize).toBe(100);
  });

  it('keeps at most 10 drawings to undo to, dropping the oldest', () => {
    let history: Drawing[] = [];
    const drawings = Array.from({ length: 14 }, (_, i): Drawing => ({
      items: [textItem(String(i), { x: 0, y: 0 }, 24, '#000')],
      background: true,
    }));
    for (const drawing of drawings) history = withSnapshot(history, drawing);
    expect(history).toHaveLength(SCRATCHPAD.undoSnapshots);
    expect(history[0]).toBe(drawings[4]);
    expect(history.at(-1)).toBe(drawings[13]);
  });

  it('changes one item by a copy, sharing the others with the snapshots', () => {
    const a = textItem('a', { x: 0, y: 0 }, 24, '#000');
    const b = textItem('b', { x: 5, y: 5 }, 24, '#000');
    const moved = replaceItem([a, b], b.id, (item) => ({ ...item, x: 50 }));
    expect(moved[0]).toBe(a);
    expect(moved[1]).toMatchObject({ id: b.id, x: 50 });
    expect(b.x).toBe(5);
  });
});
