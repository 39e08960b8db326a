import { spawn } from 'node:child_process';
import { createApp } from './app.js';
import { createServices } from './bootstrap.js';
import { type Config, ConfigError, demoSeedWarning, loadConfig, testModeWarnings } from './config.js';
import { embeddedDatabaseExists, openDatabase } from './db/client.js';
import { seedDemoAcademyIfEmpty } from './db/seed/demo.js';
import { sendDemoDigest } from './db/seed/demo/digest.js';
import { requestClockNow } from './http/request-scope.js';
import { createLogger, type Logger } from './logger.js';
import { handleStrayErrors, isServerWorker, poolSizePerProcess, superviseWorkers } from './processes.js';
import { stopGracefullyOnSignals } from './graceful-stop.js';
import { authorizeNetSettings } from './integrations/payments/index.js';
import { checkAuthorizeNetCredentials } from './integrations/payments/authorizenet.js';
import { startJobWorker } from './jobs/worker.js';
import { jobQueueSummary } from './jobs/failed-jobs.js';
import { observeJobQueue } from './metrics/metrics.js';
import { ensureAcademySettings, issueSetupToken } from './modules/setup/setup.service.js';
import { joinClusterMetrics, serveClusterMetrics } from './metrics/cluster.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // As early as it can: the primary may gather every process's metrics while this one starts.
  if (isServerWorker()) joinClusterMetrics();
  const demoWarning = demoSeedWarning(config);
  // Said once per start: not again by the child that prepares the database or by each server process.
  if (!isServerWorker() && !process.argv.includes(PREPARE_ONLY)) {
    if (demoWarning) logger.warn(demoWarning);
    for (const warning of testModeWarnings(config)) logger.warn(warning);
  }
  if (process.argv.includes(PREPARE_ONLY)) {
    await prepareDatabase(config, logger, true, false);
    return;
  }
  if (!config.DATABASE_URL && !embeddedDatabaseExists(config.dataDir)) {
    // initdb and the first seed need several times the memory that serving does; a child
    // process gives all of it back to the machine when it ends.
    await runChild([process.argv[1] ?? '', PREPARE_ONLY]);
  }
  const worker = isServerWorker();
  if (config.SERVER_PROCESSES > 1 && !worker) {
    // The primary prepares the database once, then only watches the processes that serve.
    handleStrayErrors(logger, { replaceable: false, stopServing: () => Promise.resolve() });
    await prepareDatabase(config, logger, true, true);
    // A scrape of /metrics reaches one process; the primary gathers every process's numbers for it.
    serveClusterMetrics();
    const { port, pids } = await superviseWorkers(config.SERVER_PROCESSES, logger);
    logger.info({ url: config.publicUrl, port, database: 'postgres', processes: pids }, 'Solve is ready');
    return;
  }
  const services = worker ? await openServices(config, logger) : await prepareDatabase(config, logger, false, true);
  const database = services.database;
  if (services.payments.name === 'authorizenet') await checkAuthorizeNetCredentials(authorizeNetSettings(config));
  const app = createApp(services);
  handleStrayErrors(logger, { replaceable: worker, stopServing: () => app.stopAccepting() });
  const port = await app.listen(config.PORT, config.HOST);
  // Mail, the payment reconciler, the upload sweep: durable jobs, each run once across instances.
  const jobWorker = startJobWorker(services);
  observeJobQueue(() => jobQueueSummary(services));
  if (worker) logger.debug({ pid: process.pid, port }, 'server process ready');
  else logger.info({ url: config.publicUrl, port, database: database.kind }, 'Solve is ready');

  stopGracefullyOnSignals({
    app,
    database,
    logger,
    quiet: worker,
    stopJobs: () => jobWorker.stop(),
  });
}

const PREPARE_ONLY = '--prepare-database';

/** Opens the database as it is (a server process of several: the primary has prepared it). */
async function openServices(config: Config, logger: Logger) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE ?? poolSizePerProcess(config.SERVER_PROCESSES),
    onConnectionError: (error) => logger.warn({ err: error }, 'a database connection was lost; the pool opens a new one'),
  });
  // With E2E_FIXTURES a journey's request may carry its own clock (http/request-scope.ts).
  return createServices(config, database, logger, config.E2E_FIXTURES ? requestClockNow : undefined);
}

/**
 * Opens the database, migrates it and seeds the demo academy when it is empty (or gives an empty
 * academy its settings row). `announce`: while the academy has no admin, a new one-time setup
 * link is printed (the process that serves or supervises does it, once per start).
 */
async function prepareDatabase(config: Config, logger: Logger, closeAfter: boolean, announce: boolean) {
  const services = await openServices(config, logger);
  await services.database.migrate();
  if (config.SEED_DEMO && (await seedDemoAcademyIfEmpty(services.db, services.now()))) {
    logger.info('seeded the demo academy');
    // Last week's digest, so the outbox and the parents' bells have one to look at.
    const digest = await sendDemoDigest(services);
    logger.info({ week: digest.week, families: digest.families }, 'queued the demo academy weekly digest');
  }
  if (await ensureAcademySettings(services.db, services.now())) logger.info('created the settings of a new academy');
  if (announce) {
    const token = await issueSetupToken(services.db);
    if (token) {
      const setupUrl = `${config.publicUrl}/setup?token=${token}`;
      logger.warn(
        { setupUrl },
        'The academy has no admin yet: open the setup link to create the first one (it works once, until the next start), or run `npm run cli -w server -- create-admin --email <address>`',
      );
    }
  }
  if (closeAfter) await services.database.close();
  return services;
}

function runChild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // With this process's Node options (a loader such as tsx when started from source).
    const child = spawn(process.execPath, [...process.execArgv, ...args], { stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (exit ${code})`))));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
