// The load balancer in front of the instances, as a real deployment has one: round-robin per
// request and per WebSocket, health checks on /ready, and a request that could not reach an
// instance tried on the other. Paths under the bucket go to the S3 store, so files and uploads
// share the app's address (the page's policy allows its own address for both).
import http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import { isReady } from './instances.mjs';

/** A test may pin its browser to one instance with this cookie (`a` or `b`); nothing else sets it. */
export const PIN_COOKIE = 'scale_instance';
/** The answer names the instance that served it. */
export const SERVED_BY_HEADER = 'x-served-by';
const HEALTH_INTERVAL_MS = 250;
/** Errors that mean the request never reached the instance's application: safe to send elsewhere. */
const NOT_DELIVERED = new Set(['ECONNREFUSED']);
/** Errors after which only a request that changes nothing may be sent again. */
const CUT_OFF = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @param {{ port: number, instances: { name: string, port: number }[], s3Port: number, bucket: string, healthIntervalMs?: number }} options
 */
export function createProxy({ port, instances, s3Port, bucket, healthIntervalMs = HEALTH_INTERVAL_MS }) {
  const proxy = httpProxy.createProxyServer({ xfwd: false, ws: true });
  const healthy = new Map(instances.map((instance) => [instance.name, false]));
  let next = 0;
  let accepting = false;
  const served = new Map(instances.map((instance) => [instance.name, 0]));

  proxy.on('proxyRes', (proxyRes, req) => {
    if (req.servedBy) proxyRes.headers[SERVED_BY_HEADER] = req.servedBy;
  });

  /** The instances to try, in order: the pinned one alone, or the next healthy ones in turn. */
  function candidates(req) {
    const pinned = pinOf(req);
    if (pinned) return instances.filter((instance) => instance.name === pinned);
    const start = next++ % instances.length;
    const turn = instances.map((_, i) => instances[(start + i) % instances.length]);
    const up = turn.filter((instance) => healthy.get(instance.name));
    return up.length > 0 ? [...up, ...turn.filter((instance) => !healthy.get(instance.name))] : turn;
  }

  function retriable(error, method) {
    return NOT_DELIVERED.has(error.code) || (IDEMPOTENT.has(method) && CUT_OFF.has(error.code));
  }

  async function handleRequest(req, res) {
    if (isBucketPath(req.url, bucket)) {
      proxy.web(req, res, { target: `http://127.0.0.1:${s3Port}` }, () => fail(res, 502, 'the file store did not answer'));
      return;
    }
    if (!accepting) return fail(res, 503, 'starting');
    // The body is kept so that the request can be sent again to the other instance.
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const tryOn = (remaining) => {
      const [instance, ...rest] = remaining;
      if (!instance) return fail(res, 502, 'no instance could take the request');
      req.servedBy = instance.name;
      served.set(instance.name, served.get(instance.name) + 1);
      proxy.web(req, res, { target: `http://127.0.0.1:${instance.port}`, buffer: Readable.from([body]) }, (error) => {
        if (NOT_DELIVERED.has(error.code)) healthy.set(instance.name, false);
        if (!res.headersSent && retriable(error, req.method)) return tryOn(rest);
        if (!res.headersSent) return fail(res, 502, `instance ${instance.name}: ${error.code ?? error.message}`);
        res.destroy();
      });
    };
    tryOn(candidates(req));
  }

  function handleUpgrade(req, socket, head) {
    if (!accepting) return socket.destroy();
    const tryOn = (remaining) => {
      const [instance, ...rest] = remaining;
      if (!instance) return socket.destroy();
      served.set(instance.name, served.get(instance.name) + 1);
      proxy.ws(req, socket, head, { target: `http://127.0.0.1:${instance.port}` }, (error) => {
        if (NOT_DELIVERED.has(error.code)) {
          healthy.set(instance.name, false);
          return tryOn(rest);
        }
        socket.destroy();
      });
    };
    tryOn(candidates(req));
  }

  const server = http.createServer((req, res) => {
    handleRequest(req, res).catch((error) => fail(res, 502, error instanceof Error ? error.message : String(error)));
  });
  server.on('upgrade', handleUpgrade);

  const checks = setInterval(() => {
    for (const instance of instances) void isReady(instance.port).then((ready) => healthy.set(instance.name, ready));
  }, healthIntervalMs);

  return {
    server,
    /** Opens the proxy to the instances once they are all ready. */
    accept() {
      accepting = true;
      for (const instance of instances) healthy.set(instance.name, true);
    },
    markDown(name) {
      healthy.set(name, false);
    },
    /** How many requests and WebSockets each instance was sent. */
    servedCounts: () => Object.fromEntries(served),
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    async close() {
      clearInterval(checks);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}

function pinOf(req) {
  const cookie = req.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${PIN_COOKIE}=([^;]+)`).exec(cookie);
  return match ? match[1] : null;
}

function isBucketPath(url, bucket) {
  const path = (url ?? '').split('?')[0];
  return path === `/${bucket}` || path.startsWith(`/${bucket}/`);
}

function fail(res, status, message) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  res.end(`${message}\n`);
}
