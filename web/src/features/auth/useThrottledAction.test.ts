import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledAction } from './useThrottledAction';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An action that finishes when the test says so. */
function deferred() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('useThrottledAction', () => {
  it('is pending while the action runs, then busy until the interval since its start is over', async () => {
    const { result } = renderHook(() => useThrottledAction(2000));
    const request = deferred();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => request.done);
    });
    expect(result.current).toMatchObject({ pending: true, busy: true });

    await act(async () => {
      vi.advanceTimersByTime(500);
      request.finish();
      await running;
    });
    expect(result.current).toMatchObject({ pending: false, busy: true });

    act(() => void vi.advanceTimersByTime(1499));
    expect(result.current.busy).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.busy).toBe(false);
  });

  it('ignores a second run while the first runs or cools down', async () => {
    const { result } = renderHook(() => useThrottledAction(1000));
    const action = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(action));
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(1000));
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('is free again at once when the action took longer than the interval', async () => {
    const { result } = renderHook(() => useThrottledAction(1000));
    const request = deferred();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => request.done);
    });
    await act(async () => {
      vi.advanceTimersByTime(3000);
      request.finish();
      await running;
    });
    expect(result.current).toMatchObject({ pending: false, busy: false });
    const action = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('ends the cool-down after a failed action too, and lets the failure through', async () => {
    const { result } = renderHook(() => useThrottledAction(1000));
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    });
    expect(result.current).toMatchObject({ pending: false, busy: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.busy).toBe(false);
  });
});
