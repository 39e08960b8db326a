import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { currentRequestId, inRequestScope, requestClockNow, TEST_CLOCK_HEADER, testClockOffsetOf } from './request-scope.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('the request scope', () => {
  it('names the request and runs its clock at the offset it was given, in every callback of the request', async () => {
    const day = 24 * 3600 * 1000;
    await inRequestScope(
      'request-1',
      async () => {
        await new Promise((resolve) => setImmediate(resolve));
        expect(currentRequestId()).toBe('request-1');
        expect(Math.abs(requestClockNow().getTime() - (Date.now() + day))).toBeLessThan(1000);
      },
      day,
    );
    expect(currentRequestId()).toBeNull();
    expect(Math.abs(requestClockNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads a test clock from its header, and nothing from a missing or unreadable one', () => {
    const at = Date.now() + 3600_000;
    expect(Math.abs(testClockOffsetOf(request({ [TEST_CLOCK_HEADER]: new Date(at).toISOString() })) - 3600_000)).toBeLessThan(1000);
    expect(testClockOffsetOf(request({}))).toBe(0);
    expect(testClockOffsetOf(request({ [TEST_CLOCK_HEADER]: 'tomorrow' }))).toBe(0);
    expect(testClockOffsetOf(request({ [TEST_CLOCK_HEADER]: '9'.repeat(100) }))).toBe(0);
  });
});
