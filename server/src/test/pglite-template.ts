import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database that each test file starts from; null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Before the server suite on PGlite: migrates one database and dumps it, so each test file loads
 * the dump (half a second) instead of creating and migrating its own (several seconds).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'solve-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
