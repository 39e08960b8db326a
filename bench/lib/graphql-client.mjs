// The benchmarks' GraphQL client: plain node:http over kept-alive connections, so that the load
// generator, which shares the machine with the server, spends as little CPU per request as it can.
import http from 'node:http';

/**
 * A client whose requests reuse up to `connections` connections.
 * @param {string} base the server's origin
 * @param {number} connections
 */
export function graphqlClient(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    /**
     * One GraphQL request; resolves to its data, throws on an HTTP or GraphQL error.
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
              const result = /** @type {{ data?: Record<string, any>; errors?: { message: string }[] }} */ (
                JSON.parse(Buffer.concat(chunks).toString('utf8'))
              );
              if (response.statusCode !== 200 || result.errors || !result.data)
                reject(new Error(result.errors?.[0]?.message ?? `HTTP ${response.statusCode}`));
              else resolve(result.data);
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
