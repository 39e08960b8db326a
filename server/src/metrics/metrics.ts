import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import type { ConnectionUse, Database } from '../db/client.js';

/**
 * The process's metrics, in prom-client's global registry (the one its cluster aggregation reads).
 * Every label comes from a fixed set written here or in the code that counts: a route pattern, a
 * status code, an operation name the web app sends, an adapter's name, an outcome. Nothing a
 * person typed and no identifier is ever a label.
 */

export const registry = register;

const requests = new Counter({
  name: 'solve_http_requests_total',
  help: 'HTTP requests answered, by route pattern and status code.',
  labelNames: ['route', 'status'] as const,
});

const requestSeconds = new Histogram({
  name: 'solve_http_request_duration_seconds',
  help: 'Time from a request’s arrival to the end of its answer, by route pattern.',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const operationSeconds = new Histogram({
  name: 'solve_graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP, by the operation’s name (names the web app does not send count as "other").',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const mail = new Counter({
  name: 'solve_mail_messages_total',
  help: 'Mail handed to the mail adapter, by adapter and outcome.',
  labelNames: ['adapter', 'outcome'] as const,
});

const sms = new Counter({
  name: 'solve_sms_messages_total',
  help: 'Sign-in codes by text or call handed to the SMS adapter, by adapter and outcome.',
  labelNames: ['adapter', 'outcome'] as const,
});

export type PaymentOutcome = 'approved' | 'declined' | 'error';
const PAYMENT_OUTCOMES: PaymentOutcome[] = ['approved', 'declined', 'error'];

const payments = new Counter({
  name: 'solve_payments_total',
  help: 'Card payments finished, by outcome: approved (paid), declined by the card service, or error (not charged).',
  labelNames: ['outcome'] as const,
});
for (const outcome of PAYMENT_OUTCOMES) payments.inc({ outcome }, 0);

/** The databases this process serves from (tests open several); the pool gauges add them up by kind. */
const databases = new Set<Pick<Database, 'kind' | 'connections'>>();

function poolGauge(name: string, help: string, read: (use: ConnectionUse) => number | null) {
  return new Gauge({
    name,
    help,
    labelNames: ['database'] as const,
    collect() {
      this.reset();
      const totals = new Map<Database['kind'], number>();
      for (const database of databases) {
        const value = read(database.connections());
        // PGlite has no pool: what it cannot tell is left out rather than reported as 0.
        if (value !== null) totals.set(database.kind, (totals.get(database.kind) ?? 0) + value);
      }
      for (const [database, value] of totals) this.set({ database }, value);
    },
  });
}

poolGauge('solve_db_pool_max_connections', 'Connections the database pool may open.', (use) => use.max);
poolGauge('solve_db_pool_connections_in_use', 'Database connections running a query or transaction.', (use) => use.inUse);
poolGauge('solve_db_pool_connections_idle', 'Open database connections waiting for work.', (use) => use.idle);
poolGauge('solve_db_pool_waiting_requests', 'Queries waiting for a free database connection.', (use) => use.waiting);

// Each server process says it is here: summed over a cluster, the processes a scrape covers.
new Gauge({ name: 'solve_server_processes', help: 'Server processes whose numbers this answer covers.' }).set(1);

const jobsFinished = new Counter({
  name: 'solve_jobs_finished_total',
  help: 'Job runs finished in this process, by kind and outcome: done, retried (it failed and waits for its next try) or failed (attempts spent).',
  labelNames: ['kind', 'outcome'] as const,
});

/** The queue as the database has it; every process reads the same rows, so a cluster reports the largest, not the sum. */
let readJobQueue: (() => Promise<{ queued: number; running: number; failed: number }>) | null = null;
new Gauge({
  name: 'solve_jobs',
  help: 'Jobs in the queue by status: queued (waiting, now or for a later try), running, failed (waiting for an admin).',
  labelNames: ['status'] as const,
  aggregator: 'max',
  async collect() {
    this.reset();
    if (!readJobQueue) return;
    try {
      const queue = await readJobQueue();
      for (const status of ['queued', 'running', 'failed'] as const) this.set({ status }, queue[status]);
    } catch {
      // A database that does not answer leaves the gauge out of this scrape; the pool gauges show why.
    }
  },
});

let defaultsStarted = false;

/** Node's own metrics (event-loop delay, heap, CPU, handles), once per process. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry });
}

export function observeRequest(route: string, status: number, seconds: number): void {
  requests.inc({ route, status: String(status) });
  requestSeconds.observe({ route }, seconds);
}

/** `operation` is already a label (operation-names.ts). */
export function observeOperation(operation: string, seconds: number): void {
  operationSeconds.observe({ operation }, seconds);
}

export function countMail(adapter: 'outbox' | 'smtp', outcome: 'sent' | 'failed'): void {
  mail.inc({ adapter, outcome });
}

export function countSms(adapter: 'outbox' | 'twilio', outcome: 'sent' | 'failed'): void {
  sms.inc({ adapter, outcome });
}

export function countJobFinished(kind: string, outcome: 'done' | 'retried' | 'failed'): void {
  jobsFinished.inc({ kind, outcome });
}

/** Reports the job queue's depth from `read` (the serving process's database). */
export function observeJobQueue(read: typeof readJobQueue): void {
  readJobQueue = read;
}

export function countPayment(outcome: PaymentOutcome): void {
  payments.inc({ outcome });
}

/** Reports a database's connections until the returned function is called. */
export function observeDatabase(database: Pick<Database, 'kind' | 'connections'>): () => void {
  databases.add(database);
  return () => databases.delete(database);
}
