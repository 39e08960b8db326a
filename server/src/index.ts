import { createApp } from './app.js';
import { createServices } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoAcademyIfEmpty } from './db/seed/demo.js';
import { createLogger } from './logger.js';

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
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const services = createServices(config, database, logger);
  if (config.SEED_DEMO && (await seedDemoAcademyIfEmpty(services.db, services.now()))) {
    logger.info('seeded the demo academy');
  }
  const app = createApp(services);
  const port = await app.listen(config.PORT, config.HOST);
  logger.info({ url: config.publicUrl, port, database: database.kind }, 'Solve is ready');

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
