import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentNode, execute, GraphQLError, GraphQLSchema, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { jsonPostHandler } from './graphql/json-post.js';
import { createGraphqlHandler, type GraphqlHandler } from './graphql/yoga.js';
import type { HttpRoute } from './http/routes.js';
import { sendJson } from './http/routes.js';
import { applySecurityHeaders, securityHeaders } from './http/security.js';
import { staticSite } from './http/static.js';
import { schema } from './schema.js';
import type { Services } from './services.js';
import { httpRoutes } from './http-routes.js';

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface App {
  server: Server;
  graphql: GraphqlHandler;
  listen(port: number, host?: string): Promise<number>;
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
export function createApp(services: Services, options: { webRoot?: string } = {}): App {
  const graphql = createGraphqlHandler(schema, services);
  const serveJsonPost = jsonPostHandler(graphql, services);
  const headers = Object.entries(
    securityHeaders(services.config.production, {
      publicUrl: services.config.publicUrl,
      uploadOrigin: services.storage.uploadOrigin,
      paymentScriptOrigins: paymentOrigins(services),
    }),
  );
  const routes: HttpRoute[] = [
    healthRoutes(services),
    ...httpRoutes(services),
    staticSite(path.resolve(options.webRoot ?? defaultWebRoot)),
  ];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res, headers);
    const url = URL.parse(req.url ?? '/', 'http://localhost');
    if (!url) {
      sendJson(res, 400, { error: 'bad request' });
      return;
    }
    try {
      if (url.pathname === '/graphql') {
        // Both paths write their own line per request, with the operation name.
        if (!(await serveJsonPost(req, res))) await graphql(req, res);
        return;
      }
      logWhenDone(services, req, res, url);
      for (const route of routes) if (await route(req, res, url)) return;
      sendJson(res, 404, { error: 'not found' });
    } catch (error) {
      services.logger.error({ err: error, path: url.pathname }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.end();
    }
  }
  const server = createServer((req, res) => void handle(req, res));

  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  const wsCleanup = useServer(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onConnect: (ctx) => sameOrigin(ctx.extra.request.headers.origin, ctx.extra.request.headers.host),
      onSubscribe: async (ctx, _id, params) => {
        const enveloped = graphql.getEnveloped({ req: ctx.extra.request, socket: ctx.extra.socket, params });
        const document = enveloped.parse(params.query) as DocumentNode;
        const errors = enveloped.validate(enveloped.schema as GraphQLSchema, document) as readonly GraphQLError[];
        if (errors.length) return errors;
        return {
          schema: enveloped.schema as GraphQLSchema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
    },
    wsServer,
  );

  return {
    server,
    graphql,
    listen(port, host) {
      return new Promise((resolve) => {
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async close() {
      await wsCleanup.dispose();
      wsServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One log line per plain HTTP request; probes and hashed assets only at debug level. */
function logWhenDone(services: Services, req: IncomingMessage, res: ServerResponse, url: URL) {
  const started = performance.now();
  res.once('finish', () => {
    const quiet = url.pathname === '/health' || url.pathname === '/ready' || url.pathname.startsWith('/assets/');
    services.logger[quiet ? 'debug' : 'info'](
      { method: req.method, path: url.pathname, status: res.statusCode, durationMs: Math.round((performance.now() - started) * 10) / 10 },
      'http',
    );
  });
}

/** The envelop-wrapped execute and subscribe passed to graphql-ws through rootValue. */
type Enveloped = { execute: typeof execute; subscribe: typeof subscribe };

/** WebSocket upgrades carry cookies; only pages of this origin may open one (no cross-site hijack). */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function healthRoutes(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname === '/health') {
      sendJson(res, 200, { status: 'ok' });
      return true;
    }
    if (url.pathname === '/ready') {
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
