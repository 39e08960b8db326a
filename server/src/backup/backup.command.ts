import path from 'node:path';
import { parseArgs } from 'node:util';
import { groupThousands } from '@solve/core/numbers';
import { embeddedDatabaseDir } from '../db/client.js';
import type { Services } from '../services.js';
import { writeBackup } from './backup.js';
import { BackupError } from './backup-error.js';
import { recordBackupRun } from './backup-runs.js';
import { checkArchive } from './check-archive.js';
import { moveToPostgres, withoutPassword } from './move-to-postgres.js';
import { restoreBackup } from './restore.js';

export const backupUsage = 'backup --out <file>';
export const restoreUsage = 'restore --from <file>';
export const moveToPostgresUsage = 'move-to-postgres --to <DATABASE_URL>';

type Out = (line: string) => void;

const count = groupThousands;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The one option a command takes, or null (after printing the usage) when it is missing or others are given. */
function option(argv: string[], name: string, usage: string, out: Out): string | null {
  try {
    const { values } = parseArgs({ args: argv, options: { [name]: { type: 'string' } }, strict: true });
    const value = values[name];
    if (typeof value === 'string' && value !== '') return value;
  } catch {
    // The usage below says what is expected.
  }
  out(`usage: ${usage}`);
  return null;
}

/** Runs a command's work, printing a BackupError's message (what to do) instead of a stack. */
async function reporting(out: Out, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      out(error.message);
      return 1;
    }
    throw error;
  }
}

/** `solve backup --out <file>`: the database and the stored files in one file. */
export async function backupCommand(services: Services, argv: string[], out: Out): Promise<number> {
  const file = option(argv, 'out', backupUsage, out);
  if (!file) return 2;
  return reporting(out, async () => {
    const target = path.resolve(file);
    const manifest = await writeBackup({ database: services.database, storage: services.storage, out: target });
    // Read back whole before it counts: a backup is recorded only once its rows and files match its manifest.
    await checkArchive(target);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    // A database of an older version has no table for it: the backup is good all the same.
    const recorded = await recordBackupRun(services, { file: target, manifest, rows }).then(
      () => true,
      () => false,
    );
    out(
      `Backed up ${manifest.tables.length} tables (${count(rows)} rows) at migration ${manifest.migration.tag ?? manifest.migration.createdAt} and ${count(manifest.files.count)} files (${megabytes(manifest.files.bytes)}) to ${target}.`,
    );
    if (!recorded) out('The backup is complete and checked, but the database could not record it: the System page does not list it.');
  });
}

/** `solve restore --from <file>`: a backup into an empty database and empty storage. */
export async function restoreCommand(services: Services, argv: string[], out: Out): Promise<number> {
  const file = option(argv, 'from', restoreUsage, out);
  if (!file) return 2;
  return reporting(out, async () => {
    const { manifest, rows } = await restoreBackup({ database: services.database, storage: services.storage, from: path.resolve(file) });
    out(
      `Restored ${manifest.tables.length} tables (${count(rows)} rows) and ${count(manifest.files.count)} files from the backup of ${manifest.createdAt} (Solve ${manifest.appVersion}).`,
    );
    out("Every table's row count and checksum and every file match the backup's manifest. Start the server.");
  });
}

/** `solve move-to-postgres --to <url>`: the embedded academy into an empty PostgreSQL database. */
export async function moveToPostgresCommand(services: Services, argv: string[], out: Out): Promise<number> {
  const url = option(argv, 'to', moveToPostgresUsage, out);
  if (!url) return 2;
  const { config } = services;
  return reporting(out, async () => {
    const { manifest, rows } = await moveToPostgres({
      source: services.database,
      storage: services.storage,
      targetUrl: url,
      workDir: config.dataDir,
    });
    const where = config.STORAGE_ADAPTER === 's3' ? `the bucket ${config.S3_BUCKET}` : path.join(config.dataDir, 'files');
    out(
      `Moved the academy to PostgreSQL: ${manifest.tables.length} tables (${count(rows)} rows); every table's row count and checksum match.`,
    );
    out(`The ${count(manifest.files.count)} files stay in ${where}; all of them are there, unchanged.`);
    out('Now change the settings the server starts with, then start it:');
    out(`  DATABASE_URL=${withoutPassword(url)}   (with its real password)`);
    out(
      `The embedded database in ${embeddedDatabaseDir(config.dataDir)} is no longer used: keep it until the academy runs well on PostgreSQL, then delete it.${config.STORAGE_ADAPTER === 's3' ? '' : ' Keep DATA_DIR itself: it holds the files.'}`,
    );
  });
}
