import { describe, expect, it, vi, type Mock } from 'vitest';
import { isStaleChunkError, reloadOnceForStaleChunk, type ReloadDeps } from './staleChunk';

describe('isStaleChunkError', () => {
  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: https://solve.example/assets/HomePage-abc.js', true],
    ['Firefox', 'error loading dynamically imported module: https://solve.example/assets/HomePage-abc.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['a missing style sheet', 'Unable to preload CSS for /assets/katex-abc.css', true],
    ['a render error', "Cannot read properties of undefined (reading 'id')", false],
  ])('%s: %s', (_browser, message, stale) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(stale);
  });

  it('is false for what is not an Error', () => {
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });
});

describe('reloadOnceForStaleChunk', () => {
  function deps(now: { value: number }): ReloadDeps & { reload: Mock<() => void> } {
    return { storage: sessionStorage, reload: vi.fn<() => void>(), now: () => now.value };
  }

  it('reloads once, then not again within a minute, and again after that', () => {
    const now = { value: 1_000_000 };
    const first = deps(now);
    expect(reloadOnceForStaleChunk(first)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails the same way: no loop, the message shows instead.
    now.value += 5_000;
    const second = deps(now);
    expect(reloadOnceForStaleChunk(second)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();

    // A later deploy while the tab stays open reloads again.
    now.value += 120_000;
    const later = deps(now);
    expect(reloadOnceForStaleChunk(later)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the tab has no storage to remember it by', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk({ storage: null, reload, now: () => 0 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
