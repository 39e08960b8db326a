import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

/**
 * Helpers of the journeys on two instances (playwright.scale.config.ts): the harness's proxy
 * (scale/proxy.mjs) names the instance that served each answer, and sends a browser that carries
 * the pin cookie to that instance alone.
 */

export type InstanceName = 'a' | 'b';
const PIN_COOKIE = 'scale_instance';
const SERVED_BY_HEADER = 'x-served-by';

/** Every request and WebSocket of this browser context goes to one instance. */
export async function pinTo(context: BrowserContext, instance: InstanceName, baseURL: string) {
  await context.addCookies([{ name: PIN_COOKIE, value: instance, url: baseURL }]);
}

/** The instance that answered a request of this context. */
export async function servedBy(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get('/ready');
  expect(response.ok()).toBe(true);
  return response.headers()[SERVED_BY_HEADER];
}

/** The harness's control port on localhost (scale/settings.mjs: the proxy's port + 3). */
export function controlUrl(path: string): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}${path}`;
}

/** A GraphQL request's answer, or why it did not arrive. */
export type GraphQLOutcome<T> = { kind: 'data'; data: T } | { kind: 'refused'; code: string } | { kind: 'failed'; reason: string };

/** Sends one GraphQL operation over HTTP; a connection or server failure is an outcome, not a throw. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLOutcome<T>> {
  try {
    const response = await request.post('/graphql', {
      data: { query, variables },
      // The app's own header: a request that carries the session cookie must carry it too.
      headers: { 'x-solve-csrf': '1' },
      failOnStatusCode: false,
    });
    if (response.status() >= 500) return { kind: 'failed', reason: `HTTP ${response.status()}` };
    const body = (await response.json()) as { data?: T | null; errors?: { extensions?: { code?: string } }[] };
    const code = body.errors?.[0]?.extensions?.code;
    // A masked server error is trouble to retry, as the player does; any other code is the server's refusal.
    if (code && code !== 'INTERNAL_SERVER_ERROR') return { kind: 'refused', code };
    if (body.errors?.length || !body.data) return { kind: 'failed', reason: 'an error without a code' };
    return { kind: 'data', data: body.data };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}
