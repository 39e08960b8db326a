import type { Metric } from 'web-vitals';
import { buildVitalsReport } from './vitalsReport';

/**
 * Reports the Web Vitals of this visit (LCP, INP, CLS) to the server's log: once when the page is
 * hidden (closed, switched away from), with whatever changed since. The library loads after the
 * first page has shown, off its critical path; its observers read buffered entries, so nothing is lost.
 */
export function reportWebVitals(): void {
  const pending = new Map<string, Metric>();
  const send = () => {
    const report = buildVitalsReport(window.location.pathname, pending.values());
    pending.clear();
    if (!report) return;
    const body = JSON.stringify(report);
    if (navigator.sendBeacon?.('/vitals', body)) return;
    fetch('/vitals', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {
      // Losing one report of a visit is acceptable; the page must not hear about it.
    });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      const keep = (metric: Metric) => pending.set(metric.name, metric);
      onLCP(keep);
      onINP(keep);
      onCLS(keep);
    })
    .catch(() => {
      // Without the library this visit reports nothing; the app works the same.
    });
}
