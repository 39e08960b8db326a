// Asks the server's /health every 10 ms, one request at a time, and keeps the longest answer: how
// long the server's event loop kept a client waiting, as the client sees it. It runs in a worker
// thread of its own, so that the load generator's busy event loop never delays a probe.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const INTERVAL_MS = 10;
/** A probe not answered by then counts as a failure that took this long. */
const TIMEOUT_MS = 5_000;

/** @typedef {{ longestMs: number; probes: number; failures: number }} ProbeSpan */

/**
 * Starts probing `base`. `span()` answers what the probes saw since the previous call (or the
 * start) and starts a new span; `stop()` ends the worker.
 * @param {string} base the server's origin
 */
export function startHealthProber(base) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { base } });
  worker.unref();
  return {
    /** @returns {Promise<ProbeSpan>} */
    span: () =>
      new Promise((resolve) => {
        worker.once('message', (message) => resolve(/** @type {ProbeSpan} */ (message)));
        worker.postMessage('span');
      }),
    stop: () => worker.terminate(),
  };
}

/** One GET /health on the kept-alive connection; resolves when the whole answer has arrived. */
function probe(/** @type {string} */ base, /** @type {http.Agent} */ agent) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/health`, { agent, signal: AbortSignal.timeout(TIMEOUT_MS) }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(undefined) : reject(new Error(`HTTP ${response.statusCode}`))));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function runProber(/** @type {string} */ base, /** @type {import('node:worker_threads').MessagePort} */ port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** @type {ProbeSpan} */
  let span = { longestMs: 0, probes: 0, failures: 0 };
  port.on('message', () => {
    port.postMessage(span);
    span = { longestMs: 0, probes: 0, failures: 0 };
  });
  for (;;) {
    const started = performance.now();
    try {
      await probe(base, agent);
    } catch {
      span.failures += 1;
    }
    const took = performance.now() - started;
    span.probes += 1;
    span.longestMs = Math.max(span.longestMs, took);
    if (took < INTERVAL_MS) await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS - took));
  }
}

if (!isMainThread && parentPort) void runProber(/** @type {{ base: string }} */ (workerData).base, parentPort);
