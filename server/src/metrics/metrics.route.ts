import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.js';
import { clientAddress } from '../http/client-address.js';
import { type HttpRoute, sendJson } from '../http/routes.js';
import type { Services } from '../services.js';
import { addressAllowed, allowListOf } from './allow-list.js';
import { metricsText } from './cluster.js';
import { registry } from './metrics.js';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries METRICS_TOKEN as its bearer token (compared in constant time). */
function hasToken(req: IncomingMessage, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (!token || !auth?.toLowerCase().startsWith('bearer ')) return false;
  return timingSafeEqual(digest(auth.slice(7).trim()), digest(token));
}

/**
 * Who may read /metrics: a caller with METRICS_TOKEN, or one whose address lies in METRICS_ALLOW.
 * The address is read as everywhere else (TRUST_PROXY hops of X-Forwarded-For). A request that a
 * proxy forwarded while TRUST_PROXY is 0 has no address the server can believe: without that
 * rule every visitor coming through a reverse proxy on this machine would look local.
 */
export function mayReadMetrics(
  req: IncomingMessage,
  config: Pick<Config, 'METRICS_TOKEN' | 'TRUST_PROXY'>,
  allowed: ReturnType<typeof allowListOf>,
): boolean {
  if (hasToken(req, config.METRICS_TOKEN)) return true;
  const header = req.headers['x-forwarded-for'];
  const forwardedFor = Array.isArray(header) ? header.join(',') : header;
  if (config.TRUST_PROXY === 0 && (forwardedFor !== undefined || req.headers.forwarded !== undefined)) return false;
  return addressAllowed(allowed, clientAddress(forwardedFor, req.socket.remoteAddress, config.TRUST_PROXY));
}

/**
 * GET /metrics in Prometheus' text format. Anyone else gets the same 404 as a path that does not
 * exist, so the route does not show itself.
 */
export function metricsRoute(services: Services): HttpRoute {
  const allowed = allowListOf(services.config.METRICS_ALLOW);
  return async (req, res, url) => {
    if (url.pathname !== METRICS_PATH) return false;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !mayReadMetrics(req, services.config, allowed)) {
      sendJson(res, 404, { error: 'not found' });
      return true;
    }
    let text: string;
    try {
      text = await metricsText();
    } catch (error) {
      services.logger.warn({ err: error }, 'the metrics could not be gathered');
      sendJson(res, 503, { error: 'metrics unavailable' });
      return true;
    }
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  };
}
