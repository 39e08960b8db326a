import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as KatexLoader from './katex';

let loader: typeof KatexLoader;

beforeEach(async () => {
  // KaTeX loads once per page: each test starts on a page that has not loaded it.
  vi.resetModules();
  loader = await import('./katex');
});

describe('useKatex', () => {
  it('loads nothing while no problem needs math', async () => {
    const { result, rerender } = renderHook(({ needed }) => loader.useKatex(needed), { initialProps: { needed: false } });
    expect(result.current).toBeNull();
    rerender({ needed: true });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current!.renderToString('x^2')).toContain('katex');
  });

  it('gives KaTeX at once to a problem shown after it loaded, the same module each time', async () => {
    const first = await loader.loadKatex();
    expect(await loader.loadKatex()).toBe(first);
    const { result } = renderHook(() => loader.useKatex(false));
    expect(result.current).toBe(first);
  });
});
