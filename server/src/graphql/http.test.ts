import http from 'node:http';
import { Readable, Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStudent } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { raw, type RawResponse } from '../test/raw-http.js';
import { SESSION_COOKIE } from './cookies.js';
import { MAX_BODY_BYTES } from './yoga.js';

/**
 * Every GraphQL request over HTTP is answered by Yoga through its plugin hooks: the CSRF checks,
 * the body limit, cookies, compression and the request's log line are decided in one place
 * (yoga.ts). The server's answers are Yoga's own, byte for byte, plus the security and transport
 * headers the HTTP server adds.
 */

let t: TestServer;
let origin = '';
const PASSWORD = 'http-path-pass-7';

beforeAll(async () => {
  t = await startTestServer();
  await createSettings(t.services.db);
  await createStudent(t.services.db, { username: 'httppath', passwordHash: await hashPassword(PASSWORD) });
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
});
afterAll(() => t.close());

interface Sent {
  method?: string;
  query?: string;
  body?: string;
  headers?: Record<string, string>;
}

const json = (value: unknown) => JSON.stringify(value);
const JSON_TYPE = { 'content-type': 'application/json' };
const LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;

const cases: [string, Sent][] = [
  ['a query without an Accept header', { body: json({ query: '{ appVersion }' }) }],
  [
    'a query asking for graphql-response+json first',
    { body: json({ query: '{ appVersion }' }), headers: { accept: 'application/graphql-response+json,application/json;q=0.9' } },
  ],
  ['a named query', { body: json({ query: 'query Version { appVersion }', operationName: 'Version', variables: null }) }],
  [
    'a refusal by a rule (not signed in)',
    { body: json({ query: 'mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }', variables: { id: 1 } }) },
  ],
  [
    'variables of the wrong type',
    { body: json({ query: 'mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }', variables: { id: 'one' } }) },
  ],
  ['a wrong password', { body: json({ query: LOGIN, variables: { u: 'httppath', p: 'wrong' } }) }],
  ['a syntax error', { body: json({ query: '{ appVersion' }) }],
  ['an unknown field', { body: json({ query: '{ noSuchField }' }) }],
  ['an operation name the document lacks', { body: json({ query: 'query A { appVersion }', operationName: 'B' }) }],
  ['two operations without a name', { body: json({ query: 'query A { appVersion } query B { appVersion }' }) }],
  ['a body that is not JSON', { body: '{"query": ' }],
  ['a parameter GraphQL does not know', { body: json({ query: '{ appVersion }', other: 1 }) }],
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
  ['a string with a NUL character', { body: json({ query: LOGIN, variables: { u: 'a\0b', p: 'x' } }) }],
  [
    'a large answer, gzipped',
    { body: json({ query: '{ __schema { types { name description } } }' }), headers: { 'accept-encoding': 'gzip' } },
  ],
  ['a large answer to a client that takes no gzip', { body: json({ query: '{ __schema { types { name description } } }' }) }],
  ['a GET', { method: 'GET', query: '?query=%7B%20appVersion%20%7D' }],
  ['a mutation by GET', { method: 'GET', query: '?query=mutation%20%7B%20signOut%20%7D' }],
  ['a form post', { body: 'query=%7B%20appVersion%20%7D', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['a stream request', { body: json({ query: '{ appVersion }' }), headers: { accept: 'text/event-stream' } }],
  ['a body of the wrong type', { body: json({ query: '{ appVersion }' }), headers: { 'content-type': 'text/plain' } }],
  ['another method', { method: 'PUT', body: json({ query: '{ appVersion }' }) }],
];

/** Headers the HTTP server adds to every answer, GraphQL or not (app.ts, Node). */
const ADDED_BY_SERVER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
]);

function headersOf(sent: Sent): Record<string, string> {
  return { ...(sent.method === 'GET' ? {} : JSON_TYPE), ...sent.headers };
}

async function yogaAlone(sent: Sent) {
  const response = await t.app.graphql.fetch(`http://localhost/graphql${sent.query ?? ''}`, {
    method: sent.method ?? 'POST',
    headers: headersOf(sent),
    body: sent.body,
  });
  // As Node writes them: one value per name, the last one set (Yoga's headers keep a name's spellings apart).
  const byName = new Map<string, string>();
  response.headers.forEach((value, name) => {
    if (!ADDED_BY_SERVER.has(name.toLowerCase()) && name.toLowerCase() !== 'set-cookie') byName.set(name.toLowerCase(), value);
  });
  const headers: [string, string][] = [...byName];
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: response.status, headers: headers.sort(), body: Buffer.from(await response.arrayBuffer()) };
}

function served(response: RawResponse) {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(response.headers)) {
    if (ADDED_BY_SERVER.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, item]);
  }
  return { status: response.status, headers: headers.sort(), body: response.body };
}

describe('every GraphQL request is answered by Yoga', () => {
  it.each(cases)('%s', async (_name, sent) => {
    const ours = await raw(origin, `/graphql${sent.query ?? ''}`, {
      method: sent.method ?? 'POST',
      headers: headersOf(sent),
      body: sent.body,
    });
    const yoga = await yogaAlone(sent);
    // Node may send a body chunked where Yoga names its length; the bytes are the same.
    const length = (answer: { headers: [string, string][] }) => answer.headers.filter(([name]) => name !== 'content-length');
    expect({ ...served(ours), headers: length(served(ours)) }).toEqual({ ...yoga, headers: length(yoga) });
    expect(ours.headers['cache-control']).toBe('no-store');
    expect(ours.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the cookies a sign-in sets, as Yoga does', async () => {
    const sent = { body: json({ query: LOGIN, variables: { u: 'httppath', p: PASSWORD } }) };
    const ours = served(await raw(origin, '/graphql', { method: 'POST', headers: JSON_TYPE, body: sent.body }));
    const yoga = await yogaAlone(sent);
    const withoutToken = (answer: { headers: [string, string][]; body: Buffer }) => ({
      headers: answer.headers.map(([name, value]) => [name, value.replace(new RegExp(`^${SESSION_COOKIE}=[^;]+`), `${SESSION_COOKIE}=…`)]),
      body: answer.body.toString().replace(/"token":"[^"]+"/, '"token":"…"'),
    });
    const session = ours.headers.find(([name, value]) => name === 'set-cookie' && value.startsWith(`${SESSION_COOKIE}=`));
    expect(session?.[1]).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
    expect(withoutToken(ours)).toEqual(withoutToken(yoga));
  });
});

describe('the body limit', () => {
  const TOO_LARGE = { errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] };

  it('refuses a body that declares more than the limit, before reading it', async () => {
    const body = json({ query: `{ appVersion }${' '.repeat(MAX_BODY_BYTES)}` });
    const response = await raw(origin, '/graphql', { method: 'POST', headers: JSON_TYPE, body });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toEqual(TOO_LARGE);
  });

  it('takes a body just under the limit', async () => {
    const query = '{ appVersion }';
    const body = json({ query: `${query}${' '.repeat(MAX_BODY_BYTES - 30)}` });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const response = await raw(origin, '/graphql', { method: 'POST', headers: JSON_TYPE, body });
    expect(response.status).toBe(200);
  });

  it('reads a chunked body under the limit to the end and answers it', async () => {
    const chunks = [Buffer.from('{"query":"{ app'), Buffer.from('Version }"}')];
    const answer = await chunkedPost(origin, () => chunks.shift() ?? null);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { appVersion: expect.any(String) } });
  });

  it('stops reading a chunked body at the limit: 60 MB sent in chunks is refused and the server goes on', async () => {
    const chunk = Buffer.alloc(1024 * 1024, ' ');
    const total = 60 * chunk.length;
    let sent = 0;
    const answer = await chunkedPost(origin, () => {
      if (sent >= total) return null;
      sent += chunk.length;
      return chunk;
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    // The server answered without waiting for the rest (the client stops sending when it sees the answer).
    expect(sent).toBeLessThan(total);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });
});

/** A chunked POST /graphql whose body comes from `next` (null ends it); resolves with the answer as soon as it has come. */
function chunkedPost(base: string, next: () => Buffer | null): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = new Readable({
      read() {
        this.push(next());
      },
    });
    const request = http.request(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (data: Buffer) => (text += data.toString()));
      response.on('end', () => {
        body.destroy();
        resolve({ status: response.statusCode ?? 0, body: text });
      });
    });
    // The server may close the connection while the client is still sending: the answer came first.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    body.pipe(request);
  });
}

describe('the request log', () => {
  it('writes one line per GraphQL request, refused or not, with its id, operation, status and duration, and nothing it was sent', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = t.services.logger;
    t.services.logger = pino({ level: 'info' }, sink);
    const secret = 'kid-7@family.example';
    try {
      const send = (id: string, body: string, headers: Record<string, string> = {}) =>
        raw(origin, '/graphql', { method: 'POST', headers: { ...JSON_TYPE, 'x-request-id': id, ...headers }, body });
      await send(
        'log-ok',
        json({
          query: 'query SignIn($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }',
          variables: { u: secret, p: secret },
        }),
      );
      await send('log-csrf', json({ query: 'query Csrf { appVersion }' }), { cookie: `${SESSION_COOKIE}=abc` });
      await send('log-large', json({ query: `query Large { appVersion }${' '.repeat(MAX_BODY_BYTES)}` }));
      await send('log-name', json({ query: 'query A { appVersion }', operationName: secret }));
      await vi.waitFor(() => expect(lines.filter((line) => line.msg === 'graphql')).toHaveLength(4));
    } finally {
      t.services.logger = logger;
    }
    const byId = (id: string) => lines.find((line) => line.msg === 'graphql' && line.requestId === id);
    expect(byId('log-ok')).toMatchObject({ operation: 'SignIn', status: 200 });
    expect(byId('log-csrf')).toMatchObject({ operation: null, status: 403 });
    expect(byId('log-large')).toMatchObject({ status: 413 });
    expect(byId('log-name')).toMatchObject({ operation: null });
    for (const id of ['log-ok', 'log-csrf', 'log-large']) expect(typeof byId(id)?.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
