import { SCRATCHPAD } from '@solve/core/player';
import { act, renderHook } from '@testing-library/react';
import type Konva from 'konva';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EraseItem, Item, StrokeItem } from './model';
import { useLiveStroke } from './useLiveStroke';

/** The live Konva line, as far as the hook uses it. */
function fakeLine() {
  const line = {
    pointsSet: [] as number[][],
    attrs: {} as Record<string, unknown>,
    shown: false,
    draws: 0,
    points(points: number[]) {
      line.pointsSet.push(points);
    },
    setAttrs(attrs: Record<string, unknown>) {
      line.attrs = attrs;
    },
    visible(shown: boolean) {
      line.shown = shown;
    },
    getLayer: () => ({ draw: () => (line.draws += 1) }),
  };
  return line;
}

/** A stage whose canvas sits at (100, 50) on the page. */
function fakeStage() {
  const captured: number[] = [];
  const stage = {
    container: () => ({ getBoundingClientRect: () => ({ left: 100, top: 50 }) }),
    content: { setPointerCapture: (id: number) => captured.push(id) },
  } as unknown as Konva.Stage;
  return { stage, captured };
}

const pointer = (x: number, y: number, extra: Partial<PointerEvent> = {}) =>
  ({ pointerId: 1, pointerType: 'mouse', pressure: 0.5, clientX: x, clientY: y, ...extra }) as PointerEvent;

function setUp() {
  const line = fakeLine();
  const onDone = vi.fn<(item: Item) => void>();
  const ref = { current: line as unknown as Konva.Line };
  const hook = renderHook(() => useLiveStroke(ref, onDone));
  return { line, onDone, ref, live: () => hook.result.current, unmount: hook.unmount };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLiveStroke', () => {
  it('starts a pen stroke where the pointer is on the canvas, filled with the colour, and keeps the pointer', () => {
    const { line, live } = setUp();
    const { stage, captured } = fakeStage();
    live().begin(pointer(110, 70), stage, { erase: false, colour: '#c62828' });
    expect(captured).toEqual([1]);
    expect(line.attrs).toMatchObject({ closed: true, fill: '#c62828', strokeWidth: 0, globalCompositeOperation: 'source-over' });
    expect(line.shown).toBe(true);
    expect(live().drawing()).toBe(true);
  });

  it('draws an eraser path as a wide line that clears what is under it', () => {
    const { line, live } = setUp();
    live().begin(pointer(110, 70), fakeStage().stage, { erase: true, colour: '#000' });
    expect(line.attrs).toMatchObject({
      closed: false,
      strokeWidth: SCRATCHPAD.eraserRadius * 2,
      globalCompositeOperation: 'destination-out',
    });
  });

  it('draws the live shape once per frame, however many moves came', () => {
    const { line, live } = setUp();
    live().begin(pointer(110, 70), fakeStage().stage, { erase: true, colour: '#000' });
    act(() => void vi.advanceTimersToNextFrame());
    expect(line.draws).toBe(1);
    live().move(pointer(120, 70));
    live().move(pointer(130, 70));
    live().move(pointer(140, 70));
    act(() => void vi.advanceTimersToNextFrame());
    expect(line.draws).toBe(2);
    expect(line.pointsSet.at(-1)).toEqual([10, 20, 20, 20, 30, 20, 40, 20]);
  });

  it('takes every position a pen coalesced into one move', () => {
    const { live, onDone } = setUp();
    live().begin(pointer(100, 50), fakeStage().stage, { erase: true, colour: '#000' });
    const coalesced = [pointer(101, 51), pointer(102, 52)];
    live().move(pointer(102, 52, { getCoalescedEvents: () => coalesced }));
    live().end(pointer(102, 52));
    expect((onDone.mock.calls[0]![0] as EraseItem).points).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('ignores another pointer while one draws', () => {
    const { live, onDone } = setUp();
    live().begin(pointer(100, 50), fakeStage().stage, { erase: true, colour: '#000' });
    live().move(pointer(150, 90, { pointerId: 2 }));
    live().end(pointer(150, 90, { pointerId: 2 }));
    expect(onDone).not.toHaveBeenCalled();
    live().end(pointer(100, 50));
    expect((onDone.mock.calls[0]![0] as EraseItem).points).toEqual([0, 0]);
  });

  it('hands on the finished stroke in its colour, and keeps the live shape until the drawing shows it', () => {
    const { line, live, onDone } = setUp();
    live().begin(pointer(110, 70), fakeStage().stage, { erase: false, colour: '#2e7d32' });
    live().settle();
    expect(line.shown).toBe(true);
    live().move(pointer(150, 70));
    live().end(pointer(150, 70));
    const item = onDone.mock.calls[0]![0] as StrokeItem;
    expect(item).toMatchObject({ kind: 'stroke', colour: '#2e7d32' });
    expect(item.outline.length).toBeGreaterThan(0);
    expect(live().drawing()).toBe(false);
    expect(line.shown).toBe(true);
    live().settle();
    expect(line.shown).toBe(false);
  });

  it('does nothing without its line, or with moves before a stroke began', () => {
    const { live, ref, onDone } = setUp();
    live().move(pointer(120, 70));
    live().end(pointer(120, 70));
    ref.current = null as unknown as Konva.Line;
    live().begin(pointer(110, 70), fakeStage().stage, { erase: false, colour: '#000' });
    expect(live().drawing()).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('draws no frame after the canvas is gone', () => {
    const { line, live, unmount } = setUp();
    live().begin(pointer(110, 70), fakeStage().stage, { erase: true, colour: '#000' });
    unmount();
    act(() => void vi.advanceTimersToNextFrame());
    expect(line.draws).toBe(0);
  });
});
