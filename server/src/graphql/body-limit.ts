import { createGraphQLError, type Plugin } from 'graphql-yoga';

// The errors Yoga's own limit answers with, so a refused body reads the same either way.
const tooLarge = () =>
  createGraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });
const invalidLength = () =>
  createGraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

/** Only one non-negative integer is a Content-Length (not a list, as request smuggling tries). */
const CONTENT_LENGTH = /^\d+$/;

/**
 * Refuses a GraphQL request body over `limit` bytes with 413, in place of Yoga's own limit, which
 * pipes every body through a counting stream and copies the request (3–5% of the
 * server's time on small reads). A body that declares its length is bounded by it (Node reads
 * exactly that many bytes, and refuses a request that also says chunked), so it is refused before
 * it is read when over; only a chunked body, which declares none, is counted as it is read.
 * Goes after every plugin that sets a request parser, so it wraps the one chosen.
 */
export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!CONTENT_LENGTH.test(declared)) throw invalidLength();
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || request.body === null) return;
      const parse = requestParser;
      setRequestParser((counted) => parse(countedAsRead(counted, limit, fetchAPI)));
    },
  };
}

type FetchApi = Parameters<NonNullable<Plugin['onRequestParse']>>[0]['fetchAPI'];

/** The request with its body counted as it is read: past `limit` bytes, reading it fails with 413. */
function countedAsRead(request: Request, limit: number, fetchAPI: FetchApi): Request {
  const body = request.body;
  if (!body) return request;
  // A native stream must be piped through the native TransformStream, a ponyfill one through the ponyfill's.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    // Node's fetch needs it for a streamed body.
    duplex: 'half',
  } as RequestInit);
}
