import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withMigrationsUntil } from './migration-journal.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A database handle or an open transaction: services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type NotificationHandler = (payload: string) => void;
export type ListeningHandler = (listening: boolean) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not applied yet; `until`: only up to that one (a restore loads an older backup there first). */
  migrate(options?: { until?: string }): Promise<void>;
  /**
   * PostgreSQL LISTEN: the handler sees NOTIFYs from every process on this database once the
   * returned promise resolves. `onListening` is told false when the listening connection drops
   * (what is published meanwhile is missed) and true once it listens again.
   */
  listen(channel: string, handler: NotificationHandler, onListening?: ListeningHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  /** How the connections are used now, for the metrics. */
  connections(): ConnectionUse;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A pool's connections; null for what the embedded database cannot tell (it is one connection, no pool). */
export interface ConnectionUse {
  max: number;
  inUse: number | null;
  idle: number | null;
  waiting: number | null;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a migrated database instead of an empty one (tests). */
  template?: Blob;
  /** Told of a connection the pool lost while idle (a restart, a dropped link); the pool opens a new one when needed. */
  onConnectionError?: (error: Error) => void;
}

/** Where the embedded database of a data folder lives. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Whether a data folder already holds an initialised embedded database. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/** The extensions the migrations create (pg_trgm: the back office's searches by part of a name). */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 20, options.onConnectionError)
    : openPglite(options.dataDir, options.template);
}

/**
 * PGlite is one connection in one process. Its own mutex makes a query wait while a transaction
 * is open, so all work is serialised; code inside a transaction must use the transaction handle.
 */
async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = embeddedDatabaseDir(dataDir);
    mkdirSync(dir, { recursive: true });
  }
  // PostgreSQL's default 128 MB buffer pool is most of PGlite's memory; the academy's working
  // set is far smaller, and the file system cache sits behind it.
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: template,
    postgresqlconf: ['shared_buffers=16MB'],
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (options) => migrateUntil(options?.until, (folder) => migratePgliteClient(client, folder)),
    // One connection inside this process: it never stops listening.
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await client.query('select 1');
    },
    connections: () => ({ max: 1, inUse: null, idle: null, waiting: null }),
    close: () => client.close(),
  };
}

function migratePgliteClient(client: PGlite, folder = migrationsFolder): Promise<void> {
  return migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
}

/** Runs `migrate` on every migration, or on a copy of the folder that stops at `until`. */
function migrateUntil(until: string | undefined, migrate: (folder: string) => Promise<void>): Promise<void> {
  return until ? withMigrationsUntil(migrationsFolder, until, migrate) : migrate(migrationsFolder);
}

/** A dump of a new, migrated embedded database, for tests to start from (`template`). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function openPostgres(url: string, poolSize: number, onConnectionError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener, an idle connection's error (the server restarting or ending it) would be
  // thrown and end the process; the pool has already dropped that connection.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = new PgListener(url);
  return {
    db,
    kind: 'postgres',
    migrate: (options) => migrateUntil(options?.until, (folder) => migratePostgres(pool, folder)),
    listen: (channel, handler, onListening) => listener.listen(channel, handler, onListening),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    connections: () => ({
      max: poolSize,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * The key of the session-level advisory lock that migrating holds on PostgreSQL. Instances that
 * start together would otherwise each apply the same migrations; with it, one migrates and the
 * others wait, then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 5_170_737_001;

/**
 * Migrates on one dedicated connection that holds the lock throughout: a session lock belongs to
 * its connection, and the migrator's own queries and transaction run on that same connection.
 */
async function migratePostgres(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // Ending the connection releases the lock, whatever state the failure left the connection in.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** One dedicated connection per process for LISTEN, reconnecting when it drops. */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly listening = new Set<ListeningHandler>();
  /** Connections already given up on: an error and the end that follows count once. */
  private readonly dropped = new WeakSet<pg.Client>();
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: NotificationHandler, onListening?: ListeningHandler): Promise<() => Promise<void>> {
    const client = await this.connect();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    if (onListening) this.listening.add(onListening);
    return async () => {
      set.delete(handler);
      if (onListening) this.listening.delete(onListening);
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.drop(client);
      throw error;
    }
    this.client = client;
    for (const handler of this.listening) handler(true);
    return client;
  }

  /** Gives up on a connection that failed or ended, and tries again in a second. */
  private drop(client: pg.Client) {
    if (this.dropped.has(client)) return;
    this.dropped.add(client);
    client.end().catch(() => undefined);
    if (this.client === client) {
      this.client = null;
      for (const handler of this.listening) handler(false);
    }
    if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
  }

  async close() {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end();
  }
}
