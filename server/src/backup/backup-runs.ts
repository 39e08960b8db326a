import { stat } from 'node:fs/promises';
import path from 'node:path';
import { backupRuns } from '../db/schema/index.js';
import type { Services } from '../services.js';
import type { Manifest } from './manifest.js';

/**
 * Records a finished, checked backup for the System page: its file's name (never the folders it
 * was written to), size, counts and migration. The row is written after the snapshot, so the
 * backup itself never holds it: a restored academy lists the backups taken before this one.
 */
export async function recordBackupRun(
  services: Pick<Services, 'db' | 'now'>,
  { file, manifest, rows }: { file: string; manifest: Manifest; rows: number },
): Promise<void> {
  await services.db.insert(backupRuns).values({
    takenAt: services.now(),
    fileName: path.basename(file),
    bytes: (await stat(file)).size,
    tableCount: manifest.tables.length,
    rowCount: rows,
    migration: manifest.migration.tag ?? String(manifest.migration.createdAt),
  });
}
