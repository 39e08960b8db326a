import { afterEach, describe, expect, it, vi } from 'vitest';

/** academy.ts reads the facts a drawn first page carries when it loads, so each test loads it afresh. */
const facts = {
  academy: {
    name: 'Maple Academy',
    phoneNumber: '(408) 555-0123',
    supportHours: 'Mon–Fri 9–5',
    introVideoUrl: '',
    helpVideoUrl: '',
    promoBanner: '',
    timeZone: 'America/Los_Angeles',
  },
  appVersion: '1.2.3',
};

async function loadWithPage(script: string | null) {
  document.body.innerHTML = script === null ? '' : `<script id="academy-facts" type="application/json">${script}</script>`;
  vi.resetModules();
  const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { academy: { ...facts.academy, name: 'Asked' }, appVersion: '9' } })));
  vi.stubGlobal('fetch', fetch);
  const academy = await import('./academy');
  return { academy, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the academy facts of a drawn first page', () => {
  it('are read from the page, and nothing is asked', async () => {
    const { academy, fetch } = await loadWithPage(JSON.stringify(facts));
    academy.loadAcademy();
    const { renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => academy.useAcademy());
    expect(result.current).toEqual({ academy: facts.academy, appVersion: '1.2.3' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are asked for when the page carries none, or carries them broken', async () => {
    for (const script of [null, '{not json']) {
      const { academy, fetch } = await loadWithPage(script);
      academy.loadAcademy();
      expect(fetch).toHaveBeenCalledTimes(1);
      const { renderHook, waitFor } = await import('@testing-library/react');
      const { result } = renderHook(() => academy.useAcademy());
      await waitFor(() => expect(result.current.academy?.name).toBe('Asked'));
    }
  });
});
