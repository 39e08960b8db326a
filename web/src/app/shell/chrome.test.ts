import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHideShellChrome, useShellChromeHidden } from './chrome';

describe('the shell’s chrome', () => {
  it('is hidden while a page that hides it is mounted with hide on, and back when it leaves', () => {
    const shell = renderHook(() => useShellChromeHidden());
    expect(shell.result.current).toBe(false);
    const page = renderHook(({ hide }) => useHideShellChrome(hide), { initialProps: { hide: true } });
    expect(shell.result.current).toBe(true);
    act(() => page.rerender({ hide: false }));
    expect(shell.result.current).toBe(false);
    act(() => page.rerender({ hide: true }));
    expect(shell.result.current).toBe(true);
    act(() => page.unmount());
    expect(shell.result.current).toBe(false);
  });
});
