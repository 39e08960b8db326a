import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from './logger.js';

/**
 * Several server processes on one port (SERVER_PROCESSES): Node runs JavaScript on one core, so
 * on a machine with more, one process per core serves more requests at once. The processes share
 * nothing but the database (sessions, rate limits and live events are all in PostgreSQL), as
 * instances behind a load balancer would. This primary process only watches them: it starts
 * them, replaces one that dies, and stops them all on SIGTERM or SIGINT.
 */

/** How long the primary waits for a stopped server process to end: past its drain and its own bound (graceful-stop.ts). */
const WORKER_STOP_MS = 20_000;

/** A worker that dies this soon after starting is not replaced at once: a crash loop would spin. */
const REPLACE_DELAY_MS = 1000;

/**
 * Each process keeps its own pool. Together they hold about four connections per core: more
 * queries at once than PostgreSQL has cores to run them only take turns. On a 2-core machine the
 * database shares, one process's dashboard p99 was 64–70 ms with 20 connections and 53–57 ms
 * with 4 to 8 (bench/dashboard.mjs). The total stays within PostgreSQL's default 100 connections.
 * DATABASE_POOL_SIZE overrides it.
 */
export function poolSizePerProcess(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(20, Math.floor((4 * Math.max(cores, 2)) / processes), Math.floor(80 / processes)));
}

/** Whether a PostgreSQL URL names this machine (or a local socket): the database then shares its cores. */
export function databaseIsLocal(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const host = url.hostname || url.searchParams.get('host') || '';
  return host === '' || host.startsWith('/') || ['localhost', '127.0.0.1', '[::1]'].includes(host);
}

/**
 * SERVER_PROCESSES=auto: one process per core, or one per two cores when PostgreSQL runs on the
 * same machine and needs the others. On the 2-core machine of the dashboard benchmark, where it
 * does, one process answered as many reads per second as two, with a third of the p99 spread
 * (bench/dashboard.mjs: p99 39–49 ms against 65–76 ms): two processes, eight database backends and
 * the clients took turns on two cores, and each process stalled all of its requests at once.
 */
export function autoServerProcesses(databaseUrl: string | undefined, cores = availableParallelism()): number {
  return databaseUrl && !databaseIsLocal(databaseUrl) ? cores : Math.max(1, Math.floor(cores / 2));
}

export function isServerWorker(): boolean {
  return cluster.isWorker;
}

/** Starts `count` workers running this same entry point and resolves once all of them listen. */
export function superviseWorkers(count: number, logger: Logger): Promise<{ port: number; pids: number[] }> {
  let stopping = false;
  const fork = (): Worker => cluster.fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    // Not unref'd: when the last server process has ended, this timer is what keeps the primary alive to start another.
    setTimeout(() => {
      if (!stopping) fork();
    }, REPLACE_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    let forced = false;
    for (const worker of workers) {
      worker.once('exit', () => {
        running -= 1;
        if (running === 0) process.exit(forced ? 1 : 0);
      });
      // Each drains its requests and closes its sockets (graceful-stop.ts).
      worker.process.kill('SIGTERM');
    }
    // A process whose own stop hangs past its bounds is ended, so that this stop ends too.
    setTimeout(() => {
      forced = true;
      logger.error('a server process did not stop in time; ending it');
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, WORKER_STOP_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  return new Promise((resolve) => {
    const pids: number[] = [];
    const onListening = (worker: Worker, address: { port: number }) => {
      if (worker.process.pid !== undefined) pids.push(worker.process.pid);
      if (pids.length === count) {
        cluster.off('listening', onListening);
        resolve({ port: address.port, pids });
      }
    };
    cluster.on('listening', onListening);
    for (let i = 0; i < count; i += 1) fork();
  });
}

/** How long a server process that must end (stopped, or after an uncaught exception) lets the requests it is serving finish. */
export const DRAIN_MS = 10_000;

/**
 * Errors nobody handled. Each is logged with the request it happened in (logger.ts names it).
 * A rejected promise nobody awaited leaves the process sound: it is logged and serving goes on.
 * After an uncaught exception a process's state may be broken. A server process of several stops
 * taking connections, lets its requests finish and ends; the primary starts another
 * (superviseWorkers). The only process there is (PGlite lives in one) goes on serving: ending it
 * would let any request that found such a fault stop the service.
 */
export function handleStrayErrors(logger: Logger, options: { replaceable: boolean; stopServing: () => Promise<void> }): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'a promise was rejected and nothing handled it');
  });
  let ending = false;
  process.on('uncaughtException', (error) => {
    logger.error(
      { err: error },
      options.replaceable ? 'uncaught exception; this server process ends and another replaces it' : 'uncaught exception',
    );
    if (!options.replaceable || ending) return;
    ending = true;
    setTimeout(() => process.exit(1), DRAIN_MS).unref();
    options.stopServing().then(
      () => process.exit(1),
      () => process.exit(1),
    );
  });
}
