import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  getOperationAST,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { createGraphQLError, processRegularResult } from 'graphql-yoga';
import { acceptedEncoding } from '../http/encoding.js';
import type { Services } from '../services.js';
import { logGraphqlRequest, nodeHeader, operationNameOf, pendingCookiesOf, sessionCsrfRefused, type GraphqlHandler } from './yoga.js';

/**
 * Plain JSON POSTs, which are every query and mutation the web app sends, run through Yoga's
 * envelop (the same plugins, parse and validation caches, error masking and result processor)
 * without its Fetch adapter, which cost a quarter to a third of the server's CPU per answer. Anything
 * else goes to Yoga's own handler, with the body already read, so those answers stay Yoga's:
 * other methods and types, batches, bad JSON or parameters, refused CSRF, syntax and validation
 * errors, subscriptions and unusual Accept headers.
 */

/** Bodies up to this size are read here; larger ones go to Yoga (which limits them itself). */
const MAX_BODY_BYTES = 1_000_000;
const JSON_TYPES = ['application/graphql-response+json', 'application/json'] as const;
const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

/** What this path uses of Yoga: its envelop, and its own handler for the requests it hands over. */
export interface YogaParts {
  getEnveloped: GraphqlHandler['getEnveloped'];
  fetch(url: string, init: RequestInit, context: { req: IncomingMessage }): Response | Promise<Response>;
}

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/** A Response stand-in for Yoga's result processor: keeps what it was given. */
class CapturedResponse {
  constructor(
    readonly body: string | null,
    readonly init: { status?: number; headers?: Record<string, string> },
  ) {}
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a requested media type (which may hold wildcards) covers `type`. */
function covers(requested: string, type: string): boolean {
  const [pre, suf] = requested.split('/');
  const [typePre, typeSuf] = type.split('/');
  return (pre === '*' || pre === typePre) && (suf === '*' || suf === typeSuf);
}

/**
 * The JSON media type Yoga answers a query or mutation with under this Accept header, or null when
 * none is acceptable (Yoga then streams or refuses). Its rule: requested types are read from last
 * to first, parameters other than a charset ignored and types of another charset skipped, and the
 * last JSON type matched wins.
 */
export function acceptedJsonType(accept: string | null): (typeof JSON_TYPES)[number] | null {
  const requested = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  let chosen: (typeof JSON_TYPES)[number] | null = null;
  for (const entry of requested) {
    const [type = '', ...parameters] = entry.split(';');
    const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    for (const json of JSON_TYPES) if (covers(type, json)) chosen = json;
  }
  return chosen;
}

function eligible(req: IncomingMessage): boolean {
  const contentType = nodeHeader(req, 'content-type')?.split(',')[0];
  const length = Number(nodeHeader(req, 'content-length'));
  return (
    req.method === 'POST' &&
    (contentType === 'application/json' || contentType === 'application/json; charset=utf-8') &&
    Number.isInteger(length) &&
    length <= MAX_BODY_BYTES
  );
}

function paramsOf(body: string): Params | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(parsed) || typeof parsed.query !== 'string') return null;
  if (Object.keys(parsed).some((key) => !PARAM_NAMES.has(key))) return null;
  const { variables, operationName, extensions } = parsed;
  if (variables != null && !isObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isObject(extensions)) return null;
  return parsed as unknown as Params;
}

/** The whole body; by events, which cost less per request than an async iterator over the stream. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
    // After 'end' this changes nothing; before it, the client went away mid-body.
    req.once('close', () => reject(new Error('the request closed before its body ended')));
  });
}

/** Answers this large go out gzipped to browsers that accept it (a class's pages on a phone); smaller ones gain little. */
export const COMPRESS_FROM_BYTES = 1024;
const gzipped = promisify(gzip);

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
  cookies: string[],
): Promise<void> {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.setHeader('cache-control', 'no-store');
  let bytes = Buffer.from(body, 'utf8');
  if (bytes.length >= COMPRESS_FROM_BYTES) {
    res.setHeader('vary', 'accept-encoding');
    if (acceptedEncoding(req.headers['accept-encoding'], ['gzip'])) {
      // Compressed on libuv's thread pool: the event loop goes on serving meanwhile.
      bytes = await gzipped(bytes);
      res.setHeader('content-encoding', 'gzip');
    }
  }
  res.setHeader('content-length', bytes.length);
  res.end(bytes);
}

/** Hands the request, whose body was read here, to Yoga's own handler and writes its answer. */
async function delegate(graphql: YogaParts, req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const response = await graphql.fetch(
    `http://${nodeHeader(req, 'host') ?? 'localhost'}${req.url ?? '/graphql'}`,
    { method: 'POST', headers, body },
    { req },
  );
  const answer = await response.text();
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.setHeader('content-length', Buffer.byteLength(answer));
  res.end(answer);
}

/**
 * The handler of plain JSON POSTs to /graphql. It serves one and returns true, or returns false
 * without touching the request when Yoga should serve it from the start.
 */
export function jsonPostHandler(graphql: YogaParts, services: Services): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const publicOrigin = new URL(services.config.publicUrl).origin;
  return (req, res) => serveJsonPost(graphql, services, publicOrigin, req, res);
}

async function serveJsonPost(
  graphql: YogaParts,
  services: Services,
  publicOrigin: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const accepted = acceptedJsonType(nodeHeader(req, 'accept'));
  if (!accepted || !eligible(req)) return false;
  const started = performance.now();
  const body = await readBody(req);
  const params = paramsOf(body);
  if (!params || sessionCsrfRefused((name) => nodeHeader(req, name), publicOrigin)) {
    await delegate(graphql, req, res, body);
    return true;
  }
  const enveloped = graphql.getEnveloped({ req, params });
  // Syntax errors, validation errors and the limits (which throw from validation) are Yoga's to answer.
  let document: DocumentNode | null;
  try {
    document = enveloped.parse(params.query) as DocumentNode;
    if ((enveloped.validate(enveloped.schema as GraphQLSchema, document) as readonly GraphQLError[]).length > 0) document = null;
  } catch {
    document = null;
  }
  const operation = document ? getOperationAST(document, params.operationName) : null;
  if (!document || !operation || operation.operation === OperationTypeNode.SUBSCRIPTION) {
    await delegate(graphql, req, res, body);
    return true;
  }
  // Building the context only reads the session, so on failure Yoga can build it again and answer.
  let contextValue: unknown;
  try {
    contextValue = await enveloped.contextFactory();
  } catch {
    await delegate(graphql, req, res, body);
    return true;
  }
  let result: ExecutionResult;
  try {
    result = (await enveloped.execute({
      schema: enveloped.schema as GraphQLSchema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult;
  } catch (error) {
    // Envelop's masking handles resolver errors; this is a failure of execution itself.
    services.logger.error({ err: error }, 'unexpected error');
    result = { errors: [createGraphQLError('Unexpected error.', { extensions: { unexpected: true } })] };
  }
  const response = processRegularResult(
    result,
    { Response: CapturedResponse } as unknown as Parameters<typeof processRegularResult>[1],
    accepted,
  ) as unknown as CapturedResponse;
  const status = response.init.status ?? 200;
  await send(req, res, status, response.init.headers ?? {}, response.body ?? '', pendingCookiesOf(req));
  logGraphqlRequest(services, req, operationNameOf(params), status, started);
  return true;
}
