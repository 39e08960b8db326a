import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientAddress } from '../../http/client-address.js';
import type { HttpRoute } from '../../http/routes.js';
import { readSmallBody, sendJson, sendTooLarge } from '../../http/routes.js';
import type { Services } from '../../services.js';
import { parseVitalsReport } from './vitals.report.js';

/** A report is a few hundred bytes; anything past this is not one. */
export const VITALS_MAX_BYTES = 4096;
/** Reports one address may send a minute: a visit sends one or two (when the page is hidden). */
export const VITALS_PER_MINUTE = 30;

/** sendBeacon sends a string as text/plain; fetch from the app may send JSON. */
const ACCEPTED_TYPES = /^(application\/json|text\/plain)\s*(;|$)/i;

/**
 * POST /vitals: the Web Vitals (LCP, INP, CLS...) of a real visit, written into the server's log so
 * that a slow page shows up there. Answers 204 with no body; refuses what is not a small, valid report
 * (400, 413, 415) and more than a few reports a minute from one address (429), and is never an error.
 */
export function vitalsRoute(services: Services): HttpRoute {
  // In this process's memory: each key expires with its minute, so the memory stays bounded.
  const limiter = new RateLimiterMemory({ points: VITALS_PER_MINUTE, duration: 60 });
  return async (req, res, url) => {
    if (url.pathname !== '/vitals') return false;
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      sendJson(res, 405, { error: 'method not allowed' });
      return true;
    }
    if (!ACCEPTED_TYPES.test(req.headers['content-type'] ?? '')) {
      sendJson(res, 415, { error: 'unsupported media type' });
      return true;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > VITALS_MAX_BYTES) {
      sendTooLarge(res);
      return true;
    }
    const address = clientAddress(headerValue(req.headers['x-forwarded-for']), req.socket.remoteAddress, services.config.TRUST_PROXY);
    try {
      await limiter.consume(address || 'unknown');
    } catch {
      res.setHeader('retry-after', '60');
      sendJson(res, 429, { error: 'too many requests' });
      return true;
    }
    const body = await readSmallBody(req, VITALS_MAX_BYTES);
    if (body === null) {
      sendTooLarge(res);
      return true;
    }
    const report = parseVitalsReport(body);
    if (!report) {
      sendJson(res, 400, { error: 'not a vitals report' });
      return true;
    }
    const vitals = Object.fromEntries(report.metrics.map((metric) => [metric.name, Math.round(metric.value * 1000) / 1000]));
    const ratings = Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.rating]));
    services.logger.info({ page: report.page, vitals, ratings }, 'web vitals');
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
    return true;
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
