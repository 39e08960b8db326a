import { rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.js';
import type { Storage } from '../integrations/storage/storage.js';
import { writeBackup } from './backup.js';
import { BackupError } from './backup-error.js';
import { restoreBackup, type RestoreReport } from './restore.js';

export interface MoveOptions {
  /** The embedded database of the current settings. */
  source: Database;
  /** The configured storage: the files stay in it and are checked. */
  storage: Storage;
  /** The empty PostgreSQL database to move to. */
  targetUrl: string;
  /** Where the intermediate backup is written (DATA_DIR: the disk the embedded database is on). */
  workDir: string;
}

/** A PostgreSQL URL with its password hidden, for printing. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

/**
 * Copies the embedded academy into an empty PostgreSQL database along the path of a backup and
 * a restore (through a temporary backup without the files, which stay in the storage): the
 * restore checks every table's rows and checksum and every file against the backup's manifest.
 */
export async function moveToPostgres({ source, storage, targetUrl, workDir }: MoveOptions): Promise<RestoreReport> {
  if (source.kind !== 'pglite')
    throw new BackupError(
      'This academy already runs on PostgreSQL (DATABASE_URL is set): to copy it to another server, use backup and restore.',
    );
  if (!/^postgres(ql)?:\/\/./.test(targetUrl) || !URL.canParse(targetUrl))
    throw new BackupError('--to takes a PostgreSQL URL: postgres://user:password@host:5432/database');
  const target = await openDatabase({ url: targetUrl, poolSize: 2 });
  const file = path.join(workDir, `move-to-postgres-${Date.now()}.tar.gz`);
  try {
    try {
      await target.ping();
    } catch (error) {
      throw new BackupError(
        `Cannot reach the PostgreSQL database at ${withoutPassword(targetUrl)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await writeBackup({ database: source, storage, out: file, includeFiles: false });
    return await restoreBackup({ database: target, storage, from: file, files: 'in-place' });
  } finally {
    await rm(file, { force: true });
    await rm(`${file}.partial`, { force: true });
    await target.close();
  }
}
