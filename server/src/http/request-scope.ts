import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request a piece of work belongs to, wherever it runs (a resolver, a stream's callback, a
 * rejected promise nobody awaited): every log line written meanwhile names it (logger.ts).
 */
export interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request `requestId`. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** The id of the request the running code serves, or null outside any request. */
export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}

/** The caller's x-request-id (from a proxy in front) when it is a sane token, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
}
