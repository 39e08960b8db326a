// The benchmarks' GraphQL client: plain node:http over kept-alive connections, so that the load
// generator, which shares the machine with the server, spends as little CPU per request as it can.
import http from 'node:http';

/** A request the server refused: the first GraphQL error's message and its code (extensions.code), when it had one. */
export class GraphqlRequestError extends Error {
  /**
   * @param {string} message
   * @param {string | null} code
   */
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/**
 * A client whose requests reuse up to `connections` connections. With `timeoutMs`, a request not
 * answered in full by then is abandoned and fails (its connection is closed).
 * @param {string} base the server's origin
 * @param {number} connections
 * @param {{ timeoutMs?: number }} [options]
 */
export function graphqlClient(base, connections, { timeoutMs } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const signal = () => (timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {});
  return {
    /**
     * One GraphQL request; resolves to its data, throws on an HTTP or GraphQL error (a
     * GraphqlRequestError when the server answered one).
     * @param {string} token
     * @param {string} query
     * @param {Record<string, unknown>} variables
     * @param {Record<string, string>} [headers]
     * @returns {Promise<Record<string, any>>}
     */
    request(token, query, variables, headers = {}) {
      const body = JSON.stringify({ query, variables });
      return new Promise((resolve, reject) => {
        const request = http.request(
          `${base}/graphql`,
          {
            method: 'POST',
            agent,
            ...signal(),
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: `Bearer ${token}`,
              ...headers,
            },
          },
          (response) => {
            /** @type {Buffer[]} */
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () => {
              /** @type {{ data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] }} */
              let result;
              try {
                result = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              } catch {
                return reject(new Error(`HTTP ${response.statusCode}: not JSON`));
              }
              const [error] = result.errors ?? [];
              if (response.statusCode !== 200 || error || !result.data)
                reject(new GraphqlRequestError(error?.message ?? `HTTP ${response.statusCode}`, error?.extensions?.code ?? null));
              else resolve(result.data);
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    /**
     * One GraphQL request whose answer is checked but not parsed: a load generator that parses
     * large answers (the catalog's 150 kB) spends the machine's CPU the server it measures needs.
     * Resolves when the answer is a 200 with data and no errors; throws otherwise.
     * With `gzip`, the answer is asked for gzipped, as browsers ask, and only its status and
     * encoding are checked.
     * @param {string} token
     * @param {string} query
     * @param {Record<string, unknown>} variables
     * @param {{ gzip?: boolean }} [options]
     * @returns {Promise<void>}
     */
    async requestUnparsed(token, query, variables, { gzip = false } = {}) {
      const body = JSON.stringify({ query, variables });
      /** @type {{ status: number | undefined; encoding: string | undefined; answer: Buffer }} */
      const { status, encoding, answer } = await new Promise((resolve, reject) => {
        const request = http.request(
          `${base}/graphql`,
          {
            method: 'POST',
            agent,
            ...signal(),
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: `Bearer ${token}`,
              ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
            },
          },
          (response) => {
            /** @type {Buffer[]} */
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode, encoding: response.headers['content-encoding'], answer: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      if (gzip) {
        if (status !== 200 || encoding !== 'gzip') throw new Error(`HTTP ${status}, ${encoding ?? 'not'} encoded`);
        return;
      }
      // An error anywhere in the answer has the key "errors" (inside a string it would be escaped);
      // the bytes are searched as they came, without decoding them.
      if (status !== 200 || answer.indexOf('{"data":{') !== 0 || answer.includes('"errors":'))
        throw new Error(`HTTP ${status}: ${answer.subarray(0, 200).toString('utf8')}`);
    },
    /**
     * One page as a browser first asks for it (GET, HTML); resolves when it is a 200.
     * @param {string} path
     * @returns {Promise<void>}
     */
    async page(path) {
      const status = await new Promise((resolve, reject) => {
        const request = http.get(`${base}${path}`, { agent, ...signal(), headers: { accept: 'text/html' } }, (response) => {
          response.on('data', () => {});
          response.on('end', () => resolve(response.statusCode));
          response.on('error', reject);
        });
        request.on('error', reject);
      });
      if (status !== 200) throw new Error(`HTTP ${status} for ${path}`);
    },
    close() {
      agent.destroy();
    },
  };
}
