import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStudent } from '../db/seed/factories/people.js';
import { databaseFingerprint } from '../test/database-fingerprint.js';
import { moduleRoutes } from '../http-routes.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { raw, rawExchange } from '../test/raw-http.js';
import { sessionFor } from '../test/session-for.js';

/**
 * Malformed HTTP sent to every route, as a careless client or an attacker would: each request gets
 * an answer that is not a 500 (or the connection is closed), the server goes on answering
 * /health, and nothing is written.
 */

/** The app's own routes, then every path the modules declare (http-routes.ts), so a new route is never left out. */
const APP_ROUTES = ['/', '/login', '/graphql', '/health', '/ready', '/assets/app.js'];
let routes: string[] = [];
let t: TestServer;
let student = 0;
let origin: string;
let port: number;

beforeAll(async () => {
  // As in production: the browser journeys' fixture routes (which create data on any POST) are off.
  t = await startTestServer();
  student = (await createStudent(t.services.db, { username: 'robust1', passwordHash: 'x' })).id;
  await t.gql('{ appVersion }');
  port = (t.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  routes = [...APP_ROUTES, ...moduleRoutes(t.services).flatMap((route) => route.paths)];
});
afterAll(() => t.close());

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** The status line's code of a raw answer, or 0 when the server closed without answering. */
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

async function expectAliveAndUnchanged(before: Record<string, string>) {
  const health = await raw(origin, '/health');
  expect(health.status).toBe(200);
  expect(await databaseFingerprint(t.services.db)).toEqual(before);
}

describe('malformed requests', () => {
  it.each([
    ['an unparsable URL', 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400]],
    ['a request line of garbage', 'GARBAGE\r\n\r\n', [0, 400]],
    ['an unknown HTTP version', 'GET / HTTP/7.1\r\nHost: x\r\n\r\n', [0, 400, 505]],
    ['a bad escape in a file path', 'GET /files/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400]],
    // Query strings are read as browsers do (a bad escape stays as it is): a GraphQL syntax error.
    [
      'a bad escape in the query string',
      'GET /graphql?query=%ZZ HTTP/1.1\r\nHost: x\r\nX-Solve-Csrf: 1\r\nConnection: close\r\n\r\n',
      [200, 400],
    ],
    ['a folder under /files/', 'GET /files/profile-image/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [404]],
    ['a path escaping /files/', 'GET /files/..%2F..%2Fpackage.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400, 404]],
    ['a calendar feed no one made', `GET /calendar/${'B'.repeat(43)}.ics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, [404]],
    ['a calendar feed address of garbage', 'GET /calendar/%00%ZZ/..;.ics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400, 404]],
    ['an invoice PDF no one has', 'GET /documents/invoices/2147483648.pdf HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [404]],
    [
      'a receipt PDF address of garbage',
      'GET /documents/payments/%00%ZZ/..;.pdf HTTP/1.1\r\nHost: x\r\nCookie: solve_session=%ZZ\r\nConnection: close\r\n\r\n',
      [400, 404],
    ],
    ['a header past the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`, [0, 431]],
    ['a Content-Length that is not a number', 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: lots\r\n\r\n', [0, 400]],
    ['two Content-Lengths that differ', 'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}', [0, 400]],
    [
      'a bad chunk size',
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
      [0, 400],
    ],
  ])('%s', async (_name, request, statuses) => {
    const before = await databaseFingerprint(t.services.db);
    const answer = await rawExchange(port, request);
    expect(statuses).toContain(statusOf(answer));
    await expectAliveAndUnchanged(before);
  });

  it('every method on every route with a body that is not what the route takes', async () => {
    const before = await databaseFingerprint(t.services.db);
    const bodies: [string, string][] = [
      ['application/json', '{"query": '],
      ['application/json', '[1, 2, '],
      ['application/json', `{"query": "{ appVersion }", "variables": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
      ['application/json', '{"query": "\\u0000"}'],
      ['text/plain', 'query { appVersion }'],
      ['application/x-www-form-urlencoded', 'query=%7BappVersion%7D'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--'],
      ['application/octet-stream', '\u0000\u0001\u0002'],
    ];
    const failures: string[] = [];
    for (const route of routes) {
      for (const method of METHODS) {
        for (const [type, body] of bodies) {
          const what = `${method} ${route} ${type} ${body.slice(0, 20)}`;
          try {
            // Node's client frames DELETE and OPTIONS bodies only with an explicit length.
            const headers = { 'content-type': type, 'content-length': String(method === 'GET' ? 0 : Buffer.byteLength(body)) };
            const answer = await raw(origin, route, { method, headers, body: method === 'GET' ? undefined : body });
            if (answer.status >= 500) failures.push(`${what}: ${answer.status}`);
          } catch (error) {
            failures.push(`${what}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    await expectAliveAndUnchanged(before);
  });

  it('bodies past the limit, declared or chunked, are refused with 413 before they are read', async () => {
    const before = await databaseFingerprint(t.services.db);
    const big = `{"query": "{ appVersion }", "x": "${'a'.repeat(2_000_000)}"}`;
    const declared = await rawExchange(
      port,
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
    );
    expect(statusOf(declared)).toBe(413);
    const chunked = await rawExchange(
      port,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
        Array.from({ length: 40 }, () => `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`).join('') +
        '0\r\n\r\n',
    );
    expect(statusOf(chunked)).toBe(413);
    await expectAliveAndUnchanged(before);
  });

  it('slow senders do not keep others waiting', async () => {
    const before = await databaseFingerprint(t.services.db);
    // Twenty connections that send half a request and wait: the server still answers everyone else.
    const slow = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"qu');
              resolve(socket);
            });
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      const answer = await t.gql<{ appVersion: string }>('{ appVersion }');
      expect(answer.data?.appVersion).toEqual(expect.any(String));
      await expectAliveAndUnchanged(before);
    } finally {
      for (const socket of slow) socket.destroy();
    }
  });

  it('a sender that never finishes its headers is cut off, and the server answers everyone else meanwhile', async () => {
    const before = await databaseFingerprint(t.services.db);
    const usual = t.app.server.headersTimeout;
    t.app.server.headersTimeout = 1_000;
    try {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.once('close', () => resolve(text));
      });
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect((await t.gql<{ appVersion: string }>('{ appVersion }')).data?.appVersion).toEqual(expect.any(String));
      // Node answers 408 and closes the connection at its next check of slow connections.
      expect(statusOf(await answer)).toBe(408);
    } finally {
      t.app.server.headersTimeout = usual;
    }
    await expectAliveAndUnchanged(before);
  }, 20_000);
});

describe('kept-alive connections', () => {
  it("a connection idle for longer than Node's default 5 s is still answered, not reset", async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const answered = () => (received.match(/^HTTP\/1\.1 200/gm) ?? []).length;
    const health = 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n';
    socket.write(health);
    await vi.waitFor(() => expect(answered()).toBe(1));
    // Idle past Node's default keep-alive timeout, then the same connection again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    socket.write(health);
    await vi.waitFor(() => expect(answered()).toBe(2));
    socket.destroy();
  }, 20_000);
});

describe('the routes that read a body', () => {
  it.each(['/vitals', '/payments/sandbox/token'])('%s refuses a body past its limit, declared or chunked, with 413', async (path) => {
    const before = await databaseFingerprint(t.services.db);
    const big = 'a'.repeat(64 * 1024);
    const declared = await rawExchange(
      port,
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
    );
    expect(statusOf(declared)).toBe(413);
    const chunked = await rawExchange(
      port,
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(statusOf(chunked)).toBe(413);
    await expectAliveAndUnchanged(before);
  });

  it('a signed upload URL refuses a wrong type, a body past its size, declared or chunked, and bad signatures', async () => {
    const token = await sessionFor(t.services.db, { userType: 'STUDENT', studentId: student }, t.clock.now);
    const signed = await t.gql<{ s3Sign: { signedUrl: string } }>(
      `mutation { s3Sign(filename: "me.png", contentType: "image/png", size: 100, purpose: PROFILE_IMAGE) { signedUrl } }`,
      {},
      { token },
    );
    const url = new URL(signed.data!.s3Sign.signedUrl);
    const target = `${url.pathname}${url.search}`;
    const before = await databaseFingerprint(t.services.db);
    const put = (path: string, type: string, body: string, chunked = false) =>
      rawExchange(
        port,
        `PUT ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nConnection: close\r\n` +
          (chunked
            ? `Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`
            : `Content-Length: ${body.length}\r\n\r\n${body}`),
      );
    expect(statusOf(await put(target, 'text/html', 'x'))).toBe(400);
    expect(statusOf(await put(target, 'image/png', 'a'.repeat(500)))).toBe(413);
    expect(statusOf(await put(target, 'image/png', 'a'.repeat(500), true))).toBe(413);
    expect(statusOf(await put(target.replace(/sig=[^&]+/, 'sig=forged'), 'image/png', 'x'))).toBe(403);
    expect(statusOf(await put(target.replace(/exp=\d+/, 'exp=1'), 'image/png', 'x'))).toBe(403);
    await expectAliveAndUnchanged(before);
  });
});
