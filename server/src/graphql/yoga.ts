import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Services } from '../services.js';
import { resolveSession } from '../modules/auth/sessions.service.js';
import type { Context } from './context.js';
import { parseCookies, SESSION_COOKIE } from './cookies.js';

interface ServerContext {
  req?: IncomingMessage;
  request?: Request;
}

const pendingCookies = new WeakMap<object, string[]>();
const operationNames = new WeakMap<object, string>();

/** Request headers, whether the call came over HTTP (Fetch Request) or a WebSocket upgrade. */
function headerOf(server: ServerContext, name: string): string | null {
  if (server.request) return server.request.headers.get(name);
  const value = server.req?.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** The session token: bearer authorization first, then the HttpOnly cookie. */
export function sessionTokenOf(server: ServerContext): string | null {
  const auth = headerOf(server, 'authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim();
  return parseCookies(headerOf(server, 'cookie'))[SESSION_COOKIE] ?? null;
}

export async function buildContext(services: Services, server: ServerContext): Promise<Context> {
  const token = sessionTokenOf(server);
  const viewer = token ? await resolveSession(services.db, token, services.now()) : null;
  const sessionHeader = Number(headerOf(server, 'x-student-session'));
  const key = server.request ?? server.req ?? {};
  return {
    viewer,
    services,
    logger: services.logger,
    requestId: headerOf(server, 'x-request-id') ?? randomUUID(),
    studentSessionId: Number.isInteger(sessionHeader) && sessionHeader > 0 ? sessionHeader : null,
    userAgent: headerOf(server, 'user-agent') ?? '',
    ip: server.req?.socket.remoteAddress ?? '',
    setCookie(header) {
      const list = pendingCookies.get(key) ?? [];
      list.push(header);
      pendingCookies.set(key, list);
    },
  };
}

/** Adds the Set-Cookie headers resolvers asked for, and logs one line per request. */
function useCookiesAndLogs(services: Services): Plugin {
  const started = new WeakMap<object, number>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onParams({ params, request }) {
      if (params.operationName) operationNames.set(request, params.operationName);
      else if (params.query) {
        const match = /^\s*(query|mutation|subscription)\s+(\w+)/.exec(params.query);
        if (match?.[2]) operationNames.set(request, match[2]);
      }
    },
    onResponse({ request, response }) {
      for (const header of pendingCookies.get(request) ?? []) response.headers.append('set-cookie', header);
      response.headers.set('cache-control', 'no-store');
      const start = started.get(request);
      services.logger.info(
        {
          operation: operationNames.get(request) ?? null,
          status: response.status,
          durationMs: start === undefined ? null : Math.round((performance.now() - start) * 10) / 10,
        },
        'graphql',
      );
    },
  };
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
    graphiql: !production,
    landingPage: false,
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
      useCSRFPrevention({ requestHeaders: ['x-solve-csrf'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 8000 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 4000 },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [useNoIntrospection()] : []),
      useCookiesAndLogs(services),
    ],
  });
}

export type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
