import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { createStudent } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { SESSION_COOKIE } from './cookies.js';
import { acceptedJsonType, jsonPostHandler, type YogaParts } from './json-post.js';

let t: TestServer;
let origin = '';
/** A server that answers 599 when the JSON POST handler leaves the request to Yoga's own handler. */
let probe: Server;
let probeOrigin = '';
/** Yoga's parts as the probe uses them, its own handler watched. */
const yoga: YogaParts & { fetch: Mock<YogaParts['fetch']> } = {
  get getEnveloped() {
    return t.app.graphql.getEnveloped;
  },
  fetch: vi.fn<YogaParts['fetch']>((url, init, context) => t.app.graphql.fetch(url, init, context)),
};
const PASSWORD = 'json-post-pass-7';

beforeAll(async () => {
  t = await startTestServer();
  await createSettings(t.services.db);
  await createStudent(t.services.db, { username: 'jsonpost', passwordHash: await hashPassword(PASSWORD) });
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
  const serveJsonPost = jsonPostHandler(yoga, t.services);
  probe = createServer((req, res) => {
    void serveJsonPost(req, res).then((served) => {
      if (served) return;
      res.statusCode = 599;
      res.end();
    });
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  probeOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => probe.close(resolve));
  await t.close();
});

interface Sent {
  body: string;
  headers?: Record<string, string>;
}

const json = (value: unknown) => JSON.stringify(value);
const LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;

/** Requests of every kind, each answered by this path (or handed to Yoga) and by Yoga's handler alone. */
const cases: [string, Sent][] = [
  ['a query without an Accept header', { body: json({ query: '{ appVersion }' }) }],
  [
    'a query asking for graphql-response+json first',
    { body: json({ query: '{ appVersion }' }), headers: { accept: 'application/graphql-response+json,application/json;q=0.9' } },
  ],
  [
    'a query asking for application/json only',
    {
      body: json({ query: 'query Version { appVersion }', operationName: 'Version', variables: null }),
      headers: { accept: 'application/json' },
    },
  ],
  [
    'a refusal by a rule (not signed in)',
    { body: json({ query: 'mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }', variables: { id: 1 } }) },
  ],
  [
    'a refusal by a rule, graphql-response+json',
    {
      body: json({ query: 'mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }', variables: { id: 1 } }),
      headers: { accept: 'application/graphql-response+json' },
    },
  ],
  [
    'variables of the wrong type',
    { body: json({ query: 'mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }', variables: { id: 'one' } }) },
  ],
  ['a wrong password', { body: json({ query: LOGIN, variables: { u: 'jsonpost', p: 'wrong' } }) }],
  ['a syntax error', { body: json({ query: '{ appVersion' }) }],
  ['an unknown field', { body: json({ query: '{ noSuchField }' }) }],
  ['an operation name the document lacks', { body: json({ query: 'query A { appVersion }', operationName: 'B' }) }],
  ['two operations without a name', { body: json({ query: 'query A { appVersion } query B { appVersion }' }) }],
  ['a body that is not JSON', { body: '{"query": ' }],
  ['a parameter GraphQL does not know', { body: json({ query: '{ appVersion }', other: 1 }) }],
  ['variables that are not an object', { body: json({ query: '{ appVersion }', variables: [1] }) }],
  ['a batch', { body: json([{ query: '{ appVersion }' }]) }],
  ['a session cookie without the app header', { body: json({ query: '{ appVersion }' }), headers: { cookie: `${SESSION_COOKIE}=abc` } }],
  [
    'a session cookie from another site',
    {
      body: json({ query: '{ appVersion }' }),
      headers: { cookie: `${SESSION_COOKIE}=abc`, 'x-solve-csrf': '1', origin: 'https://evil.example' },
    },
  ],
  ['a query over the alias limit', { body: json({ query: `{ ${Array.from({ length: 16 }, (_, i) => `v${i}: appVersion`).join(' ')} }` }) }],
];

const post = (base: string, sent: Sent) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...sent.headers }, body: sent.body });

async function answerOf(response: Response) {
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

describe('plain JSON POSTs answer as Yoga alone does', () => {
  it.each(cases)('%s', async (_name, sent) => {
    const served = await answerOf(await post(origin, sent));
    const yoga = await answerOf(
      await t.app.graphql.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sent.headers },
        body: sent.body,
      }),
    );
    expect(served).toEqual(yoga);
  });

  it('sends the cookies a sign-in sets, as Yoga does, and no-store', async () => {
    const sent = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({ query: LOGIN, variables: { u: 'jsonpost', p: PASSWORD } }),
    };
    const served = await fetch(`${origin}/graphql`, sent);
    const yoga = await t.app.graphql.fetch('http://localhost/graphql', sent);
    const body = (await served.json()) as { data: { studentLogin: { token: string } } };
    expect(body.data.studentLogin.token).toMatch(/^[\w-]{40,}$/);
    // The same cookies but for the new session's token.
    const withoutToken = (cookies: string[]) =>
      cookies.map((cookie) => cookie.replace(new RegExp(`^${SESSION_COOKIE}=[^;]+`), `${SESSION_COOKIE}=…`));
    expect(served.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
    expect(withoutToken(served.headers.getSetCookie())).toEqual(withoutToken(yoga.headers.getSetCookie()));
    expect(served.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the security headers of every response', async () => {
    const response = await post(origin, { body: json({ query: '{ appVersion }' }) });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('which requests this path serves', () => {
  it('serves plain queries and mutations itself, and hands the others to Yoga with their body', async () => {
    const yogaFetch = yoga.fetch;
    yogaFetch.mockClear();
    {
      const plain = await post(probeOrigin, { body: json({ query: '{ appVersion }' }) });
      expect(plain.status).toBe(200);
      expect(yogaFetch).not.toHaveBeenCalled();
      const refused = await post(probeOrigin, { body: json({ query: '{ noSuchField }' }) });
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/noSuchField/);
      expect(yogaFetch).toHaveBeenCalledTimes(1);
    }
  });

  it.each<[string, RequestInit]>([
    ['a GET', { method: 'GET' }],
    [
      'a form post',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B%20appVersion%20%7D' },
    ],
    [
      'a stream request',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: json({ query: '{ appVersion }' }),
      },
    ],
    [
      'a body of over a megabyte',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: json({ query: `{ appVersion }${' '.repeat(1_000_001)}` }) },
    ],
  ])('leaves %s to Yoga untouched', async (_name, init) => {
    expect((await fetch(`${probeOrigin}/graphql`, init)).status).toBe(599);
  });
});

describe('acceptedJsonType', () => {
  it.each<[string | null, string | null]>([
    [null, 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['application/*', 'application/json'],
    ['text/html, application/json', 'application/json'],
    ['application/json; charset=utf-8', 'application/json'],
    ['application/json; charset=latin1', null],
    ['text/event-stream', null],
    ['multipart/mixed', null],
  ])('%s gives %s', (accept, expected) => {
    expect(acceptedJsonType(accept)).toBe(expected);
  });
});
