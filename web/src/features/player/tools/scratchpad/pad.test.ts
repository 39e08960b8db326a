import { SCRATCHPAD } from '@solve/core/player';
import { describe, expect, it } from 'vitest';
import { type Drawing, textItem } from './model';
import { asksBeforeSave, clearedDrawing, type Pad, padReducer } from './pad';

const drawingWith = (...texts: string[]): Drawing => ({
  items: texts.map((text) => textItem(text, { x: 0, y: 0 }, 24, '#000')),
  background: true,
});
const EMPTY: Drawing = { items: [], background: true };
const start: Pad = { drawing: EMPTY, history: [] };
const add = (text: string) =>
  ({ type: 'change', change: (d: Drawing) => ({ ...d, items: [...d.items, textItem(text, { x: 0, y: 0 }, 24, '#000')] }) }) as const;
const texts = (pad: Pad) => pad.drawing.items.map((item) => (item.kind === 'text' ? item.text : item.kind));

describe('the scratchpad pad', () => {
  it('keeps the drawing before each change, and undo goes back one change at a time', () => {
    let pad = padReducer(start, add('a'));
    pad = padReducer(pad, add('b'));
    expect(texts(pad)).toEqual(['a', 'b']);
    expect(pad.history).toHaveLength(2);
    pad = padReducer(pad, { type: 'undo' });
    expect(texts(pad)).toEqual(['a']);
    pad = padReducer(pad, { type: 'undo' });
    expect(pad.drawing).toBe(EMPTY);
    expect(pad.history).toEqual([]);
  });

  it('leaves the pad as it is on undo with nothing to undo', () => {
    expect(padReducer(start, { type: 'undo' })).toBe(start);
  });

  it('keeps nothing for a change that changes nothing', () => {
    const pad = padReducer(start, { type: 'change', change: (d) => d });
    expect(pad).toBe(start);
  });

  it('undoes at most the last 10 changes', () => {
    let pad = start;
    for (let i = 0; i < SCRATCHPAD.undoSnapshots + 3; i++) pad = padReducer(pad, add(String(i)));
    expect(pad.history).toHaveLength(SCRATCHPAD.undoSnapshots);
    for (let i = 0; i < SCRATCHPAD.undoSnapshots + 3; i++) pad = padReducer(pad, { type: 'undo' });
    // The oldest three changes can no longer be undone.
    expect(texts(pad)).toEqual(['0', '1', '2']);
  });

  it('starts over from a reset with nothing to undo', () => {
    const loaded = drawingWith('x');
    const pad = padReducer(padReducer(start, add('a')), { type: 'reset', drawing: loaded });
    expect(pad).toEqual({ drawing: loaded, history: [] });
  });

  it('clears all items and hides the saved drawing, keeping the same drawing when already clear', () => {
    expect(clearedDrawing(drawingWith('a'))).toEqual({ items: [], background: false });
    expect(clearedDrawing(EMPTY)).toEqual({ items: [], background: false });
    const clear: Drawing = { items: [], background: false };
    expect(clearedDrawing(clear)).toBe(clear);
    expect(padReducer({ drawing: clear, history: [] }, { type: 'change', change: clearedDrawing }).history).toEqual([]);
  });

  it('asks before saving only a cleared page over a saved image', () => {
    const cleared: Drawing = { items: [], background: false };
    expect(asksBeforeSave(cleared, '/uploads/pad.png')).toBe(true);
    expect(asksBeforeSave(cleared, null)).toBe(false);
    expect(asksBeforeSave(cleared, '')).toBe(false);
    expect(asksBeforeSave(EMPTY, '/uploads/pad.png')).toBe(false);
    expect(asksBeforeSave({ ...drawingWith('a'), background: false }, '/uploads/pad.png')).toBe(false);
  });
});
