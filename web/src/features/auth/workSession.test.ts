import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCode } from '../../components/errorMessage';
import { ensureWorkSession } from './workSession';

/** The server's answers, one per request, and the bodies the requests carried. */
function serverAnswers(...bodies: unknown[]) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(bodies.shift()))));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([, init]) => JSON.parse(init.body as string) as { operationName: string; variables: unknown });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ensureWorkSession', () => {
  it("asks the server for the sign-in's work session when the tab has none, and keeps it for the next requests", async () => {
    const sent = serverAnswers({ data: { startStudentSession: { id: 41 } } });
    await ensureWorkSession(7);
    expect(sent()).toEqual([expect.objectContaining({ operationName: 'StartStudentSession', variables: { studentId: 7 } })]);
    expect(sessionStorage.getItem('sessionId')).toBe('41');

    await ensureWorkSession(7);
    expect(sent()).toHaveLength(1);
  });

  it('rejects with the refusal of a sign-in overtaken elsewhere, keeping no id', async () => {
    serverAnswers({
      data: null,
      errors: [{ message: 'We have detected that you have multiple sign-ins on SOLVE.', extensions: { code: 'MULTIPLE_SIGN_IN' } }],
    });
    const refused = await ensureWorkSession(7).catch((error: unknown) => error);
    expect(errorCode(refused)).toBe('MULTIPLE_SIGN_IN');
    expect(sessionStorage.getItem('sessionId')).toBeNull();
  });
});
