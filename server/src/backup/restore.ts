import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database, type Db } from '../db/client.js';
import { knownMigrations, lastMigrationApplied, type Migration } from '../db/migration-journal.js';
import { contentTypeOfKey, type Storage } from '../integrations/storage/storage.js';
import { readArchive } from './archive.js';
import { readFiles } from './backup.js';
import { BackupError } from './backup-error.js';
import { columnsOf, forEachRowBatch, quoted, quotedName, tableId, tablesInLoadOrder, useCanonicalText } from './catalog.js';
import { checkArchive, folderOf, rowsOf } from './check-archive.js';
import { SetDigest } from './digest.js';
import { FILES_FOLDER, tableFolder, type Manifest, type TableEntry } from './manifest.js';

/** Tables the migrations themselves write rows into: they do not make a database "not empty". */
const WRITTEN_BY_MIGRATIONS = new Set(['public.counter_shards', 'drizzle.__drizzle_migrations']);

/** Rows per INSERT, and the most JSON one INSERT carries. */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 1024 * 1024;

export interface RestoreOptions {
  database: Database;
  storage: Storage;
  /** The backup to restore. */
  from: string;
  /**
   * 'copy' (restore): the backup's files go into the storage, which must be empty. 'in-place'
   * (moving to PostgreSQL): the files are already in the storage; they are only checked.
   */
  files?: 'copy' | 'in-place';
}

export interface RestoreReport {
  manifest: Manifest;
  rows: number;
}

/**
 * Restores a backup into an empty database and storage: checks the whole file first, refuses a
 * database that holds an academy, storage that holds files, or a backup newer than this code;
 * migrates the database to the backup's migration, loads every table and its sequences and copies
 * the files in one transaction, checks every count and checksum against the manifest before it
 * commits, then migrates to this code's newest migration.
 */
export async function restoreBackup({ database, storage, from, files = 'copy' }: RestoreOptions): Promise<RestoreReport> {
  const manifest = await checkArchive(from);
  const known = await knownMigrations(migrationsFolder);
  const backupMigration = known.find((migration) => migration.tag === manifest.migration.tag);
  if (!backupMigration)
    throw new BackupError(
      `This backup was made by a newer Solve (migration ${manifest.migration.tag ?? manifest.migration.createdAt}); upgrade first.`,
    );
  await checkEmpty(database.db, known, backupMigration);
  const stored = files === 'copy' ? await firstStoredFile(storage) : null;
  if (stored)
    throw new BackupError(
      `The file storage already holds files (${stored}): restore only into empty storage (a new DATA_DIR, or an empty bucket).`,
    );

  await database.migrate({ until: backupMigration.tag });
  const written: string[] = [];
  try {
    await database.db.transaction(async (tx) => {
      await withoutTriggers(tx);
      await useCanonicalText(tx);
      await load(tx, storage, from, manifest, files === 'copy' ? written : null);
      await setSequences(tx, manifest);
      await verifyTables(tx, manifest);
      await verifyFiles(storage, manifest);
    });
  } catch (error) {
    for (const key of written) await storage.remove(key).catch(() => undefined);
    throw error;
  }
  await database.migrate();
  return { manifest, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0) };
}

async function firstStoredFile(storage: Storage): Promise<string | null> {
  const files = storage.list()[Symbol.asyncIterator]();
  const first = await files.next();
  await files.return?.();
  return first.done ? null : first.value.key;
}

/** Refuses a database that holds an academy, or that newer code already prepared. */
async function checkEmpty(db: Db, known: readonly Migration[], backupMigration: Migration): Promise<void> {
  const applied = await lastMigrationApplied(db, known);
  if (applied && applied.createdAt > backupMigration.createdAt)
    throw new BackupError(
      `The database was prepared by a newer migration (${applied.tag ?? applied.createdAt}) than the backup's (${backupMigration.tag}): restore into a new, empty database.`,
    );
  const holding: string[] = [];
  for (const table of await tablesInLoadOrder(db)) {
    if (WRITTEN_BY_MIGRATIONS.has(tableId(table))) continue;
    const found = (await db.execute(sql.raw(`select exists (select 1 from ${quoted(table)}) as "any"`))) as { rows: { any: boolean }[] };
    if (found.rows[0]?.any) holding.push(table.name);
  }
  if (holding.length)
    throw new BackupError(
      `The database already holds an academy (rows in ${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''}): restore only into an empty database. Create a new database (or use a new DATA_DIR) and restore before starting the server there.`,
    );
}

/**
 * Loading must not run the tables' triggers (they would count the restored answers again, or
 * announce changes), nor check foreign keys row by row (some form cycles, which no order of
 * tables satisfies): `replica` turns both off for this transaction. The rows come from one
 * snapshot of a database that checked them, and the checksums tell that they all arrived.
 */
async function withoutTriggers(tx: Db): Promise<void> {
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
  } catch (error) {
    throw new BackupError(
      `Restoring needs a database role that may set session_replication_role (a superuser, or on PostgreSQL 15 and later: GRANT SET ON PARAMETER session_replication_role TO <role>): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function load(tx: Db, storage: Storage, from: string, manifest: Manifest, written: string[] | null): Promise<void> {
  const present = new Set((await tablesInLoadOrder(tx)).map(tableId));
  const byFolder = new Map<string, TableEntry>();
  for (const [index, table] of manifest.tables.entries()) {
    if (!present.has(tableId(table)))
      throw new BackupError(
        `The database has no table ${tableId(table)} after migrating to ${manifest.migration.tag}: is the backup from this product?`,
      );
    byFolder.set(tableFolder(index, table), table);
    // Rows the migrations wrote (the shards of the running totals) give way to the backup's.
    await tx.execute(sql.raw(`delete from ${quoted(table)}`));
  }
  const inserts = new Map<string, (rows: string[]) => Promise<void>>();
  for await (const entry of readArchive(from)) {
    if (entry.name.startsWith('tables/')) {
      const table = byFolder.get(folderOf(entry.name))!;
      let insert = inserts.get(tableId(table));
      if (!insert) {
        insert = await inserterFor(tx, table);
        inserts.set(tableId(table), insert);
      }
      await insertInBatches(rowsOf(entry.body), insert);
    } else if (entry.name.startsWith(FILES_FOLDER) && written) {
      const key = entry.name.slice(FILES_FOLDER.length);
      await storage.writeOnce(key, entry.body, contentTypeOfKey(key));
      written.push(key);
    }
  }
}

/** An INSERT of rows given as JSON objects, of the columns the database does not compute itself. */
async function inserterFor(tx: Db, table: TableEntry): Promise<(rows: string[]) => Promise<void>> {
  const columns = (await columnsOf(tx, table)).filter((column) => !column.generated);
  const list = columns.map((column) => quotedName(column.name)).join(', ');
  const overriding = columns.some((column) => column.identityAlways) ? ' overriding system value' : '';
  const head = `insert into ${quoted(table)} (${list})${overriding} select ${list} from json_populate_recordset(null::${quoted(table)}, `;
  return async (rows) => {
    await tx.execute(sql`${sql.raw(head)}${`[${rows.join(',')}]`}::json)`);
  };
}

async function insertInBatches(rows: string[], insert: (rows: string[]) => Promise<void>): Promise<void> {
  let batch: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    batch.push(row);
    bytes += row.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) await insert(batch);
}

/** Each sequence where the backup left it, and never behind the largest id of its column. */
async function setSequences(tx: Db, manifest: Manifest): Promise<void> {
  for (const sequence of manifest.sequences) {
    let value = BigInt(sequence.lastValue);
    let isCalled = sequence.isCalled;
    if (sequence.ownedBy) {
      const owner = { schema: sequence.ownedBy.schema, name: sequence.ownedBy.table };
      const found = (await tx.execute(
        sql.raw(`select max(${quotedName(sequence.ownedBy.column)})::text as "max" from ${quoted(owner)}`),
      )) as { rows: { max: string | null }[] };
      const max = found.rows[0]?.max;
      if (max !== null && max !== undefined && (BigInt(max) > value || (BigInt(max) === value && !isCalled))) {
        value = BigInt(max);
        isCalled = true;
      }
    }
    await tx.execute(sql`select setval(${quoted(sequence)}::regclass, ${value.toString()}::bigint, ${isCalled})`);
  }
}

async function verifyTables(tx: Db, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const digest = new SetDigest();
    await forEachRowBatch(tx, table, 1000, (rows) => {
      for (const row of rows) digest.add(row);
    });
    if (digest.count !== table.rows || digest.hex() !== table.checksum)
      throw new BackupError(
        `After loading, ${tableId(table)} holds ${digest.count} rows where the backup has ${table.rows}${digest.count === table.rows ? ' (with other values)' : ''}: nothing was restored.`,
      );
  }
}

async function verifyFiles(storage: Storage, manifest: Manifest): Promise<void> {
  const stored = await readFiles(storage, null);
  if (stored.count !== manifest.files.count || stored.checksum !== manifest.files.checksum)
    throw new BackupError(
      `The file storage holds ${stored.count} files where the backup has ${manifest.files.count}${stored.count === manifest.files.count ? ' (with other contents)' : ''}: nothing was restored.`,
    );
}
