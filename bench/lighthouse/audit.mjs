// One Lighthouse run (its default mobile settings) and what the benchmark prints of it: each
// category's score, the page's Web Vitals, the audits each category lost points on and, for a
// page under its performance target, what Lighthouse says costs the most.
import lighthouse from 'lighthouse';

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
/** @typedef {import('lighthouse').Result} Report */
/** @typedef {{ scores: Partial<Record<Category, number>>; vitals: string; failing: string[]; lhr: Report }} AuditResult */

const VITALS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
]);

/**
 * Audits `url` in the Chrome at `target.port` (a new tab Lighthouse opens) or in `target.page`
 * (a Puppeteer tab prepared with what the page needs: cookies, sessionStorage).
 * @param {{ port: number } | { page: import('lighthouse').Puppeteer.Page }} target
 * @param {string} url
 * @param {readonly Category[]} categories
 * @returns {Promise<AuditResult>}
 */
export async function audit(target, url, categories) {
  const flags = { output: /** @type {const} */ ('json'), logLevel: /** @type {const} */ ('error'), onlyCategories: [...categories] };
  const result =
    'port' in target ? await lighthouse(url, { ...flags, port: target.port }) : await lighthouse(url, flags, undefined, target.page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const vitals = VITALS.map(([id, name]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id]?.title}`),
  );
  return { scores, vitals, failing, lhr };
}

/**
 * The run in the middle by performance score: a shared machine's load moves single runs.
 * @param {AuditResult[]} results
 */
export function medianByPerformance(results) {
  const sorted = [...results].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * What Lighthouse says costs the page the most: its opportunities and diagnostics that did not
 * pass, the largest estimated saving first (in ms of the load, or of a metric).
 * @param {Report} lhr
 * @param {number} count
 * @returns {string[]}
 */
export function costliest(lhr, count) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .flatMap((ref) => {
      // Not the metrics themselves (scored, or shown only: Time to Interactive, Max Potential FID).
      const found = ref.weight === 0 && ref.group !== 'metrics' && ref.group !== 'hidden' ? lhr.audits[ref.id] : undefined;
      if (
        !found ||
        found.score === null ||
        found.score >= 0.9 ||
        ['informative', 'notApplicable', 'manual'].includes(found.scoreDisplayMode)
      )
        return [];
      const details = /** @type {{ overallSavingsMs?: number } | undefined} */ (found.details);
      // Savings in milliseconds of a timed metric (CLS has no unit, and is not what a load waits for).
      const metricSavings = Object.entries(found.metricSavings ?? {}).filter(([metric, ms]) => metric !== 'CLS' && (ms ?? 0) > 0);
      const savings = Math.max(details?.overallSavingsMs ?? 0, ...metricSavings.map(([, ms]) => ms ?? 0));
      const metrics = metricSavings.map(([metric, ms]) => `${metric} −${Math.round(ms ?? 0)} ms`).join(', ');
      const text = `${found.title}${found.displayValue ? `: ${found.displayValue}` : ''}${metrics ? ` (${metrics})` : ''}`;
      return [{ savings, score: found.score, text }];
    })
    .sort((a, b) => b.savings - a.savings || a.score - b.score)
    .slice(0, count)
    .map((entry) => entry.text);
}
