import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStudent } from './db/seed/factories/people.js';
import { SESSION_COOKIE } from './graphql/cookies.js';
import { sessionFor } from './test/session-for.js';
import { PRODUCTION_TEST_ENV, startTestServer, type TestServer } from './test/harness.js';
import { rawExchange } from './test/raw-http.js';

let dev: TestServer;
let prod: TestServer;
let devOrigin = '';
let prodOrigin = '';

beforeAll(async () => {
  [dev, prod] = await Promise.all([startTestServer(), startTestServer({ env: PRODUCTION_TEST_ENV })]);
  // The built app's page, so the SPA route answers too.
  for (const server of [dev, prod]) {
    const webRoot = path.join(server.services.config.dataDir, 'no-web');
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Solve</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), 'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map\n');
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["app.tsx"],"mappings":""}');
  }
  devOrigin = `http://127.0.0.1:${await dev.app.listen(0, '127.0.0.1')}`;
  prodOrigin = `http://127.0.0.1:${await prod.app.listen(0, '127.0.0.1')}`;
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()]);
});

const post = (origin: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('health', () => {
  it('/health answers while the process runs; /ready checks the database', async () => {
    expect(await (await fetch(`${devOrigin}/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${devOrigin}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('/ready answers 503 when the database cannot be reached', async () => {
    const database = dev.services.database;
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await fetch(`${devOrigin}/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'database unreachable' });
      // The process itself is still healthy.
      expect((await fetch(`${devOrigin}/health`)).status).toBe(200);
    } finally {
      database.ping = ping;
    }
  });
});

describe('security headers', () => {
  it.each(['/', '/dashboard', '/graphql', '/health'])('%s carries the CSP and the other headers', async (route) => {
    const response = route === '/graphql' ? await post(devOrigin, { query: '{ appVersion }' }) : await fetch(`${devOrigin}${route}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The page talks only to the app itself (HTTP and its WebSocket), not to any https host.
    expect(csp).toContain("connect-src 'self' http://localhost:3000 ws://localhost:3000;");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('production adds HSTS; the SPA page is never cached, API answers are not stored', async () => {
    expect((await fetch(`${prodOrigin}/health`)).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await fetch(`${devOrigin}/health`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${devOrigin}/profile`)).headers.get('cache-control')).toBe('no-cache');
    expect((await post(devOrigin, { query: '{ appVersion }' })).headers.get('cache-control')).toBe('no-store');
  });

  it('serves nothing outside the built app, whatever the path says', async () => {
    const sibling = `${dev.services.config.dataDir}/no-web-secret`;
    mkdirSync(sibling, { recursive: true });
    writeFileSync(path.join(sibling, 'key.txt'), 'secret');
    for (const route of ['/..%2Fno-web-secret%2Fkey.txt', '/%E0%A4%A']) {
      const response = await fetch(`${devOrigin}${route}`);
      expect(await response.text()).toContain('<title>Solve</title>');
    }
  });
});

describe('the built app', () => {
  it('answers a missing script, style or file with 404, not with the page', async () => {
    for (const origin of [devOrigin, prodOrigin]) {
      for (const route of ['/assets/app-gone.js', '/assets/app-gone.css', '/assets/', '/favicon-gone.png', '/robots.txt']) {
        const response = await fetch(`${origin}${route}`);
        expect(response.status, route).toBe(404);
        expect(await response.text()).not.toContain('<title>Solve</title>');
      }
    }
  });

  it("serves the page for the app's routes, revalidated by its ETag", async () => {
    for (const route of ['/', '/profile', '/classroom/12/lesson/3']) {
      const response = await fetch(`${prodOrigin}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Solve</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${prodOrigin}${route}`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    }
  });

  it('caches hashed files for a year', async () => {
    const response = await fetch(`${prodOrigin}/assets/app-1a2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves source maps outside production only', async () => {
    expect((await fetch(`${devOrigin}/assets/app-1a2b.js.map`)).status).toBe(200);
    expect((await fetch(`${prodOrigin}/assets/app-1a2b.js.map`)).status).toBe(404);
  });
});

describe('malformed requests', () => {
  it('answers a request line whose URL cannot be parsed with 400, and goes on serving', async () => {
    for (const origin of [devOrigin, prodOrigin]) {
      const port = Number(new URL(origin).port);
      for (const target of ['http://[', 'http://[/graphql', 'https://a b/']) {
        const answer = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
      }
      expect((await fetch(`${origin}/health`)).status).toBe(200);
    }
  });
});

describe('GraphQL limits', () => {
  // familyMember -> familyAccount -> primaryFamilyMember -> ... nests as deep as one likes.
  const nested = (levels: number) => {
    let inner = 'id';
    for (let i = 0; i < levels; i++) inner = `primaryFamilyMember { familyAccount { ${inner} } }`;
    return `{ familyMember(id: 1) { familyAccount { ${inner} } } }`;
  };

  it('refuses a query nested deeper than 12', async () => {
    const body = (await (await post(devOrigin, { query: nested(6) })).json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
    const shallow = (await (await post(devOrigin, { query: nested(4) })).json()) as { errors?: { message: string }[] };
    expect(shallow.errors?.[0]?.message ?? '').not.toMatch(/depth/i);
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `v${i}: appVersion`).join(' ')} }`;
    const refused = (await (await post(devOrigin, { query: aliases(16) })).json()) as { errors?: { message: string }[] };
    expect(refused.errors?.[0]?.message).toMatch(/alias/i);
    const allowed = (await (await post(devOrigin, { query: aliases(15) })).json()) as { data?: Record<string, string> };
    expect(Object.keys(allowed.data ?? {})).toHaveLength(15);
  });

  it('refuses a query that costs too much, however it is spread', async () => {
    const wide = Array.from({ length: 14 }, (_, i) => `a${i}: familyMember(id: 1) { ...F }`).join(' ');
    const fields = 'id firstName lastName email phoneNumber relation imageUrl lastLogin familyAccountId';
    const fragment = `fragment F on FamilyMember { ${fields} familyAccount { id status students { ${'id username firstName lastName school grade'} } primaryFamilyMember { ${fields} familyAccount { id primaryFamilyMember { ${fields} familyAccount { id primaryFamilyMember { ${fields} } } } } } } }`;
    const body = (await (await post(devOrigin, { query: `{ ${wide} } ${fragment}` })).json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/cost/i);
  });
});

describe('introspection and GraphiQL', () => {
  const introspection = { query: '{ __schema { queryType { name } } }' };

  it('are available in development', async () => {
    const body = (await (await post(devOrigin, introspection)).json()) as { data?: unknown };
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(`${devOrigin}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/graphiql/i);
  });

  it('are off in production, and unknown fields get no suggestions', async () => {
    const body = (await (await post(prodOrigin, introspection)).json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    const page = await fetch(`${prodOrigin}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
    const typo = (await (await post(prodOrigin, { query: '{ appVersio }' })).json()) as { errors?: { message: string }[] };
    expect(typo.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});

describe('CSRF protection of cookie-authenticated requests', () => {
  let cookie = '';
  const ME = { query: '{ me { id userType } }' };

  beforeAll(async () => {
    const student = await createStudent(dev.services.db, { username: 'csrf-kid', passwordHash: 'not-used' });
    cookie = `${SESSION_COOKIE}=${await sessionFor(dev.services.db, { userType: 'STUDENT', studentId: student.id })}`;
  });

  it("accepts the app's own requests: the cookie with the app's header", async () => {
    const response = await post(devOrigin, ME, { cookie, 'x-solve-csrf': '1' });
    expect(((await response.json()) as { data: { me: { userType: string } } }).data.me.userType).toBe('STUDENT');
  });

  it('deletes a session cookie that signs no one in, so the browser stops sending it (live updates refuse it)', async () => {
    const response = await post(devOrigin, ME, { cookie: `${SESSION_COOKIE}=revoked-or-expired`, 'x-solve-csrf': '1' });
    expect(((await response.json()) as { data: { me: null } }).data.me).toBeNull();
    expect(response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Max-Age=0/);
    const valid = await post(devOrigin, ME, { cookie, 'x-solve-csrf': '1' });
    expect(valid.headers.getSetCookie()).toEqual([]);
  });

  it('refuses the cookie without the header, or from a page of another origin', async () => {
    const attempts: Record<string, string>[] = [{ cookie }, { cookie, 'x-solve-csrf': '1', origin: 'https://evil.example' }];
    for (const headers of attempts) {
      const response = await post(devOrigin, ME, headers);
      expect(response.status).toBe(403);
      const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
      expect(body.data).toBeUndefined();
      expect(body.errors[0]!.message).toBe('Required CSRF header(s) not present');
    }
  });

  it('refuses what a form of another site can send without a preflight', async () => {
    const response = await fetch(`${devOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: 'query=mutation%7BsignOut%7D',
    });
    expect(response.status).toBe(403);
  });

  it('grants no other origin a CORS preflight', async () => {
    const response = await fetch(`${devOrigin}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-solve-csrf',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses the cookie whatever other Authorization header comes with it', async () => {
    const attempts: Record<string, string>[] = [
      { cookie, authorization: 'Basic eDp4' },
      { cookie, authorization: 'Basic eDp4', 'x-solve-csrf': '1', origin: 'http://evil.example' },
      { cookie, authorization: 'Bearer not-a-session' },
      { cookie, authorization: 'Bearer ', 'x-solve-csrf': '1', origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const response = await post(devOrigin, ME, headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { data?: unknown }).data).toBeUndefined();
    }
  });

  it('lets a valid bearer token through beside a cookie: the token authenticates, a page of another site cannot send it', async () => {
    const other = await createStudent(dev.services.db, { username: 'csrf-bearer-cookie', passwordHash: 'not-used' });
    const token = await sessionFor(dev.services.db, { userType: 'STUDENT', studentId: other.id });
    const response = await post(devOrigin, ME, { cookie, authorization: `Bearer ${token}`, origin: 'https://evil.example' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { me: { id: number } } }).data.me.id).toBe(other.id);
  });

  it('compares the origin with its scheme', async () => {
    const host = new URL(devOrigin).host;
    const otherScheme = await post(devOrigin, ME, { cookie, 'x-solve-csrf': '1', origin: `https://${host}` });
    expect(otherScheme.status).toBe(403);
    const sameOrigin = await post(devOrigin, ME, { cookie, 'x-solve-csrf': '1', origin: devOrigin });
    expect(((await sameOrigin.json()) as { data: { me: { userType: string } } }).data.me.userType).toBe('STUDENT');
    // Production takes only the public address, scheme included.
    const student = await createStudent(prod.services.db, { username: 'csrf-prod', passwordHash: 'not-used' });
    const prodCookie = `${SESSION_COOKIE}=${await sessionFor(prod.services.db, { userType: 'STUDENT', studentId: student.id })}`;
    const fromPublic = await post(prodOrigin, ME, { cookie: prodCookie, 'x-solve-csrf': '1', origin: 'http://localhost:3000' });
    expect(fromPublic.status).toBe(200);
    for (const origin of ['https://localhost:3000', prodOrigin]) {
      expect((await post(prodOrigin, ME, { cookie: prodCookie, 'x-solve-csrf': '1', origin })).status).toBe(403);
    }
  });

  it('bearer tokens and signed-out calls need no header (API clients)', async () => {
    const student = await createStudent(dev.services.db, { username: 'csrf-bearer', passwordHash: 'not-used' });
    const token = await sessionFor(dev.services.db, { userType: 'STUDENT', studentId: student.id });
    const withBearer = (await (await post(devOrigin, ME, { authorization: `Bearer ${token}` })).json()) as { data: { me: { id: number } } };
    expect(withBearer.data.me.id).toBe(student.id);
    expect(((await (await post(devOrigin, ME)).json()) as { data: unknown }).data).toEqual({ me: null });
  });

  it('refuses WebSocket connections opened by pages of another origin', async () => {
    const { WebSocket } = await import('ws');
    const closeCode = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${devOrigin.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { origin });
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.on('message', (data) => {
          if ((JSON.parse((data as Buffer).toString('utf8')) as { type: string }).type === 'connection_ack') socket.close(1000);
        });
        socket.on('close', (code) => resolve(code));
      });
    expect(await closeCode('https://evil.example')).toBe(4403);
    expect(await closeCode(devOrigin.replace('http:', 'https:'))).toBe(4403);
    expect(await closeCode(devOrigin)).toBe(1000);
  });
});

describe('request logs', () => {
  it('writes one JSON line per request with the operation name, status and duration', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = dev.services.logger;
    dev.services.logger = pino({ level: 'info' }, sink);
    try {
      await post(
        devOrigin,
        { query: 'query AcademyVersion { appVersion }', operationName: 'AcademyVersion' },
        { 'x-request-id': 'req-42' },
      );
      await (await fetch(`${devOrigin}/profile`)).text();
      // The line is written when the response has finished, which may be just after the body arrived.
      await vi.waitFor(() => expect(lines.some((line) => line.msg === 'http')).toBe(true));
    } finally {
      dev.services.logger = logger;
    }
    const graphqlLine = lines.find((line) => line.msg === 'graphql');
    expect(graphqlLine).toMatchObject({ operation: 'AcademyVersion', status: 200, requestId: 'req-42' });
    expect(typeof graphqlLine?.durationMs).toBe('number');
    const httpLine = lines.find((line) => line.msg === 'http');
    expect(httpLine).toMatchObject({ method: 'GET', path: '/profile', status: 200 });
    expect(typeof httpLine?.durationMs).toBe('number');
  });
});
