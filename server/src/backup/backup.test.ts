import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRow, demoAcademyAfterActivity, rewrittenBackup, sequencePositions, storedFiles } from '../test/backup-kit.js';
import { databaseFingerprint } from '../test/database-fingerprint.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { backupCommand, restoreCommand } from './backup.command.js';
import { backupRuns } from '../db/schema/index.js';
import { BackupError } from './backup-error.js';
import { checkArchive } from './check-archive.js';
import { MANIFEST_ENTRY, type Manifest } from './manifest.js';
import { restoreBackup } from './restore.js';

const NOW = new Date('2026-11-22T18:00:00Z');

let source: TestServer;
let dir: string;
let backup: string;
const fresh: TestServer[] = [];

/** A new academy's server: a migrated, empty database and empty storage. */
async function freshServer(): Promise<TestServer> {
  const server = await startTestServer({ now: NOW });
  fresh.push(server);
  return server;
}

/** The message a refused restore gives. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BackupError)) throw new Error(`expected a BackupError, got ${String(error)}`);
  return error.message;
}

/** What a database and storage hold, to tell that a refused restore changed nothing. */
async function stateOf(server: TestServer) {
  return { rows: await databaseFingerprint(server.services.db), files: await storedFiles(server.services.storage) };
}

beforeAll(async () => {
  source = await startTestServer({ now: NOW });
  await demoAcademyAfterActivity(source, NOW);
  dir = mkdtempSync(path.join(tmpdir(), 'solve-backup-'));
  backup = path.join(dir, 'academy.tar.gz');
  const lines: string[] = [];
  expect(await backupCommand(source.services, ['--out', backup], (line) => lines.push(line))).toBe(0);
  expect(lines.join('\n')).toMatch(/^Backed up \d+ tables \([\d,]+ rows\) at migration \d{4}_\w+ and 1 files/);
}, 120_000);

afterAll(async () => {
  for (const server of [source, ...fresh]) await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backing up and restoring an academy', () => {
  it('restores the demo academy after answers, a payment and an upload into a new database and storage: every table and file the same', async () => {
    const target = await freshServer();
    const lines: string[] = [];
    expect(await restoreCommand(target.services, ['--from', backup], (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain("Every table's row count and checksum and every file match the backup's manifest.");

    const [restored, original] = [await everyRow(target.services.db), await everyRow(source.services.db)];
    expect(Object.keys(restored)).toEqual(Object.keys(original));
    // The backup's own record was written after its snapshot: the only difference.
    expect(original['public.backup_runs']).toHaveLength(1);
    expect(restored['public.backup_runs']).toEqual([]);
    for (const table of Object.keys(original)) if (table !== 'public.backup_runs') expect(restored[table], table).toEqual(original[table]);
    expect(original['public.problem_responses']!.length).toBeGreaterThan(0);
    expect(original['public.sandbox_transactions']!.length).toBeGreaterThan(0);
    expect(original['public.uploaded_files']!.length).toBeGreaterThan(0);

    const files = await storedFiles(source.services.storage);
    expect(Object.keys(files)).toHaveLength(1);
    expect(await storedFiles(target.services.storage)).toEqual(files);
    // New rows take ids after the restored ones.
    const { 'public.backup_runs_id_seq': _recorded, ...positions } = await sequencePositions(source.services.db);
    expect(await sequencePositions(target.services.db)).toEqual({
      ...positions,
      'public.backup_runs_id_seq': expect.any(String) as string,
    });
  });

  it('records the finished backup for the System page: its file name, size, counts and migration', async () => {
    const [run, ...others] = await source.services.db.select().from(backupRuns);
    expect(others).toEqual([]);
    const manifest = await checkArchive(backup);
    expect(run).toEqual({
      id: expect.any(Number) as number,
      takenAt: NOW,
      fileName: 'academy.tar.gz',
      bytes: statSync(backup).size,
      tableCount: manifest.tables.length,
      rowCount: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      migration: manifest.migration.tag,
    });
    expect(run!.migration).toMatch(/^\d{4}_\w+$/);
  });

  it('still backs up a database too old to record backups, and says the backup was not recorded', async () => {
    const older = await freshServer();
    await older.services.db.execute(sql`drop table backup_runs`);
    const lines: string[] = [];
    const out = path.join(dir, 'older.tar.gz');
    expect(await backupCommand(older.services, ['--out', out], (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toMatch(/^Backed up \d+ tables/);
    expect(lines[1]).toBe('The backup is complete and checked, but the database could not record it: the System page does not list it.');
    expect((await checkArchive(out)).tables.length).toBeGreaterThan(0);
  });

  it('refuses a database that holds an academy, and changes nothing', async () => {
    const before = await stateOf(source);
    const message = await refusal(restoreBackup({ database: source.database, storage: source.services.storage, from: backup }));
    expect(message).toMatch(/^The database already holds an academy \(rows in .+\): restore only into an empty database\./);
    expect(await stateOf(source)).toEqual(before);
  });

  it('refuses storage that holds files, and changes nothing', async () => {
    const target = await freshServer();
    await target.services.storage.writeOnce('images/left-behind.png', Buffer.from('x'), 'image/png');
    const before = await stateOf(target);
    const message = await refusal(restoreBackup({ database: target.database, storage: target.services.storage, from: backup }));
    expect(message).toBe(
      'The file storage already holds files (images/left-behind.png): restore only into empty storage (a new DATA_DIR, or an empty bucket).',
    );
    expect(await stateOf(target)).toEqual(before);
  });

  it('refuses a backup made by a newer version, and changes nothing', async () => {
    const newer = path.join(dir, 'newer.tar.gz');
    await rewrittenBackup(backup, newer, (name, body) => {
      if (name !== MANIFEST_ENTRY) return undefined;
      const manifest = JSON.parse(body.toString('utf8')) as Manifest;
      return Buffer.from(JSON.stringify({ ...manifest, migration: { tag: '9999_from_a_newer_solve', createdAt: 4_102_444_800_000 } }));
    });
    const target = await freshServer();
    const before = await stateOf(target);
    const message = await refusal(restoreBackup({ database: target.database, storage: target.services.storage, from: newer }));
    expect(message).toBe('This backup was made by a newer Solve (migration 9999_from_a_newer_solve); upgrade first.');
    expect(await stateOf(target)).toEqual(before);
  });

  it('says so clearly for a missing file, a file cut short, a file that is not a backup, and a changed row', async () => {
    const target = await freshServer();
    const before = await stateOf(target);
    const restore = (from: string) => refusal(restoreBackup({ database: target.database, storage: target.services.storage, from }));

    const missing = path.join(dir, 'missing.tar.gz');
    expect(await restore(missing)).toBe(`There is no backup at ${missing}.`);

    const cut = path.join(dir, 'cut.tar.gz');
    const whole = readFileSync(backup);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await restore(cut)).toMatch(
      new RegExp(`^${cut} is (damaged or is not a Solve backup \\(.+\\)|not a complete Solve backup: .+)\\.$`),
    );

    const notABackup = path.join(dir, 'notes.txt');
    writeFileSync(notABackup, 'these are not the rows you are looking for\n');
    expect(await restore(notABackup)).toMatch(new RegExp(`^${notABackup} is damaged or is not a Solve backup \\(.+\\)\\.$`));

    const changed = path.join(dir, 'changed.tar.gz');
    await rewrittenBackup(backup, changed, (name, body) =>
      name.includes('-public.students/')
        ? Buffer.from(body.toString('utf8').replace(/"first_name":"[^"]*"/, '"first_name":"Mallory"'))
        : undefined,
    );
    expect(await restore(changed)).toBe(`${changed} is damaged: the rows of public.students differ from its manifest.`);

    expect(await stateOf(target)).toEqual(before);
  });

  it('refuses to write over an existing file, and asks for the options it needs', async () => {
    const lines: string[] = [];
    expect(await backupCommand(source.services, ['--out', backup], (line) => lines.push(line))).toBe(1);
    expect(await backupCommand(source.services, [], (line) => lines.push(line))).toBe(2);
    expect(await restoreCommand(source.services, ['--from'], (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([
      `${backup} already exists: choose another name (or remove the old file first).`,
      'usage: backup --out <file>',
      'usage: restore --from <file>',
    ]);
  });
});
