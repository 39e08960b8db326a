import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';
import { acceptedEncoding } from '../http/encoding.js';
import { isSharedAnswer } from './shared-reads.js';

/** Answers this large go out gzipped to browsers that accept it (a class's pages on a phone); smaller ones gain little. */
export const COMPRESS_FROM_BYTES = 1024;
const gzipped = promisify(gzip);

/** A shared answer's bytes, made once for every request that sends it. */
interface Encoded {
  text: string;
  bytes: Buffer<ArrayBuffer>;
  gzipped?: Promise<Buffer<ArrayBuffer>>;
}
/** The last few shared answers (the catalog's filters each make one): found by their text, so never a wrong one. */
export const SHARED_KEPT = 4;
const recentShared: Encoded[] = [];
function encodedOnce(text: string): Encoded {
  let found = recentShared.find((encoded) => encoded.text === text);
  if (!found) {
    found = { text, bytes: Buffer.from(text) };
    recentShared.unshift(found);
    recentShared.length = Math.min(recentShared.length, SHARED_KEPT);
  }
  return found;
}

const isJson = (type: string | null) => !!type && /^application\/(graphql-response\+)?json\b/.test(type);

/**
 * GraphQL answers of a kilobyte or more are gzipped for clients that accept gzip, on libuv's
 * thread pool, so the event loop goes on serving meanwhile. Every JSON answer carries its length.
 * Streams (subscriptions over SSE) and pages pass as they are.
 */
export function useCompression(): Plugin {
  return {
    async onResponse(payload) {
      const { request, response, fetchAPI } = payload;
      if (!isJson(response.headers.get('content-type'))) return;
      const text = await response.text();
      const headers = response.headers;
      const send = (body: string | Buffer<ArrayBuffer>, length: number) => {
        headers.set('content-length', String(length));
        payload.setResponse(new fetchAPI.Response(body, { status: response.status, headers }));
      };
      // A shared answer's bytes (and gzip) are made once for every request that sends it.
      const shared = isSharedAnswer(request) ? encodedOnce(text) : null;
      const plain = shared?.bytes ?? text;
      const length = shared?.bytes.length ?? Buffer.byteLength(text);
      if (length < COMPRESS_FROM_BYTES) return send(plain, length);
      headers.append('vary', 'accept-encoding');
      if (!acceptedEncoding(request.headers.get('accept-encoding') ?? undefined, ['gzip'])) return send(plain, length);
      const body = shared ? await (shared.gzipped ??= gzipped(shared.bytes)) : await gzipped(text);
      headers.set('content-encoding', 'gzip');
      send(body, body.length);
    },
  };
}
