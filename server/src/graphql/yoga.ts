import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Services } from '../services.js';
import { resolveSession } from '../modules/auth/sessions.service.js';
import type { Viewer } from '../modules/auth/viewer.js';
import type { Context } from './context.js';
import { useCompiledExecution } from './compiled.js';
import { useCompression } from './compression.js';
import { useSafeText } from './safe-text.js';
import { useSharedPublicReads } from './shared-reads.js';
import { useBodyLimit } from './body-limit.js';
import { clientAddress } from '../http/client-address.js';
import { currentRequestId, requestIdOf } from '../http/request-scope.js';
import { parseCookies, SESSION_COOKIE } from './cookies.js';
import { observeOperation } from '../metrics/metrics.js';
import { operationLabel } from '../metrics/operation-names.js';

/** What the server hands Yoga with each request: over HTTP (app.ts) and for WebSocket operations (graphql-ws). */
export type ServerContext = {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Set by Yoga for HTTP requests. */
  request?: Request;
  /** HTTP requests: the id app.ts gave the request, and when it arrived (performance.now()). */
  requestId?: string;
  started?: number;
};

/** A GraphQL request body larger than this is refused (413) before it is read to the end, whether it declares its length or comes chunked. */
export const MAX_BODY_BYTES = 1_000_000;

const pendingCookies = new WeakMap<object, string[]>();
const operationNames = new WeakMap<object, string>();
const viewers = new WeakMap<object, Promise<Viewer | null>>();

type HeaderOf = (name: string) => string | null;

/** A header of a Node request (the first, when it came more than once). */
function nodeHeader(req: IncomingMessage | undefined, name: string): string | null {
  const value = req?.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Request headers, whether the call came as a Fetch Request (HTTP) or as a Node request (WebSocket upgrades). */
function headersOf(server: ServerContext): HeaderOf {
  const request = server.request;
  return request ? (name) => request.headers.get(name) : (name) => nodeHeader(server.req, name);
}

/** The token of `Authorization: Bearer …`, or null. */
function bearerTokenOf(header: HeaderOf): string | null {
  const auth = header('authorization');
  return auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() || null : null;
}

function cookieTokenOf(header: HeaderOf): string | null {
  return parseCookies(header('cookie'))[SESSION_COOKIE] ?? null;
}

/** The session token: bearer authorization first, then the HttpOnly cookie. */
function sessionTokenOf(header: HeaderOf): string | null {
  return bearerTokenOf(header) ?? cookieTokenOf(header);
}

/** The viewer `token` signs in, looked up once per request (`key`): the CSRF check and the context share it. */
function viewerFor(services: Services, key: object, token: string | null): Promise<Viewer | null> {
  if (!token) return Promise.resolve(null);
  let viewer = viewers.get(key);
  if (!viewer) {
    viewer = resolveSession(services.database, token, services.now());
    viewers.set(key, viewer);
  }
  return viewer;
}

/** The session token a WebSocket upgrade request carries (bearer authorization first, then the cookie), or null. */
export function upgradeSessionToken(req: IncomingMessage): string | null {
  return sessionTokenOf((name) => nodeHeader(req, name)) || null;
}

/** The viewer a WebSocket upgrade request signs in (null for none or an invalid token), looked up once: the socket's operations share it. */
export function upgradeViewer(services: Services, req: IncomingMessage): Promise<Viewer | null> {
  return viewerFor(services, req, upgradeSessionToken(req));
}

/** The header the web app sends with every request; a page of another site cannot send it without a CORS preflight, which this server never grants. */
export const CSRF_HEADER = 'x-solve-csrf';

export async function buildContext(services: Services, server: ServerContext): Promise<Context> {
  const header = headersOf(server);
  const key = server.request ?? server.req ?? {};
  const viewer = await viewerFor(services, key, sessionTokenOf(header));
  const sessionHeader = Number(header('x-student-session'));
  return {
    viewer,
    staleSessionCookie: viewer === null && bearerTokenOf(header) === null && cookieTokenOf(header) !== null,
    services,
    logger: services.logger,
    requestId: server.requestId ?? currentRequestId() ?? (server.req ? requestIdOf(server.req) : randomUUID()),
    studentSessionId: Number.isInteger(sessionHeader) && sessionHeader > 0 ? sessionHeader : null,
    userAgent: header('user-agent') ?? '',
    ip: clientAddress(header('x-forwarded-for'), server.req?.socket.remoteAddress, services.config.TRUST_PROXY),
    setCookie(cookie) {
      const list = pendingCookies.get(key) ?? [];
      list.push(cookie);
      pendingCookies.set(key, list);
    },
  };
}

/** The operation's name for the log: the given one, else the one written in the query. */
function operationNameOf(params: { operationName?: string | null; query?: string | null }): string | null {
  if (params.operationName) return params.operationName;
  const match = params.query ? /^\s*(query|mutation|subscription)\s+(\w+)/.exec(params.query) : null;
  return match?.[2] ?? null;
}

/**
 * The one place every GraphQL request over HTTP ends, whatever answered it (a refusal of the
 * CSRF checks or the body limit, a parse error, an execution): the Set-Cookie headers resolvers
 * asked for, no-store, one log line with the request id, operation name, status and duration, and
 * the operation's duration in the metrics.
 * The operation name is the client's; variables and the query are never logged.
 */
function useCookiesAndLogs(services: Services): Plugin<Record<string, unknown>, ServerContext> {
  return {
    onParams({ params, request }) {
      // Only a GraphQL name is logged: the parameter is whatever the client sent.
      const name = operationNameOf(params);
      if (name && /^[_A-Za-z]\w{0,99}$/.test(name)) operationNames.set(request, name);
    },
    onResponse({ request, response, serverContext }) {
      for (const cookie of pendingCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
      response.headers.set('cache-control', 'no-store');
      const started = serverContext.started;
      // Labelled only with names the web app sends: any other name cannot add a label (metrics/operation-names.ts).
      if (started !== undefined) observeOperation(operationLabel(operationNames.get(request)), (performance.now() - started) / 1000);
      services.logger.info(
        {
          requestId: serverContext.requestId ?? null,
          operation: operationNames.get(request) ?? null,
          status: response.status,
          durationMs: started === undefined ? null : Math.round((performance.now() - started) * 10) / 10,
        },
        'graphql',
      );
    },
  };
}

/**
 * CSRF protection for cookie-authenticated requests. The browser sends the session cookie with
 * any request to this site, so a request that carries it must also carry the app's own header and
 * come from the app's own origin, unless a valid bearer token authenticates it (a page of another
 * site cannot set Authorization without a preflight). Yoga's plugin before it refuses what a form
 * can send without a preflight.
 */
function useSessionCsrf(services: Services): Plugin<Record<string, unknown>, ServerContext> {
  const check = { publicOrigin: new URL(services.config.publicUrl).origin, production: services.config.production };
  const refuse = () => {
    throw createGraphQLError('Required CSRF header(s) not present', { extensions: { code: 'CSRF', http: { status: 403 } } });
  };
  return {
    onRequestParse({ request }) {
      const header: HeaderOf = (name) => request.headers.get(name);
      if (!cookieTokenOf(header) || !csrfProofMissing(header, check)) return;
      const bearer = bearerTokenOf(header);
      if (!bearer) return refuse();
      return viewerFor(services, request, bearer).then((viewer) => {
        if (!viewer) refuse();
      });
    },
  };
}

/** Whether a request lacks the app's CSRF header or comes from a page of another origin. */
function csrfProofMissing(header: HeaderOf, check: { publicOrigin: string; production: boolean }): boolean {
  return header(CSRF_HEADER) === null || !fromOwnOrigin(header('origin'), header('host'), check);
}

/**
 * Whether an Origin header names the app: its public origin, scheme included, or outside
 * production the address the request was sent to (this server speaks plain HTTP). A request
 * without Origin was not sent by another site's script (browsers add it to those).
 */
export function fromOwnOrigin(
  origin: string | null | undefined,
  host: string | null | undefined,
  check: { publicOrigin: string; production: boolean },
): boolean {
  if (!origin) return true;
  if (origin === check.publicOrigin) return true;
  return !check.production && !!host && origin === `http://${host}`;
}

function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export function createGraphqlHandler(schema: GraphQLSchema, services: Services) {
  const production = services.config.production;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL sends the CSRF header so it works with the session cookie of a signed-in developer.
    graphiql: production ? false : { headers: JSON.stringify({ [CSRF_HEADER]: '1' }) },
    landingPage: false,
    // Only the app's own pages call the API: no CORS headers, so another site's preflight fails.
    cors: false,
    logging: false,
    // Our own limit (useBodyLimit, last among the plugins): a declared length is checked, a chunked body counted as read.
    maxRequestBodySize: false,
    maskedErrors: {
      // Domain errors pass as they are; anything else is logged with its request and masked.
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked !== error || (error instanceof GraphQLError && error.originalError && !(error.originalError instanceof GraphQLError))) {
          services.logger.error({ err: error instanceof GraphQLError ? (error.originalError ?? error) : error }, 'unexpected error');
        }
        return masked;
      },
    },
    context: (server) => buildContext(services, server),
    plugins: [
      // Answers are compressed before the line is logged, so that its duration counts the compression.
      useCompression(),
      useCookiesAndLogs(services),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useSessionCsrf(services),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 8000 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 4000 },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [useNoIntrospection()] : []),
      useSafeText(),
      ...useCompiledExecution(services.logger),
      // After the compiled executor, so that the one execution visitors share is the compiled one.
      useSharedPublicReads(),
      useBodyLimit(MAX_BODY_BYTES),
    ],
  });
}

export type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
