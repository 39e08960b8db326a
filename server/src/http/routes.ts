import type { IncomingMessage, ServerResponse } from 'node:http';

/** A plain HTTP route beside /graphql (files, outbox, health). Returns false to pass the request on. */
export type HttpRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** The body as text, or null once it passes `limit` bytes (the rest is not read) or the request fails. */
export function readSmallBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (value: string | null) => {
      req.removeAllListeners('data');
      resolve(value);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish(null);
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => finish(Buffer.concat(chunks).toString('utf8')));
    req.once('error', () => finish(null));
  });
}

/** 413, closing the connection so that the rest of the body is never read. */
export function sendTooLarge(res: ServerResponse): void {
  res.setHeader('connection', 'close');
  sendJson(res, 413, { error: 'payload too large' });
}
