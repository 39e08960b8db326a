import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp, type App } from '../app.js';
import { createServices } from '../bootstrap.js';
import { openDatabase, type Database } from '../db/client.js';
import { createLogger } from '../logger.js';
import type { Services } from '../services.js';
import type { TestServer } from './harness.js';

export interface SecondInstance {
  services: Services;
  /** A second HTTP server; on PGlite (one connection per process) there is none. */
  app: App | null;
  /** True when it is a separate process-like instance with its own pool and LISTEN connection. */
  separate: boolean;
  close(): Promise<void>;
}

/**
 * Another server instance on the test server's database, the way a second process behind the
 * load balancer would run. On PostgreSQL it opens its own pool and LISTEN connection on the same
 * database and its own app; on PGlite, which is one connection in one process, it shares the
 * database object and gets its own services.
 */
export async function openSecondInstance(server: TestServer): Promise<SecondInstance> {
  const { config, logger } = server.services;
  if (server.database.kind === 'pglite') {
    const services = createServices(config, server.database, logger, () => server.services.now());
    return { services, app: null, separate: false, close: async () => undefined };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL test server needs DATABASE_URL');
  // node-postgres answers execute() with { rows }.
  const result = (await server.database.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  const url = new URL(adminUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  const database: Database = await openDatabase({ url: url.toString(), poolSize: 5 });
  const services = createServices(config, database, createLogger(config.LOG_LEVEL), () => server.services.now());
  const app = createApp(services, { webRoot: path.join(config.dataDir, 'no-web') });
  return {
    services,
    app,
    separate: true,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
