import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request a piece of work belongs to, wherever it runs (a resolver, a stream's callback, a
 * rejected promise nobody awaited): every log line written meanwhile names it (logger.ts).
 */
export interface RequestScope {
  requestId: string;
  /** How far the request's clock runs ahead of the real one (browser journeys' test clock only). */
  clockOffsetMs: number;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request `requestId`. */
export function inRequestScope<T>(requestId: string, work: () => T, clockOffsetMs = 0): T {
  return scope.run({ requestId, clockOffsetMs }, work);
}

/** The clock of the request the running code serves: the real one, moved by its test clock's offset. */
export function requestClockNow(): Date {
  return new Date(Date.now() + (scope.getStore()?.clockOffsetMs ?? 0));
}

/** The header by which browser journeys set the server's clock for one request (an ISO instant). */
export const TEST_CLOCK_HEADER = 'x-test-clock';

/** The offset a journey's request asks for through TEST_CLOCK_HEADER; 0 when absent or unreadable. */
export function testClockOffsetOf(req: IncomingMessage): number {
  const given = req.headers[TEST_CLOCK_HEADER];
  const at = typeof given === 'string' && given.length <= 40 ? Date.parse(given) : NaN;
  return Number.isFinite(at) ? at - Date.now() : 0;
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
