import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client.js';

/** A migration drizzle-kit wrote: its file's name and the instant drizzle records when it is applied. */
export interface Migration {
  tag: string;
  /** Drizzle's `created_at` of the migration (the journal's `when`, in milliseconds). */
  createdAt: number;
}

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/** The migrations this code knows, oldest first (meta/_journal.json of the migrations folder). */
export async function knownMigrations(migrationsFolder: string): Promise<Migration[]> {
  const journal = journalSchema.parse(JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
  return journal.entries.map((entry) => ({ tag: entry.tag, createdAt: entry.when }));
}

/**
 * The newest migration applied to a database: its tag when this code knows it, else null with
 * the instant drizzle recorded. Null altogether for a database never migrated.
 */
export async function lastMigrationApplied(db: Db, known: readonly Migration[]): Promise<{ tag: string | null; createdAt: number } | null> {
  const exists = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`)) as {
    rows: { exists: boolean }[];
  };
  if (!exists.rows[0]?.exists) return null;
  const newest = (await db.execute(
    sql`select created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as { rows: { createdAt: string | null }[] };
  const createdAt = newest.rows[0]?.createdAt;
  if (createdAt === undefined || createdAt === null) return null;
  const millis = Number(createdAt);
  return { tag: known.find((migration) => migration.createdAt === millis)?.tag ?? null, createdAt: millis };
}

/**
 * A copy of the migrations folder that stops at `tag`, for drizzle's migrator (it reads only the
 * journal and the SQL files), removed when `use` settles.
 */
export async function withMigrationsUntil<T>(migrationsFolder: string, tag: string, use: (folder: string) => Promise<T>): Promise<T> {
  const raw = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = raw.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`unknown migration ${tag}`);
  const entries = raw.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'solve-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...raw, entries }));
    for (const entry of entries) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
