import type { Metric } from 'web-vitals';

/** What POST /vitals takes (server/src/modules/vitals/vitals.report.ts). */
export interface VitalsReport {
  page: string;
  metrics: { name: Metric['name']; value: number; rating: Metric['rating']; navigationType: string }[];
}

/** The app's path as the server accepts it: no query or fragment, odd characters as "_", at most 200 long. */
export function reportedPage(pathname: string): string {
  const clean = `/${pathname.replace(/^\/+/, '')}`.replace(/[^A-Za-z0-9/_-]/g, '_');
  return clean.slice(0, 200);
}

/** The newest value of each metric of a visit, as one report; null when there is nothing to send. */
export function buildVitalsReport(pathname: string, metrics: Iterable<Metric>): VitalsReport | null {
  const list = [...metrics].map((metric) => ({
    name: metric.name,
    // The server takes times up to ten minutes; a tab left open longer reports that much.
    value: Math.min(Math.max(metric.value, 0), 600_000),
    rating: metric.rating,
    navigationType: metric.navigationType,
  }));
  return list.length === 0 ? null : { page: reportedPage(pathname), metrics: list };
}
