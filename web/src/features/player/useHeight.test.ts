import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeight } from './useHeight';

/** ResizeObserver as the browser's: the test says when the observed element changed size. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  resized() {
    this.callback();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

function barOf(height: number) {
  const bar = document.createElement('header');
  bar.getBoundingClientRect = () => ({ height }) as DOMRect;
  return bar;
}

describe('useHeight', () => {
  it('is 0 without an element, and the element’s height each time it changes size', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const first = barOf(56);
    const { result, rerender, unmount } = renderHook(({ element }) => useHeight(element), {
      initialProps: { element: null as HTMLElement | null },
    });
    expect(result.current).toBe(0);
    expect(FakeObserver.all).toHaveLength(0);
    rerender({ element: first });
    const observer = FakeObserver.all[0]!;
    expect(observer.observed).toEqual([first]);
    act(() => observer.resized());
    expect(result.current).toBe(56);
    first.getBoundingClientRect = () => ({ height: 112 }) as DOMRect;
    act(() => observer.resized());
    expect(result.current).toBe(112);
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('follows a new element, letting the old one go', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const { rerender } = renderHook(({ element }) => useHeight(element), { initialProps: { element: barOf(40) } });
    rerender({ element: barOf(80) });
    expect(FakeObserver.all).toHaveLength(2);
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
    expect(FakeObserver.all[1]!.disconnected).toBe(false);
  });
});
