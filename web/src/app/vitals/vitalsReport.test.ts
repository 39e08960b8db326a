import type { Metric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { buildVitalsReport, reportedPage } from './vitalsReport';

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good'): Metric =>
  ({ name, value, rating, delta: value, id: `v5-${name}`, entries: [], navigationType: 'navigate' }) as unknown as Metric; // a report as the library hands it over, without performance entries

describe('reportedPage', () => {
  it.each([
    ['/login', '/login'],
    ['/', '/'],
    ['/lessons', '/lessons'],
    ['//evil.example/x', '/evil_example/x'],
    ['/caf%C3%A9', '/caf_C3_A9'],
  ])('%s is sent as %s', (pathname, sent) => {
    expect(reportedPage(pathname)).toBe(sent);
  });

  it('keeps at most 200 characters', () => {
    expect(reportedPage(`/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('buildVitalsReport', () => {
  it('sends the newest value of each metric with its rating', () => {
    expect(buildVitalsReport('/login', [metric('LCP', 1834.5), metric('CLS', 0.01), metric('INP', 320, 'needs-improvement')])).toEqual({
      page: '/login',
      metrics: [
        { name: 'LCP', value: 1834.5, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate' },
        { name: 'INP', value: 320, rating: 'needs-improvement', navigationType: 'navigate' },
      ],
    });
  });

  it('sends nothing for a visit with nothing measured', () => {
    expect(buildVitalsReport('/', [])).toBeNull();
  });

  it('caps a time past what the server takes (a tab left open for hours)', () => {
    expect(buildVitalsReport('/', [metric('LCP', 9_000_000, 'poor')])?.metrics[0]?.value).toBe(600_000);
  });
});
