import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowWidth } from './useWindowWidth';

const resizeTo = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => {
  vi.useFakeTimers();
  window.innerWidth = 1280;
});
afterEach(() => vi.useRealTimers());

describe('useWindowWidth', () => {
  it('is the window’s width, updated once resizing has settled for 100 ms', () => {
    const { result } = renderHook(() => useWindowWidth());
    expect(result.current).toBe(1280);
    act(() => resizeTo(1000));
    act(() => void vi.advanceTimersByTime(60));
    act(() => resizeTo(390));
    act(() => void vi.advanceTimersByTime(99));
    expect(result.current).toBe(1280);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(390);
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderHook(() => useWindowWidth());
    act(() => resizeTo(800));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
