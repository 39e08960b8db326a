import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerData } from './player.documents';
import { clockText, usePlayerClock } from './usePlayerClock';

const NOW = Date.parse('2026-03-10T17:00:00Z');

interface ClockInputs {
  mode: PlayerData['mode'];
  timeLimit?: number;
  submission?: { startedAt: string; elapsedSeconds: number; timeIsUp: boolean } | null;
  serverTime?: string;
}

/** A player answer with only what the clock reads. */
const player = ({ mode, timeLimit = 0, submission = null, serverTime = new Date(NOW).toISOString() }: ClockInputs) =>
  ({ mode, serverTime, problemSet: { timeLimit }, submission }) as unknown as PlayerData;

const startedAgo = (seconds: number, extra: Partial<NonNullable<ClockInputs['submission']>> = {}) => ({
  startedAt: new Date(NOW - seconds * 1000).toISOString(),
  elapsedSeconds: 0,
  timeIsUp: false,
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('usePlayerClock', () => {
  it('counts an attempt up each second from its start', () => {
    const { result } = renderHook(() => usePlayerClock(player({ mode: 'ATTEMPT', submission: startedAgo(75) })));
    expect(result.current).toEqual({ elapsed: 75, secondsLeft: null, timeIsUp: false, running: true });
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.elapsed).toBe(78);
  });

  it('takes the server’s clock as the reference when this device’s is wrong', () => {
    // The device is ten minutes behind the server: the attempt started 75 s ago by the server's clock.
    vi.setSystemTime(NOW - 600_000);
    const { result } = renderHook(() => usePlayerClock(player({ mode: 'ATTEMPT', submission: startedAgo(75) })));
    expect(result.current.elapsed).toBe(75);
  });

  it('never counts below zero when the start is ahead of the clock', () => {
    const { result } = renderHook(() =>
      usePlayerClock(
        player({ mode: 'ATTEMPT', submission: { startedAt: new Date(NOW + 5000).toISOString(), elapsedSeconds: 0, timeIsUp: false } }),
      ),
    );
    expect(result.current.elapsed).toBe(0);
  });

  it('counts Time Left down from the limit, and says the time is up at zero', () => {
    const { result } = renderHook(() => usePlayerClock(player({ mode: 'ATTEMPT', timeLimit: 80, submission: startedAgo(75) })));
    expect(result.current.secondsLeft).toBe(5);
    expect(result.current.timeIsUp).toBe(false);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.timeIsUp).toBe(true);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('says the time is up when the server says so', () => {
    const { result } = renderHook(() => usePlayerClock(player({ mode: 'ATTEMPT', submission: startedAgo(10, { timeIsUp: true }) })));
    expect(result.current.timeIsUp).toBe(true);
  });

  it('shows the stored time, standing still, in review', () => {
    const { result } = renderHook(() =>
      usePlayerClock(player({ mode: 'REVIEW', timeLimit: 60, submission: startedAgo(900, { elapsedSeconds: 42 }) })),
    );
    expect(result.current).toEqual({ elapsed: 42, secondsLeft: 18, timeIsUp: false, running: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.elapsed).toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not call the time up in review of a set that used all its time, unless the server says so', () => {
    const review = (timeIsUp: boolean) =>
      renderHook(() =>
        usePlayerClock(player({ mode: 'REVIEW', timeLimit: 60, submission: startedAgo(900, { elapsedSeconds: 60, timeIsUp }) })),
      ).result.current;
    expect(review(false)).toMatchObject({ secondsLeft: 0, timeIsUp: false });
    expect(review(true).timeIsUp).toBe(true);
  });

  it('counts a staff preview from when it opened, its limit never running out', () => {
    const { result } = renderHook(() => usePlayerClock(player({ mode: 'PREVIEW', timeLimit: 2 })));
    expect(result.current).toEqual({ elapsed: 0, secondsLeft: null, timeIsUp: false, running: true });
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current).toEqual({ elapsed: 4, secondsLeft: null, timeIsUp: false, running: true });
  });

  it('stops ticking once unmounted', () => {
    const { unmount } = renderHook(() => usePlayerClock(player({ mode: 'ATTEMPT', submission: startedAgo(0) })));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('clockText', () => {
  it('writes minutes and seconds, and hours from an hour on', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(75)).toBe('01:15');
    expect(clockText(3599)).toBe('59:59');
    expect(clockText(3600)).toBe('1:00:00');
    expect(clockText(3723)).toBe('1:02:03');
    expect(clockText(36_000)).toBe('10:00:00');
  });
});
