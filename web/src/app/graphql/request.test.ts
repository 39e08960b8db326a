import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { graphql } from '../../graphql';
import { GraphQLRequestError, requestGraphQL } from './request';

const StudentByUsername = graphql(`
  query StudentByUsername($username: String!) {
    requestStudentByUsername(username: $username) {
      exists
    }
  }
`);

/** The server's answer to the next request, and what the request carried. */
function serverAnswers(body: unknown, status = 200) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url, headers: new Headers(init.headers), body: JSON.parse(init.body as string) as Record<string, unknown> };
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestGraphQL', () => {
  it("posts the operation with the app's headers and resolves to its data", async () => {
    sessionStorage.setItem('sessionId', 'work-7');
    const sent = serverAnswers({ data: { requestStudentByUsername: { exists: true } } });
    await expect(requestGraphQL(StudentByUsername, { username: 'ada' })).resolves.toEqual({ requestStudentByUsername: { exists: true } });
    const { url, headers, body } = sent();
    expect(url).toBe('/graphql');
    expect(headers.get('x-solve-csrf')).toBe('1');
    expect(headers.get('x-student-session')).toBe('work-7');
    expect(headers.get('content-type')).toBe('application/json');
    expect(body.operationName).toBe('StudentByUsername');
    expect(body.variables).toEqual({ username: 'ada' });
    expect(body.query).toContain('requestStudentByUsername(username: $username)');
  });

  it("rejects an answer with errors, whose catalogue text the page shows, and masks what is not the catalogue's", async () => {
    serverAnswers({
      data: null,
      errors: [{ message: 'Too many attempts. Please wait 15 minutes and try again.', extensions: { code: 'TOO_MANY_ATTEMPTS' } }],
    });
    const refused = await requestGraphQL(StudentByUsername, { username: 'ada' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphQLRequestError);
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(errorMessage(refused, 'fallback')).toBe('Too many attempts. Please wait 15 minutes and try again.');

    serverAnswers({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const masked = await requestGraphQL(StudentByUsername, { username: 'ada' }).catch((error: unknown) => error);
    expect(errorMessage(masked, 'fallback')).toBe('fallback');
  });

  it('rejects a failed request that is not a GraphQL answer, which the page shows as its fallback', async () => {
    serverAnswers('<html>Bad gateway</html>', 502);
    const failed = await requestGraphQL(StudentByUsername, { username: 'ada' }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(GraphQLRequestError);
    expect(errorMessage(failed, 'fallback')).toBe('fallback');
  });
});
