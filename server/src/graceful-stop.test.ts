import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestServer, type TestServer } from './test/harness.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';

const SECRET_KEY = 'test-secret-key-test-secret-key-0123456789';
const BODY = JSON.stringify({ query: '{ __typename }' });

/**
 * A POST /graphql on its own connection whose body is not sent yet: the server has begun the
 * request once it answered `100 Continue`, and waits for the body (an upload still on its way).
 */
function heldRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  return {
    begun: () => expect.poll(() => received).toContain('100 Continue'),
    /** Sends the body, and after it whatever else the connection should carry. */
    finish: (after = '') => socket.write(BODY + after),
    closed,
    /** The status of each answer on the connection, in order. */
    statuses: () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])),
    received: () => received,
  };
}

/** A graphql-ws socket that has been acknowledged; `closed` resolves with its close code. */
async function liveSocket(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const acknowledged = new Promise<void>((resolve) => {
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString('utf8')) as { type: string }).type === 'connection_ack') resolve();
    });
  });
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await acknowledged;
  return { socket, closed };
}

describe('a stop within its bound', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('cuts off a request that does not finish in time, and says the drain was not complete', async () => {
    const port = await server.app.listen(0, '127.0.0.1');
    const held = heldRequest(port);
    await held.begun();
    expect(await server.app.stop(50)).toEqual({ drained: false });
    await held.closed;
    expect(held.statuses()).toEqual([100]);
  });
});

describe('the real server on SIGTERM', () => {
  let dataDir = '';
  let shared: TestServer | null = null;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'solve-stop-'));
    // On PostgreSQL the process serves this test file's database.
    if (process.env.DATABASE_URL) shared = await startTestServer();
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Several server processes on one port need PostgreSQL; each of them stops the same way.
  const cases = process.env.DATABASE_URL ? [1, 2] : [1];
  it.each(cases)(
    'with %i server process(es): not ready at once, the request in flight finishes, WebSockets close with 1012, exit 0',
    async (processes) => {
      const server = startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: shared?.url ?? '',
        SECRET_KEY,
        E2E_FIXTURES: 'false',
        SERVER_PROCESSES: String(processes),
        // Server processes of several say they stop at debug level.
        LOG_LEVEL: 'debug',
      });
      running.push(server);
      const port = await server.ready;
      const live = await liveSocket(port);
      const held = heldRequest(port);
      await held.begun();

      server.child.kill('SIGTERM');
      // Each serving process says it, and the primary of several too.
      const stopping = processes === 1 ? 1 : processes + 1;
      await expect.poll(() => server.lines.filter((line) => line.msg === 'shutting down').length).toBe(stopping);
      // New connections are refused (a load balancer sends them to another instance). The primary
      // of several processes learns that each stopped taking them a moment later.
      const connect = () =>
        fetch(`${server.origin()}/ready`).then(
          (response) => response.status,
          () => 'refused',
        );
      await expect.poll(connect).toBe('refused');
      // A process keeps its sockets open while its requests finish (of two, the socket may be the other's).
      if (processes === 1) expect(live.socket.readyState).toBe(WebSocket.OPEN);

      // The request in flight is answered; a request that comes after it on its connection
      // learns the server is stopping, and the connection is closed after the answer.
      held.finish(`GET /ready HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      await held.closed;
      expect(held.statuses()).toEqual([100, 200, 503]);
      expect(held.received()).toContain('{"data":{"__typename":"Query"}}');
      expect(held.received()).toContain('{"status":"stopping"}');
      expect(held.received().toLowerCase()).toContain('connection: close');

      expect(await live.closed).toBe(1012);
      expect(await server.exited).toBe(0);
      expect(server.lines.some((line) => line.msg === 'requests still running at the end of the drain were cut off')).toBe(false);
    },
    120_000,
  );
});
