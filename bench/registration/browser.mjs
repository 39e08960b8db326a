// A parent's browser as the server sees it: one family's requests with its session cookie, the
// web app's headers, and its own network address (the server runs behind a proxy that names it in
// X-Forwarded-For, as families register from their own homes).
import http from 'node:http';
import { GraphqlRequestError } from '../lib/graphql-client.mjs';
import { operation } from './web-documents.mjs';

/**
 * The connections of all the families' browsers to the server.
 * @param {string} base
 */
export function network(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  return {
    base,
    agent,
    /** Requests sent so far, by all the browsers. */
    requests: 0,
    close: () => agent.destroy(),
  };
}

/**
 * One family's browser.
 * @param {ReturnType<typeof network>} net
 * @param {string} address the family's network address
 */
export function browser(net, address) {
  /** @type {string | null} */
  let sessionCookie = null;

  /**
   * One HTTP request; resolves to its status, body and Set-Cookie headers. `signal` abandons it
   * (the tab closed, the connection dropped).
   * @param {string} path
   * @param {string} body
   * @param {Record<string, string>} headers
   * @param {AbortSignal} [signal]
   * @returns {Promise<{ status: number; body: string; cookies: string[] }>}
   */
  const post = (path, body, headers, signal) =>
    new Promise((resolve, reject) => {
      net.requests += 1;
      const request = http.request(
        `${net.base}${path}`,
        {
          method: 'POST',
          agent: net.agent,
          ...(signal ? { signal } : {}),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': address,
            ...(sessionCookie ? { cookie: sessionCookie } : {}),
            ...headers,
          },
        },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              cookies: response.headers['set-cookie'] ?? [],
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  return {
    /**
     * One of the web app's operations, sent as its GraphQL client sends it; resolves to the data,
     * rejects with a GraphqlRequestError carrying the message the page would show.
     * @param {string} name
     * @param {Record<string, unknown>} variables
     * @param {{ signal?: AbortSignal }} [options]
     * @returns {Promise<Record<string, any>>}
     */
    async graphql(name, variables, { signal } = {}) {
      const body = JSON.stringify({ operationName: name, query: operation(name), variables });
      const answer = await post(
        '/graphql',
        body,
        { accept: 'application/graphql-response+json, application/json;q=0.9', 'x-solve-csrf': '1', 'cache-control': 'no-cache' },
        signal,
      );
      for (const cookie of answer.cookies) {
        const session = /^solve_session=([^;]*)/.exec(cookie);
        if (session) sessionCookie = session[1] ? `solve_session=${session[1]}` : null;
      }
      /** @type {{ data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] }} */
      let result;
      try {
        result = JSON.parse(answer.body);
      } catch {
        throw new GraphqlRequestError(`HTTP ${answer.status}`, null);
      }
      const [error] = result.errors ?? [];
      if (error) throw new GraphqlRequestError(error.message, error.extensions?.code ?? null);
      if (answer.status !== 200 || !result.data) throw new GraphqlRequestError(`HTTP ${answer.status}`, null);
      return result.data;
    },
    /**
     * The sandbox card service's token for a card, as the payment form asks for it.
     * @param {Record<string, string>} card
     * @returns {Promise<{ dataDescriptor: string; dataValue: string }>}
     */
    async cardToken(card) {
      const answer = await post('/payments/sandbox/token', JSON.stringify(card), {});
      const parsed = JSON.parse(answer.body);
      if (!parsed.opaqueData) throw new GraphqlRequestError(parsed.messages?.message?.[0]?.text ?? `HTTP ${answer.status}`, null);
      return parsed.opaqueData;
    },
  };
}
