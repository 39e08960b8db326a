import { createHash } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { DocumentNode, execute, GraphQLError, GraphQLSchema, subscribe } from 'graphql';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { clientAddress } from '../http/client-address.js';
import type { Services } from '../services.js';
import { DomainError } from './errors.js';
import { type CountedSocket, SocketCounts, type SocketLimits, type SocketOwner, type SocketStats } from './socket-limits.js';
import { fromOwnOrigin, type GraphqlHandler, upgradeSessionToken, upgradeViewer } from './yoga.js';

/** A peer that does not answer the server's close frame at shutdown is cut off after this long (ws itself waits 30 s). */
const SHUTDOWN_GRACE_MS = 1_000;

export interface GraphqlSockets {
  /** The open sockets and their operations, counted as the limits count them. */
  stats(): SocketStats;
  /**
   * Closes every socket and stops taking new ones: 1001 (Going Away) by default; a process that
   * stops to be restarted or replaced says 1012 (Service Restart), and clients reconnect.
   */
  close(reason?: CloseReason): Promise<void>;
}

export interface CloseReason {
  code: 1001 | 1012;
  reason: string;
}

/** What graphql-ws keeps beside each socket. */
interface Extra {
  socket: WebSocket;
  request: IncomingMessage;
  counted: CountedSocket;
}

/** The envelop-wrapped execute and subscribe passed to graphql-ws through rootValue. */
type Enveloped = { execute: typeof execute; subscribe: typeof subscribe };

/**
 * GraphQL over WebSocket (graphql-transport-ws) on `/graphql`, with the same plugins as over HTTP,
 * bounded: a message is no larger than an HTTP body, sockets are counted per process, address
 * and session and refused past a limit (429) before they open, operations per socket and session,
 * a socket must say connection_init in time, and a silent peer is cut off.
 */
export function serveGraphqlSockets(server: Server, graphql: GraphqlHandler, services: Services, limits: SocketLimits): GraphqlSockets {
  const ownOrigin = { publicOrigin: new URL(services.config.publicUrl).origin, production: services.config.production };
  const counts = new SocketCounts(limits);
  const ownerOf = (req: IncomingMessage): SocketOwner => ({
    address: clientAddress(headerValue(req.headers['x-forwarded-for']), req.socket.remoteAddress, services.config.TRUST_PROXY),
    session: sessionKey(upgradeSessionToken(req)),
  });

  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: limits.maxMessageBytes,
    // Off (ws's default, said here): the app's messages are small, and compression would let a few
    // bytes on the wire inflate to the whole limit and keep zlib memory for every socket.
    perMessageDeflate: false,
    handleProtocols: (protocols) => handleProtocols(protocols),
    // Runs before the socket exists, and the socket is counted in the same turn (ws completes the
    // upgrade synchronously), so no two upgrades pass the same free slot.
    verifyClient: (info, done) => {
      const owner = ownerOf(info.req);
      const refusal = counts.refusal(owner);
      if (!refusal) return done(true);
      services.logger.info({ address: owner.address, reason: refusal }, 'websocket refused');
      done(false, 429, refusal);
    },
  });

  const graphqlWs = makeServer<Record<string, unknown> | undefined, Extra>({
    connectionInitWaitTimeout: limits.connectionInitWaitMs,
    execute: (args) => (args.rootValue as Enveloped).execute(args),
    subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
    onConnect: async (ctx) => {
      const request = ctx.extra.request;
      // WebSocket upgrades carry cookies; only pages of this app may open one (no cross-site hijack).
      if (!fromOwnOrigin(request.headers.origin, request.headers.host, ownOrigin)) return false;
      ctx.extra.counted.subscriptions = () => Object.keys(ctx.subscriptions).length;
      // A token that signs no one in (expired, revoked, made up) is refused, not taken as signed out.
      return ctx.extra.counted.session === null || (await upgradeViewer(services, request)) !== null;
    },
    onSubscribe: async (ctx, _id, params) => {
      if (counts.tooManySubscriptions(ctx.extra.counted)) return [new DomainError('TOO_MANY_SUBSCRIPTIONS')];
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
  });

  /** Sockets pinged at the last beat that have not answered yet. */
  const awaitingPong = new WeakSet<WebSocket>();

  wsServer.on('connection', (socket, request) => {
    const counted = counts.open(ownerOf(request));
    socket.on('pong', () => awaitingPong.delete(socket));
    // A message too large (1009), a compressed or broken frame (1002), bad text (1007): ws has
    // already closed the socket with that code; the fault is the peer's.
    socket.on('error', (error) => services.logger.info({ address: counted.address, reason: error.message }, 'websocket message refused'));
    const closed = graphqlWs.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== WebSocket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            handle(textOf(data)).catch((error: unknown) => {
              services.logger.error({ err: error }, 'websocket message failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request, counted },
    );
    // Every end of a socket (a close, an error, terminate(), the server closing) comes here once.
    socket.once('close', (code, reason) => {
      counts.close(counted);
      closed(code, reason.toString()).catch((error: unknown) => services.logger.error({ err: error }, 'websocket close failed'));
    });
  });

  // One beat for all sockets: a socket that has not answered the previous ping is cut off.
  const keepAlive = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (awaitingPong.has(socket)) {
        socket.terminate();
        continue;
      }
      awaitingPong.add(socket);
      socket.ping();
    }
  }, limits.keepAliveMs);
  keepAlive.unref();

  return {
    stats: () => counts.stats(),
    async close({ code, reason } = { code: 1001, reason: 'Going away' }) {
      clearInterval(keepAlive);
      const closing = new Promise<void>((resolve) => wsServer.close(() => resolve()));
      for (const socket of wsServer.clients) socket.close(code, reason);
      const cutOff = setTimeout(() => {
        for (const socket of wsServer.clients) socket.terminate();
      }, SHUTDOWN_GRACE_MS);
      await closing;
      clearTimeout(cutOff);
    },
  };
}

/** The key a session's sockets are counted under: a digest, so the counts never hold a token. */
function sessionKey(token: string | null): string | null {
  return token === null ? null : createHash('sha256').update(token).digest('base64url');
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A message's text, however ws delivered its bytes. */
function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}
