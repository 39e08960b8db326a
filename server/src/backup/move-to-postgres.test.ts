import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { everyRow, demoAcademyAfterActivity, sequencePositions, storedFiles } from '../test/backup-kit.js';
import { databaseFingerprint } from '../test/database-fingerprint.js';
import { createFreshDatabase, startTestServer, type TestServer } from '../test/harness.js';
import { moveToPostgresCommand } from './backup.command.js';

const NOW = new Date('2026-11-22T18:00:00Z');
/** The PostgreSQL server new databases are made on (the one the PostgreSQL test run uses). */
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

let source: TestServer;
let target: Database | null = null;
let targetUrl = '';
let fresh: Awaited<ReturnType<typeof createFreshDatabase>> | null = null;

describe.skipIf(!adminUrl)('moving the embedded academy to PostgreSQL', () => {
  beforeAll(async () => {
    // The academy to move is on the embedded database, whichever database this run tests.
    vi.stubEnv('DATABASE_URL', '');
    try {
      source = await startTestServer({ now: NOW });
    } finally {
      vi.unstubAllEnvs();
    }
    await demoAcademyAfterActivity(source, NOW);
    fresh = await createFreshDatabase(adminUrl!, 'solve_move');
    targetUrl = fresh.url;
  }, 120_000);

  afterAll(async () => {
    await target?.close();
    await source?.close();
    await fresh?.drop();
  });

  it('copies every table into an empty PostgreSQL database, checks them and the files, and says what to change', async () => {
    expect(source.database.kind).toBe('pglite');
    const lines: string[] = [];
    expect(await moveToPostgresCommand(source.services, ['--to', targetUrl], (line) => lines.push(line))).toBe(0);

    target = await openDatabase({ url: targetUrl, poolSize: 2 });
    expect(target.kind).toBe('postgres');
    const [moved, original] = [await everyRow(target.db), await everyRow(source.services.db)];
    expect(Object.keys(moved)).toEqual(Object.keys(original));
    for (const table of Object.keys(original)) expect(moved[table], table).toEqual(original[table]);
    expect(original['public.problem_responses']!.length).toBeGreaterThan(0);
    expect(original['public.sandbox_transactions']!.length).toBeGreaterThan(0);
    expect(await sequencePositions(target.db)).toEqual(await sequencePositions(source.services.db));

    const printed = lines.join('\n');
    expect(printed).toMatch(/^Moved the academy to PostgreSQL: \d+ tables \([\d,]+ rows\); every table's row count and checksum match\./);
    expect(printed).toContain('The 1 files stay in');
    const shown = new URL(targetUrl);
    if (shown.password) shown.password = '****';
    expect(printed).toContain(`  DATABASE_URL=${shown.toString()}`);
    expect(printed).toContain('is no longer used');
    // The files stay where they are, in the configured storage.
    expect(Object.keys(await storedFiles(source.services.storage))).toHaveLength(1);
  });

  it('refuses a database that already holds an academy, and changes nothing there', async () => {
    target ??= await openDatabase({ url: targetUrl, poolSize: 2 });
    const before = await databaseFingerprint(target.db);
    const lines: string[] = [];
    expect(await moveToPostgresCommand(source.services, ['--to', targetUrl], (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toMatch(/^The database already holds an academy/);
    expect(await databaseFingerprint(target.db)).toEqual(before);
  });

  it('asks for a PostgreSQL address', async () => {
    const lines: string[] = [];
    expect(await moveToPostgresCommand(source.services, ['--to', 'mysql://somewhere/academy'], (line) => lines.push(line))).toBe(1);
    expect(await moveToPostgresCommand(source.services, [], (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([
      '--to takes a PostgreSQL URL: postgres://user:password@host:5432/database',
      'usage: move-to-postgres --to <DATABASE_URL>',
    ]);
  });
});
