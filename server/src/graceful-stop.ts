import type { App } from './app.js';
import type { Database } from './db/client.js';
import type { Logger } from './logger.js';
import { DRAIN_MS } from './processes.js';

/** What is left after the drain (closing sockets, timers and the database) gets this long before the process ends anyway. */
const CLOSE_GRACE_MS = 5_000;

interface Serving {
  app: App;
  database: Database;
  logger: Logger;
  /** Stops the job worker once the jobs it runs finish. */
  stopJobs(): Promise<void>;
  /** A server process of several logs its stop quietly: the primary says it once. */
  quiet: boolean;
}

/**
 * Stops a serving process on SIGTERM or SIGINT so that a restart or a rolling deploy loses
 * nothing: `/ready` answers 503 and new connections are refused at once, requests in flight
 * finish (for at most DRAIN_MS), WebSockets close with 1012 so clients reconnect, the
 * job worker stops claiming and lets its running jobs finish, the database closes, and the process ends with 0.
 */
export function stopGracefullyOnSignals(serving: Serving): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // Ctrl-C reaches every process of the group, and the primary passes SIGTERM on as well.
    if (stopping) return;
    stopping = true;
    const { app, database, logger } = serving;
    const stopped = app.stop(DRAIN_MS);
    const jobsStopped = serving.stopJobs();
    logger[serving.quiet ? 'debug' : 'info']({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ afterMs: DRAIN_MS + CLOSE_GRACE_MS }, 'the stop did not finish in time; ending the process');
      process.exit(1);
    }, DRAIN_MS + CLOSE_GRACE_MS).unref();
    const { drained } = await stopped;
    if (!drained) logger.warn({ afterMs: DRAIN_MS }, 'requests still running at the end of the drain were cut off');
    await jobsStopped;
    try {
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'the database did not close cleanly');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
