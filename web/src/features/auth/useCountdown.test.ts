import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('runs from the seconds given down to 0, a second at a time', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(0);
    // Stopped at 0: nothing ticks any more.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts from the deadline, so a tab whose timers were held back is right at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock moves 45 s while the interval fires only once (a throttled background tab).
    act(() => {
      vi.setSystemTime(Date.now() + 44_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(15);
  });

  it('rounds part of a second up and starts again from the newest call', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2.2));
    expect(result.current.secondsLeft).toBe(3);
    act(() => result.current.start(10));
    expect(result.current.secondsLeft).toBe(10);
  });

  it('stops at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    act(() => result.current.stop());
    expect(result.current.secondsLeft).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });
});
