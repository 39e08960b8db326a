import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createProxy, SERVED_BY_HEADER, type ScaleProxy } from '../scale/proxy.mjs';

/**
 * The two-instance run's proxy does what docs/operations.md asks of a real one: a request that
 * finds an instance down goes to the other, a request cut off after it arrived is sent again only
 * when it changes nothing, and an instance whose /ready fails gets no requests.
 */

type Behaviour = 'answers' | 'cuts off' | 'not ready';

interface Backend {
  port: number;
  /** Requests other than /ready that reached it, as `METHOD body`. */
  received: string[];
  close(): Promise<void>;
}

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** An instance stand-in: it answers with the body it got, cuts every connection off, or answers /ready with 503. */
async function backend(behaviour: Behaviour): Promise<Backend> {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/ready') {
        res.writeHead(behaviour === 'not ready' ? 503 : 200).end();
        return;
      }
      received.push(`${req.method} ${Buffer.concat(chunks).toString()}`);
      if (behaviour === 'cuts off') return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`echo ${Buffer.concat(chunks).toString()}`);
    });
  });
  const port = await listening(server);
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  const port = await listening(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function proxyFor(a: number, b: number, healthIntervalMs: number): Promise<{ proxy: ScaleProxy; url: string }> {
  const port = await closedPort();
  const proxy = createProxy({
    port,
    instances: [
      { name: 'a', port: a },
      { name: 'b', port: b },
    ],
    s3Port: await closedPort(),
    bucket: 'files',
    healthIntervalMs,
  });
  await proxy.listen();
  proxy.accept();
  return { proxy, url: `http://127.0.0.1:${port}` };
}

/** Health checks that never come during the test: both instances count as up, whatever they are. */
const NO_HEALTH_CHECKS = 3_600_000;

test('a request that finds an instance’s connection refused is sent, body and all, to the other', async () => {
  const b = await backend('answers');
  const { proxy, url } = await proxyFor(await closedPort(), b.port, NO_HEALTH_CHECKS);
  for (const n of [1, 2, 3, 4]) {
    const response = await fetch(`${url}/graphql`, { method: 'POST', body: `answer ${n}` });
    expect(response.status).toBe(200);
    expect(response.headers.get(SERVED_BY_HEADER)).toBe('b');
    expect(await response.text()).toBe(`echo answer ${n}`);
  }
  expect(b.received).toEqual(['POST answer 1', 'POST answer 2', 'POST answer 3', 'POST answer 4']);
  await proxy.close();
  await b.close();
});

test('a request cut off after it arrived is sent again only when it changes nothing', async () => {
  const a = await backend('cuts off');
  const b = await backend('answers');
  const { proxy, url } = await proxyFor(a.port, b.port, NO_HEALTH_CHECKS);
  // Round-robin from a: the GET is cut off by a and answered by b; the POST after it starts at b, the next at a.
  const get = await fetch(`${url}/page`);
  expect(get.status).toBe(200);
  expect(get.headers.get(SERVED_BY_HEADER)).toBe('b');
  await fetch(`${url}/graphql`, { method: 'POST', body: 'first' }).then((response) => response.text());
  const cut = await fetch(`${url}/graphql`, { method: 'POST', body: 'second' });
  expect(cut.status).toBe(502);
  expect(a.received).toEqual(['GET ', 'POST second']);
  // The POST that a received was not sent to b as well: it may have been applied.
  expect(b.received).toEqual(['GET ', 'POST first']);
  await proxy.close();
  await a.close();
  await b.close();
});

test('an instance whose /ready fails gets no requests once it is checked', async () => {
  const a = await backend('not ready');
  const b = await backend('answers');
  const { proxy, url } = await proxyFor(a.port, b.port, 50);
  await expect
    .poll(async () => {
      const served = [];
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${url}/page`);
        await response.text();
        served.push(response.headers.get(SERVED_BY_HEADER));
      }
      return served;
    })
    .toEqual(['b', 'b', 'b', 'b', 'b', 'b']);
  await proxy.close();
  await a.close();
  await b.close();
});
