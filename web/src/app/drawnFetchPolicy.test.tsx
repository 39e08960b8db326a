import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('drawn-answers')?.remove();
});

/** A fresh page whose drawing was made from the ManageClassroom answer of class 4. */
async function drawnPage() {
  const element = document.createElement('script');
  element.id = 'drawn-answers';
  element.type = 'application/json';
  element.textContent = JSON.stringify({ answers: { 'ManageClassroom:{"id":4}': true } });
  document.body.append(element);
  vi.resetModules();
  return import('./drawnFetchPolicy');
}

describe('useDrawnFetchPolicy', () => {
  it("reads the drawing's answer from the cache on the first render after it, and asks as usual after", async () => {
    const { useDrawnFetchPolicy } = await drawnPage();
    const first = renderHook(() => useDrawnFetchPolicy('ManageClassroom', { id: 4 }, 'cache-and-network'));
    expect(first.result.current).toBe('cache-first');
    // Rendered again, the same page keeps it; the next visit asks.
    first.rerender();
    expect(first.result.current).toBe('cache-first');
    const next = renderHook(() => useDrawnFetchPolicy('ManageClassroom', { id: 4 }, 'cache-and-network'));
    expect(next.result.current).toBe('cache-and-network');
  });

  it('asks as usual for an answer the page was not drawn from', async () => {
    const { useDrawnFetchPolicy } = await drawnPage();
    expect(renderHook(() => useDrawnFetchPolicy('ManageClassroom', { id: 5 }, 'network-only')).result.current).toBe('network-only');
    expect(renderHook(() => useDrawnFetchPolicy('ClassStudents', { id: 4 }, 'cache-and-network')).result.current).toBe('cache-and-network');
  });
});
