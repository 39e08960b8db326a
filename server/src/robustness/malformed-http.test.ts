import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../db/seed/factories/people.js';
import { databaseFingerprint } from '../test/database-fingerprint.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { raw, rawExchange } from '../test/raw-http.js';

/**
 * Malformed HTTP sent to every route, as a careless client or an attacker would: each request gets
 * an answer that is not a 500 (or the connection is closed), the server goes on answering
 * /health, and nothing is written.
 */

let t: TestServer;
let origin: string;
let port: number;

beforeAll(async () => {
  // As in production: the browser journeys' fixture routes (which create data on any POST) are off.
  t = await startTestServer();
  await createStudent(t.services.db, { username: 'robust1', passwordHash: 'x' });
  await t.gql('{ appVersion }');
  port = (t.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => t.close());

const ROUTES = [
  '/',
  '/login',
  '/graphql',
  '/health',
  '/ready',
  '/files/profile-image/x.png',
  '/dev/outbox',
  '/dev/fixtures/family',
  '/assets/app.js',
  // A calendar feed: a token of the right shape that no feed has, and one of the wrong shape.
  `/calendar/${'A'.repeat(43)}.ics`,
  '/calendar/%ZZ.ics',
];
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
    ['an unparsable URL', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
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
    for (const route of ROUTES) {
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
});
