import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { migrationsFolder, type Database, type Db } from '../db/client.js';
import { knownMigrations, lastMigrationApplied } from '../db/migration-journal.js';
import type { Storage } from '../integrations/storage/storage.js';
import { APP_VERSION } from '../version.js';
import { ArchiveWriter } from './archive.js';
import { BackupError } from './backup-error.js';
import { forEachRowBatch, sequencesOf, sequenceValue, tablesInLoadOrder, useCanonicalText } from './catalog.js';
import { fileItem, SetDigest, sha256 } from './digest.js';
import { FILES_FOLDER, MANIFEST_ENTRY, tableFolder, type Manifest } from './manifest.js';

/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 1000;
/** A table's rows go into the archive in chunks of about this many bytes, so memory stays bounded. */
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface BackupOptions {
  database: Database;
  storage: Storage;
  /** The archive to write; it must not exist yet. */
  out: string;
  /** False to leave the files out (moving to PostgreSQL keeps them where they are); the manifest still counts them. */
  includeFiles?: boolean;
}

/**
 * Writes a backup: every table's rows, read in one REPEATABLE READ, read-only transaction (one
 * snapshot, however long it takes), then the stored files, then the manifest. The archive is
 * written beside `out` and renamed into place only once complete, so a backup that failed never
 * looks like one that worked.
 */
export async function writeBackup({ database, storage, out, includeFiles = true }: BackupOptions): Promise<Manifest> {
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another name (or remove the old file first).`);
  const partial = `${out}.partial`;
  await rm(partial, { force: true });
  const archive = new ArchiveWriter(partial);
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        const snapshot = await readDatabase(tx, database.kind, archive);
        // Stored files never change once written (every upload gets a new key), and they are
        // listed after the snapshot: every file its rows name is there.
        const files = await readFiles(storage, includeFiles ? archive : null);
        return { ...snapshot, files: { included: includeFiles, ...files } };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await archive.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.finish();
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await archive.abandon();
    await rm(partial, { force: true });
    throw error;
  }
}

async function readDatabase(tx: Db, kind: Database['kind'], archive: ArchiveWriter): Promise<Omit<Manifest, 'files'>> {
  const migration = await lastMigrationApplied(tx, await knownMigrations(migrationsFolder));
  if (!migration) throw new BackupError('The database holds no academy yet (it was never prepared by Solve): there is nothing to back up.');
  await useCanonicalText(tx);
  const tables: Manifest['tables'] = [];
  for (const [index, table] of (await tablesInLoadOrder(tx)).entries()) {
    const digest = new SetDigest();
    const folder = tableFolder(index, table);
    let chunk: string[] = [];
    let chunkBytes = 0;
    let chunks = 0;
    const flush = async () => {
      if (chunk.length === 0) return;
      chunks += 1;
      await archive.add(`${folder}${String(chunks).padStart(6, '0')}.jsonl`, Buffer.from(`${chunk.join('\n')}\n`));
      chunk = [];
      chunkBytes = 0;
    };
    await forEachRowBatch(tx, table, FETCH_ROWS, async (rows) => {
      for (const row of rows) {
        digest.add(row);
        chunk.push(row);
        chunkBytes += row.length;
      }
      if (chunkBytes >= CHUNK_BYTES) await flush();
    });
    await flush();
    tables.push({ ...table, rows: digest.count, checksum: digest.hex() });
  }
  const sequences: Manifest['sequences'] = [];
  for (const sequence of await sequencesOf(tx)) sequences.push({ ...sequence, ...(await sequenceValue(tx, sequence)) });
  return {
    format: 'solve-backup',
    formatVersion: 1,
    appVersion: APP_VERSION,
    createdAt: new Date().toISOString(),
    databaseKind: kind,
    migration,
    tables,
    sequences,
  };
}

/** Counts and checksums the stored files, adding each to the archive when there is one. */
export async function readFiles(
  storage: Storage,
  archive: ArchiveWriter | null,
): Promise<{ count: number; bytes: number; checksum: string }> {
  const digest = new SetDigest();
  let bytes = 0;
  for await (const file of storage.list()) {
    const body = await storage.read(file.key);
    // Removed since it was listed (an upload swept): the snapshot's rows no longer name it either.
    if (!body) continue;
    const hash = sha256(body);
    digest.add(fileItem(file.key, hash));
    bytes += body.length;
    if (archive) await archive.add(`${FILES_FOLDER}${file.key}`, body, hash);
  }
  return { count: digest.count, bytes, checksum: digest.hex() };
}
