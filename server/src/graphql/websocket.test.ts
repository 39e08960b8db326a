import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createApp, type App } from '../app.js';
import { createStudent } from '../db/seed/factories/people.js';
import { publishProblemResponseCount } from '../modules/counter/counter.service.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { sessionFor } from '../test/session-for.js';
import { SESSION_COOKIE } from './cookies.js';
import type { SocketLimits } from './socket-limits.js';

const ORIGIN = 'http://localhost:3000';
const COUNTER = 'subscription { onProblemResponseCountChanged { newCount } }';
const NOTHING_OPEN = { sockets: 0, addresses: 0, sessions: 0, subscriptions: 0 };

/** Small limits, so that a test reaches each one with a few sockets. */
const LIMITS: Partial<SocketLimits> = {
  connectionInitWaitMs: 1_000,
  socketsPerSession: 3,
  socketsPerAddress: 6,
  anonymousSocketsPerAddress: 4,
  subscriptionsPerSocket: 2,
  subscriptionsPerSession: 5,
};

let t: TestServer;
let webRoot: string;
let app: App;
let port: number;
let studentId: number;
const peers: Peer[] = [];

beforeAll(async () => {
  // Behind one trusted proxy: each test speaks from addresses of its own through X-Forwarded-For.
  t = await startTestServer({ env: { TRUST_PROXY: '1' } });
  webRoot = mkdtempSync(path.join(tmpdir(), 'solve-ws-'));
  studentId = (await createStudent(t.services.db, { username: 'sockets', passwordHash: 'not-used' })).id;
  ({ app, port } = await startApp(LIMITS));
});

afterEach(async () => {
  for (const peer of peers.splice(0)) peer.socket.terminate();
  await vi.waitFor(() => expect(app.sockets.stats()).toEqual(NOTHING_OPEN));
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function startApp(limits: Partial<SocketLimits>): Promise<{ app: App; port: number }> {
  const started = createApp(t.services, { webRoot, socketLimits: limits });
  return { app: started, port: await started.listen(0, '127.0.0.1') };
}

interface Message {
  id?: string;
  type: string;
  payload?: unknown;
}

/** A raw graphql-transport-ws client, as the browser's: what it received and how it ended. */
interface Peer {
  socket: WebSocket;
  messages: Message[];
  /** 'ack' once the server accepts connection_init; else 'http <status>' (upgrade refused) or 'close <code>'. */
  handshake: Promise<string>;
  closed: Promise<number>;
  send(message: Message): void;
}

function peer(
  options: { address: string; cookie?: string; bearer?: string; init?: boolean; autoPong?: boolean; deflate?: boolean },
  to = port,
): Peer {
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': options.address };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const socket = new WebSocket(`ws://127.0.0.1:${to}/graphql`, 'graphql-transport-ws', {
    headers,
    autoPong: options.autoPong ?? true,
    perMessageDeflate: options.deflate ?? false,
  });
  // A refused socket may also see its connection reset; the close or the status is what counts.
  socket.on('error', () => undefined);
  const messages: Message[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const handshake = new Promise<string>((resolve) => {
    socket.once('unexpected-response', (request, response) => {
      resolve(`http ${response.statusCode}`);
      response.resume();
      request.destroy();
    });
    socket.once('open', () => {
      if (options.init !== false) socket.send(JSON.stringify({ type: 'connection_init' }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as Message;
      messages.push(message);
      if (message.type === 'connection_ack') resolve('ack');
    });
    void closed.then((code) => resolve(`close ${code}`));
  });
  const made: Peer = { socket, messages, handshake, closed, send: (message) => socket.send(JSON.stringify(message)) };
  peers.push(made);
  return made;
}

/** `count` sockets opened one after another, each answered as `handshake` says. */
async function handshakes(count: number, options: Parameters<typeof peer>[0]): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await peer(options).handshake);
  return answers;
}

const subscribeCounter = (on: Peer, id: string) => on.send({ id, type: 'subscribe', payload: { query: COUNTER } });
const errorCodesOf = (on: Peer, id: string) =>
  on.messages
    .filter((message) => message.id === id && message.type === 'error')
    .flatMap((message) => (message.payload as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code));

/** Announces a new count until `on` hears it on subscription `id` (LISTEN starts with the first read). */
async function heardCount(on: Peer, id: string) {
  await vi.waitFor(
    async () => {
      if (!on.messages.some((message) => message.id === id && message.type === 'next')) {
        await publishProblemResponseCount(t.services, 'RESPONSE_CREATED');
      }
      expect(on.messages.some((message) => message.id === id && message.type === 'next')).toBe(true);
    },
    { timeout: 10_000, interval: 100 },
  );
}

const signedIn = async () => `${SESSION_COOKIE}=${await sessionFor(t.services.db, { userType: 'STUDENT', studentId }, t.clock.now)}`;

describe('GraphQL over WebSocket: messages', () => {
  it('closes a socket that sends a message over the HTTP body limit (1009) without reading it; the server goes on', async () => {
    const sender = peer({ address: '10.1.0.1', deflate: true });
    expect(await sender.handshake).toBe('ack');
    // Compression is never agreed, so no frame can inflate past the limit.
    expect(sender.socket.extensions).toBe('');
    // A message just under the limit is an operation like any other.
    const padding = `#${'x'.repeat(900_000)}\n`;
    sender.send({ id: 'near', type: 'subscribe', payload: { query: `${padding}{ appVersion }` } });
    await vi.waitFor(() => expect(sender.messages.some((message) => message.id === 'near' && message.type === 'complete')).toBe(true));

    sender.send({ id: 'over', type: 'subscribe', payload: { query: `#${'x'.repeat(2_000_000)}\n{ appVersion }` } });
    expect(await sender.closed).toBe(1009);
    expect(sender.messages.some((message) => message.id === 'over')).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });

  it('closes a socket that never sends connection_init (4408) and frees its slot', async () => {
    const silent = peer({ address: '10.1.0.2', init: false });
    await vi.waitFor(() => expect(app.sockets.stats().sockets).toBe(1));
    expect(await silent.closed).toBe(4408);
    await vi.waitFor(() => expect(app.sockets.stats()).toEqual(NOTHING_OPEN));
  });
});

describe('GraphQL over WebSocket: sessions', () => {
  it('refuses a socket whose session cookie or bearer token signs no one in (4403); one without any is signed out', async () => {
    const expired = await sessionFor(t.services.db, { userType: 'STUDENT', studentId }, new Date(t.clock.now.getTime() - 2 * 3600_000));
    expect(await peer({ address: '10.2.0.1', cookie: `${SESSION_COOKIE}=made-up` }).handshake).toBe('close 4403');
    expect(await peer({ address: '10.2.0.1', cookie: `${SESSION_COOKIE}=${expired}` }).handshake).toBe('close 4403');
    expect(await peer({ address: '10.2.0.1', bearer: 'made-up' }).handshake).toBe('close 4403');
    expect(await peer({ address: '10.2.0.1', cookie: await signedIn() }).handshake).toBe('ack');
    expect(await peer({ address: '10.2.0.1' }).handshake).toBe('ack');
  });

  it('follows the public counter signed out', async () => {
    const visitor = peer({ address: '10.2.0.2' });
    expect(await visitor.handshake).toBe('ack');
    subscribeCounter(visitor, 'counter');
    await heardCount(visitor, 'counter');
    expect(errorCodesOf(visitor, 'counter')).toEqual([]);
  });
});

describe('GraphQL over WebSocket: how many sockets', () => {
  it('refuses the upgrade (429) past the sockets of one session, and takes one again when one closes', async () => {
    const cookie = await signedIn();
    expect(await handshakes(3, { address: '10.3.0.1', cookie })).toEqual(['ack', 'ack', 'ack']);
    expect(await peer({ address: '10.3.0.2', cookie }).handshake).toBe('http 429');
    // Another session at the same address is not affected.
    expect(await peer({ address: '10.3.0.1', cookie: await signedIn() }).handshake).toBe('ack');

    peers[0]!.socket.close();
    await vi.waitFor(() => expect(app.sockets.stats().sockets).toBe(3));
    expect(await peer({ address: '10.3.0.1', cookie }).handshake).toBe('ack');
  });

  it('refuses the upgrade (429) past the signed-out sockets, then past all sockets, of one address', async () => {
    expect(await handshakes(4, { address: '10.4.0.1' })).toEqual(['ack', 'ack', 'ack', 'ack']);
    expect(await peer({ address: '10.4.0.1' }).handshake).toBe('http 429');
    // Signed-in sockets have the rest of the address's room.
    expect(await peer({ address: '10.4.0.1', cookie: await signedIn() }).handshake).toBe('ack');
    expect(await peer({ address: '10.4.0.1', cookie: await signedIn() }).handshake).toBe('ack');
    expect(await peer({ address: '10.4.0.1', cookie: await signedIn() }).handshake).toBe('http 429');
    // Another address is not affected.
    expect(await peer({ address: '10.4.0.2' }).handshake).toBe('ack');
    expect(app.sockets.stats()).toMatchObject({ sockets: 7, addresses: 2, sessions: 2 });
  });
});

describe('GraphQL over WebSocket: how many subscriptions', () => {
  it('answers a subscription past the limit of one socket with an error, and takes one again when one ends', async () => {
    const visitor = peer({ address: '10.5.0.1' });
    expect(await visitor.handshake).toBe('ack');
    subscribeCounter(visitor, '1');
    subscribeCounter(visitor, '2');
    await vi.waitFor(() => expect(app.sockets.stats().subscriptions).toBe(2));
    subscribeCounter(visitor, '3');
    await vi.waitFor(() => expect(errorCodesOf(visitor, '3')).toEqual(['TOO_MANY_SUBSCRIPTIONS']));
    expect(visitor.socket.readyState).toBe(WebSocket.OPEN);

    visitor.send({ id: '1', type: 'complete' });
    await vi.waitFor(() => expect(app.sockets.stats().subscriptions).toBe(1));
    subscribeCounter(visitor, '4');
    await heardCount(visitor, '4');
    expect(errorCodesOf(visitor, '4')).toEqual([]);
  });

  it('answers a subscription past the limit of one session, over all its sockets, with an error', async () => {
    const cookie = await signedIn();
    const tabs = [peer({ address: '10.6.0.1', cookie }), peer({ address: '10.6.0.1', cookie }), peer({ address: '10.6.0.1', cookie })];
    expect(await Promise.all(tabs.map((tab) => tab.handshake))).toEqual(['ack', 'ack', 'ack']);
    for (const [tab, ids] of [
      [tabs[0]!, ['a1', 'a2']],
      [tabs[1]!, ['b1', 'b2']],
      [tabs[2]!, ['c1']],
    ] as const) {
      for (const id of ids) subscribeCounter(tab, id);
    }
    await vi.waitFor(() => expect(app.sockets.stats().subscriptions).toBe(5));
    subscribeCounter(tabs[2]!, 'c2');
    await vi.waitFor(() => expect(errorCodesOf(tabs[2]!, 'c2')).toEqual(['TOO_MANY_SUBSCRIPTIONS']));
    expect(app.sockets.stats().subscriptions).toBe(5);
  });
});

describe('GraphQL over WebSocket: counts come back to zero', () => {
  it('whether the peer closes, drops its connection, or is refused', async () => {
    const cookie = await signedIn();
    const polite = peer({ address: '10.7.0.1', cookie });
    const rude = peer({ address: '10.7.0.2' });
    const forged = peer({ address: '10.7.0.3', cookie: `${SESSION_COOKIE}=made-up` });
    expect(await Promise.all([polite.handshake, rude.handshake, forged.handshake])).toEqual(['ack', 'ack', 'close 4403']);
    subscribeCounter(polite, '1');
    subscribeCounter(rude, '1');
    await vi.waitFor(() => expect(app.sockets.stats()).toEqual({ sockets: 2, addresses: 2, sessions: 1, subscriptions: 2 }));
    polite.socket.close();
    rude.socket.terminate();
    await vi.waitFor(() => expect(app.sockets.stats()).toEqual(NOTHING_OPEN));
  });

  it('when the server closes', async () => {
    const own = await startApp(LIMITS);
    const sockets = [peer({ address: '10.8.0.1' }, own.port), peer({ address: '10.8.0.2', cookie: await signedIn() }, own.port)];
    expect(await Promise.all(sockets.map((socket) => socket.handshake))).toEqual(['ack', 'ack']);
    subscribeCounter(sockets[0]!, '1');
    await vi.waitFor(() => expect(own.app.sockets.stats().subscriptions).toBe(1));
    await own.app.close();
    expect(own.app.sockets.stats()).toEqual(NOTHING_OPEN);
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([1001, 1001]);
  });

  it('when a peer stops answering pings', async () => {
    const own = await startApp({ ...LIMITS, keepAliveMs: 200 });
    try {
      const silent = peer({ address: '10.9.0.1', autoPong: false }, own.port);
      expect(await silent.handshake).toBe('ack');
      // Cut off without a close frame: the peer sees the connection drop.
      expect(await silent.closed).toBe(1006);
      await vi.waitFor(() => expect(own.app.sockets.stats()).toEqual(NOTHING_OPEN));
    } finally {
      await own.app.close();
    }
  });
});
