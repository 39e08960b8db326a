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
