import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOCKET_LIMITS, type SocketLimits } from './graphql/socket-limits.js';
import { serveGraphqlSockets, type GraphqlSockets } from './graphql/websocket.js';
import { createGraphqlHandler, CSRF_HEADER, type GraphqlHandler } from './graphql/yoga.js';
import { drainingOf } from './http/draining.js';
import { inRequestScope, requestIdOf, testClockOffsetOf } from './http/request-scope.js';
import type { HttpRoute } from './http/routes.js';
import { sendJson } from './http/routes.js';
import { applySecurityHeaders, securityHeaders } from './http/security.js';
import { staticSite } from './http/static.js';
import { getAcademyFacts } from './modules/settings/settings.service.js';
import { schema } from './schema.js';
import type { Services } from './services.js';
import { httpRoutes } from './http-routes.js';
import { CALENDAR_PREFIX } from './modules/attendance/calendar-feed.route.js';
import { observeDatabase, observeRequest, startProcessMetrics } from './metrics/metrics.js';
import { routeLabel } from './metrics/route-label.js';

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** How long a client may take to send a request's headers, and the whole request. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 300_000;
/**
 * How long an idle kept-alive connection stays open. Longer than clients and proxies keep theirs
 * (commonly 60 s), so a client never sends a request on a connection the server is closing at
 * that moment (Node's default of 5 s makes that race common: the client sees ECONNRESET).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface App {
  server: Server;
  graphql: GraphqlHandler;
  /** GraphQL over WebSocket on the same port. */
  sockets: GraphqlSockets;
  listen(port: number, host?: string): Promise<number>;
  /** Takes no more connections and says it is not ready; resolves when the requests being served have finished. */
  stopAccepting(): Promise<void>;
  /**
   * A graceful stop: at once `/ready` answers 503 and no new connection is taken; the requests in
   * flight finish (for at most `boundMs`, then their connections are cut), then the WebSockets
   * are closed with 1012 (Service Restart), which tells clients to reconnect, to another instance.
   */
  stop(boundMs: number): Promise<{ drained: boolean }>;
  close(): Promise<void>;
}

/** The hosts Accept.js loads from and talks to, when Authorize.Net is the card service. */
function paymentOrigins(services: Services): string[] {
  const config = services.payments.browserConfig();
  if (config.kind !== 'acceptjs') return [];
  const script = new URL(config.scriptUrl).origin;
  return script.includes('jstest') ? [script, 'https://apitest.authorize.net'] : [script, 'https://api2.authorize.net'];
}

/** One Node process: the SPA, /graphql over HTTP and WebSocket, files, health. */
export function createApp(services: Services, options: { webRoot?: string; socketLimits?: Partial<SocketLimits> } = {}): App {
  const graphql = createGraphqlHandler(schema, services);
  const headers = Object.entries(
    securityHeaders(services.config.production, {
      publicUrl: services.config.publicUrl,
      uploadOrigin: services.storage.uploadOrigin,
      paymentScriptOrigins: paymentOrigins(services),
    }),
  );
  const routes: HttpRoute[] = [
    healthRoutes(services, () => draining.stopping),
    ...httpRoutes(services),
    staticSite(path.resolve(options.webRoot ?? defaultWebRoot), {
      production: services.config.production,
      logger: () => services.logger,
      academyFacts: () => getAcademyFacts(services.db),
      drawingLimitMs: services.config.PAGE_DRAWING_LIMIT_MS,
      // A drawing asks as its visitor would (signed out, or with their cookies), through the same plugins.
      graphqlFetch: (body, cookie) =>
        Promise.resolve(
          graphql.fetch('http://localhost/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
            body,
          }),
        ),
    }),
  ];

  /** Every request runs in its own scope: whatever is logged meanwhile, even by a stray callback, names it (logger.ts). */
  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string, started: number): Promise<void> {
    applySecurityHeaders(res, headers);
    // A request line may carry any bytes ('GET http://[ HTTP/1.1'): such a URL is bad input, not a failure.
    const url = URL.parse(req.url ?? '/', 'http://localhost');
    res.once('finish', () => observeRequest(routeLabel(url), res.statusCode, (performance.now() - started) / 1000));
    try {
      if (url?.pathname === '/graphql') {
        // Yoga answers every GraphQL request and writes its line (graphql/yoga.ts).
        await graphql(req, res, { requestId, started });
        return;
      }
      logWhenDone(services, req, res, url, requestId, started);
      if (!url) {
        sendJson(res, 400, { error: 'bad request' });
        return;
      }
      for (const route of routes) if (await route(req, res, url)) return;
      sendJson(res, 404, { error: 'not found' });
    } catch (error) {
      services.logger.error({ err: error, path: loggedPath(url) }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.destroy();
    }
  }
  // Slow senders are cut off: the headers must arrive within HEADERS_TIMEOUT_MS and the whole
  // request (an upload from a phone included) within REQUEST_TIMEOUT_MS; Node checks every few seconds.
  const limits = {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: 5_000,
  };
  const server = createServer(limits, (req, res) => {
    const requestId = requestIdOf(req);
    // Browser journeys (E2E_FIXTURES, never in production) may run a request at another time.
    const clockOffset = services.config.E2E_FIXTURES ? testClockOffsetOf(req) : 0;
    draining.track(res);
    void inRequestScope(requestId, () => handle(req, res, requestId, performance.now()), clockOffset);
  });

  const sockets = serveGraphqlSockets(server, graphql, services, { ...SOCKET_LIMITS, ...options.socketLimits });
  const draining = drainingOf(server);
  startProcessMetrics();
  const forgetDatabase = observeDatabase(services.database);

  return {
    server,
    graphql,
    sockets,
    listen(port, host) {
      return new Promise((resolve) => {
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async stopAccepting() {
      await draining.drain(Number.POSITIVE_INFINITY);
    },
    async stop(boundMs) {
      const outcome = await draining.drain(boundMs);
      await sockets.close({ code: 1012, reason: 'Service Restart' });
      server.closeAllConnections();
      return outcome;
    },
    async close() {
      forgetDatabase();
      await sockets.close();
      server.closeAllConnections();
      // After a stop the server no longer listens, and its close has been told already.
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A calendar feed's address is its credential: the log names the route, not the token. */
function loggedPath(url: URL | null): string | null {
  if (!url) return null;
  return url.pathname.startsWith(CALENDAR_PREFIX) ? `${CALENDAR_PREFIX}…` : url.pathname;
}

/**
 * One log line per plain HTTP request, with its id, method, path (never the query string, which
 * may carry a signature or personal data), status and duration; probes and hashed assets only at
 * debug level.
 */
function logWhenDone(services: Services, req: IncomingMessage, res: ServerResponse, url: URL | null, requestId: string, started: number) {
  res.once('finish', () => {
    const path = loggedPath(url);
    const quiet = path === '/health' || path === '/ready' || !!path?.startsWith('/assets/');
    services.logger[quiet ? 'debug' : 'info'](
      { requestId, method: req.method, path, status: res.statusCode, durationMs: Math.round((performance.now() - started) * 10) / 10 },
      'http',
    );
  });
}

/** `/health`: the process runs. `/ready`: it takes requests (not while it stops) and reaches the database. */
function healthRoutes(services: Services, stopping: () => boolean): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname === '/health') {
      sendJson(res, 200, { status: 'ok' });
      return true;
    }
    if (url.pathname === '/ready') {
      // A load balancer that asks sends no more requests here.
      if (stopping()) {
        sendJson(res, 503, { status: 'stopping' });
        return true;
      }
      try {
        await services.database.ping();
        sendJson(res, 200, { status: 'ready' });
      } catch {
        sendJson(res, 503, { status: 'database unreachable' });
      }
      return true;
    }
    return false;
  };
}
