import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the headers given (fetch adds its own Accept-Encoding and decodes the answer). */
export function raw(
  origin: string,
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${route}`, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * Writes `text` as it is on a new connection and resolves with everything the server sent until it
 * closed the connection (send `Connection: close`, or bytes the server cannot parse).
 */
export function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => {
      // A server that answers and closes before reading everything may reset the connection.
      if (!received) reject(error);
    });
  });
}
