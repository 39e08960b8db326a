import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './metrics.js';

/**
 * With several server processes (processes.ts) a scrape lands on any one of them, but its answer
 * covers them all: that process asks the primary, which gathers every process's numbers through
 * prom-client's cluster aggregation (counters and histograms summed) and sends back the text.
 */

const REQUEST = 'solve:metrics-request';
const ANSWER = 'solve:metrics-answer';
/** Longer than prom-client's own 5 s wait for the processes, so its error is the one reported. */
const ANSWER_WITHIN_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** In the primary: answers server processes' requests for everyone's numbers. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let nextId = 0;
let joined = false;

/** In a server process: gives the primary this process's numbers when it gathers them, and takes its answers. */
export function joinClusterMetrics(): void {
  if (joined || !cluster.isWorker) return;
  joined = true;
  // prom-client's listener sends this process's numbers to the primary when it asks.
  new AggregatorRegistry();
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsAnswer>(message, ANSWER)) return;
    const request = waiting.get(message.id);
    if (!request) return;
    waiting.delete(message.id);
    if (message.text !== undefined) request.resolve(message.text);
    else request.reject(new Error(message.error ?? 'no metrics'));
  });
}

/** The metrics text of every server process (of this one alone when it is the only one). */
export function metricsText(): Promise<string> {
  if (!joined || !process.send) return registry.metrics();
  const send = process.send.bind(process);
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary process did not answer with the metrics'));
    }, ANSWER_WITHIN_MS);
    timer.unref();
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        then(value);
      };
    waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
    send({ type: REQUEST, id } satisfies MetricsRequest);
  });
}
