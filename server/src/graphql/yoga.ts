import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Services } from '../services.js';
import { resolveSession } from '../modules/auth/sessions.service.js';
import type { Context } from './context.js';
import { useCompiledExecution } from './compiled.js';
import { clientAddress } from '../http/client-address.js';
import { parseCookies, SESSION_COOKIE } from './cookies.js';

interface ServerContext {
  req?: IncomingMessage;
  request?: Request;
}

const pendingCookies = new WeakMap<object, string[]>();
const operationNames = new WeakMap<object, string>();
const requestIds = new WeakMap<object, string>();

/** A header of a Node request (the first, when it came more than once). */
export function nodeHeader(req: IncomingMessage | undefined, name: string): string | null {
  const value = req?.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Request headers, whether the call came as a Fetch Request or as a Node request (JSON POSTs, WebSocket upgrades). */
function headerOf(server: ServerContext, name: string): string | null {
  return server.request ? server.request.headers.get(name) : nodeHeader(server.req, name);
}

/** The session token: bearer authorization first, then the HttpOnly cookie. */
export function sessionTokenOf(server: ServerContext): string | null {
  return bearerTokenOf(server) ?? cookieTokenOf(server);
}

function bearerTokenOf(server: ServerContext): string | null {
  const auth = headerOf(server, 'authorization');
  return auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : null;
}

function cookieTokenOf(server: ServerContext): string | null {
  return parseCookies(headerOf(server, 'cookie'))[SESSION_COOKIE] ?? null;
}

/** The header the web app sends with every request; a page of another site cannot send it without a CORS preflight, which this server never grants. */
export const CSRF_HEADER = 'x-solve-csrf';

/** The caller's x-request-id (from a proxy) or a new one; the same for the context and the log line. */
function requestIdOf(server: ServerContext): string {
  const key = server.request ?? server.req;
  const known = key ? requestIds.get(key) : undefined;
  if (known) return known;
  const given = headerOf(server, 'x-request-id');
  const id = given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
  if (key) requestIds.set(key, id);
  return id;
}

export async function buildContext(services: Services, server: ServerContext): Promise<Context> {
  const token = sessionTokenOf(server);
  const viewer = token ? await resolveSession(services.database, token, services.now()) : null;
  const sessionHeader = Number(headerOf(server, 'x-student-session'));
  const key = server.request ?? server.req ?? {};
  return {
    viewer,
    services,
    logger: services.logger,
    requestId: requestIdOf(server),
    studentSessionId: Number.isInteger(sessionHeader) && sessionHeader > 0 ? sessionHeader : null,
    userAgent: headerOf(server, 'user-agent') ?? '',
    ip: clientAddress(headerOf(server, 'x-forwarded-for'), server.req?.socket.remoteAddress, services.config.TRUST_PROXY),
    setCookie(header) {
      const list = pendingCookies.get(key) ?? [];
      list.push(header);
      pendingCookies.set(key, list);
    },
  };
}

/** The Set-Cookie headers resolvers asked for during the request `key` (its Fetch Request or Node request). */
export function pendingCookiesOf(key: object): string[] {
  return pendingCookies.get(key) ?? [];
}

/** The operation's name for the log: the given one, else the one written in the query. */
export function operationNameOf(params: { operationName?: string | null; query?: string | null }): string | null {
  if (params.operationName) return params.operationName;
  const match = params.query ? /^\s*(query|mutation|subscription)\s+(\w+)/.exec(params.query) : null;
  return match?.[2] ?? null;
}

/** One log line per GraphQL request over HTTP. */
export function logGraphqlRequest(
  services: Services,
  key: object,
  operation: string | null,
  status: number,
  started: number | undefined,
): void {
  services.logger.info(
    {
      requestId: requestIds.get(key) ?? null,
      operation,
      status,
      durationMs: started === undefined ? null : Math.round((performance.now() - started) * 10) / 10,
    },
    'graphql',
  );
}

/** Adds the Set-Cookie headers resolvers asked for, and logs one line per request. */
function useCookiesAndLogs(services: Services): Plugin {
  const started = new WeakMap<object, number>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onParams({ params, request }) {
      const name = operationNameOf(params);
      if (name) operationNames.set(request, name);
    },
    onResponse({ request, response }) {
      for (const header of pendingCookiesOf(request)) response.headers.append('set-cookie', header);
      response.headers.set('cache-control', 'no-store');
      logGraphqlRequest(services, request, operationNames.get(request) ?? null, response.status, started.get(request));
    },
  };
}

/**
 * CSRF protection for cookie-authenticated requests. The browser sends the session cookie with
 * any request to this site, so a request that is authenticated by the cookie (not by a bearer
 * token) must also carry the app's own header, and must not come from a page of another origin.
 * Yoga's plugin below covers the requests a form can send without a preflight.
 */
function useSessionCsrf(publicUrl: string): Plugin {
  const publicOrigin = new URL(publicUrl).origin;
  return {
    onRequestParse({ request }) {
      if (sessionCsrfRefused((name) => request.headers.get(name), publicOrigin)) {
        throw createGraphQLError('Required CSRF header(s) not present', { extensions: { code: 'CSRF', http: { status: 403 } } });
      }
    },
  };
}

/** Whether a request authenticated by the session cookie lacks the app's header or comes from another origin. */
export function sessionCsrfRefused(header: (name: string) => string | null, publicOrigin: string): boolean {
  const cookieAuth = !header('authorization') && parseCookies(header('cookie'))[SESSION_COOKIE];
  if (!cookieAuth) return false;
  const origin = header('origin');
  const sameOrigin = !origin || origin === publicOrigin || hostOf(origin) === header('host');
  return header(CSRF_HEADER) === null || !sameOrigin;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
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
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useSessionCsrf(services.config.publicUrl),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 8000 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 4000 },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [useNoIntrospection()] : []),
      ...useCompiledExecution(services.logger),
      useCookiesAndLogs(services),
    ],
  });
}

export type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
