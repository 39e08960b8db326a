import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportWebVitals } from './reportWebVitals';

/** The library's observers, kept so that the test can hand them measurements. */
const observers: Partial<Record<'LCP' | 'INP' | 'CLS', (metric: Metric) => void>> = {};

vi.mock('web-vitals', () => ({
  onLCP: (keep: (metric: Metric) => void) => (observers.LCP = keep),
  onINP: (keep: (metric: Metric) => void) => (observers.INP = keep),
  onCLS: (keep: (metric: Metric) => void) => (observers.CLS = keep),
}));

const metric = (name: Metric['name'], value: number) => ({ name, value, rating: 'good', navigationType: 'navigate' }) as Metric;

let visibility: DocumentVisibilityState = 'visible';
const hidePage = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};

const listeners: EventListenerOrEventListenerObject[] = [];

beforeEach(() => {
  for (const name of ['LCP', 'INP', 'CLS'] as const) delete observers[name];
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // Each test's page: the listeners reportWebVitals adds are taken away after it.
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push(listener);
    add(type, listener);
  });
});
afterEach(() => {
  for (const listener of listeners.splice(0)) document.removeEventListener('visibilitychange', listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function startReporting() {
  reportWebVitals();
  await vi.waitFor(() => expect(observers.CLS).toBeDefined());
}

describe('reportWebVitals', () => {
  it('sends the newest value of each metric once the page is hidden, by beacon', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    await startReporting();
    observers.LCP!(metric('LCP', 1800));
    observers.CLS!(metric('CLS', 0.02));
    observers.LCP!(metric('LCP', 2100));
    hidePage();
    expect(beacon).toHaveBeenCalledOnce();
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/vitals');
    expect(JSON.parse(body)).toEqual({
      page: window.location.pathname,
      metrics: [
        { name: 'LCP', value: 2100, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' },
      ],
    });
  });

  it('sends only what changed since the last report, and nothing when nothing did', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    await startReporting();
    observers.INP!(metric('INP', 120));
    hidePage();
    hidePage();
    expect(beacon).toHaveBeenCalledOnce();
    observers.INP!(metric('INP', 300));
    hidePage();
    const body = JSON.parse((beacon.mock.calls[1] as unknown as [string, string])[1]) as { metrics: { value: number }[] };
    expect(body.metrics.map((m) => m.value)).toEqual([300]);
  });

  it('sends nothing while the page stays visible', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    await startReporting();
    observers.LCP!(metric('LCP', 900));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('posts the report, kept alive, when the browser has no beacon or refuses it', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    await startReporting();
    observers.LCP!(metric('LCP', 900));
    hidePage();
    expect(fetch).toHaveBeenCalledWith('/vitals', expect.objectContaining({ method: 'POST', keepalive: true }));
    vi.stubGlobal('navigator', {});
    observers.LCP!(metric('LCP', 950));
    hidePage();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
