// `npm run db:check -w server`: fails when the Drizzle schema and the committed migrations disagree.
// It runs `drizzle-kit check` on the committed folder, then `drizzle-kit generate` into a copy of
// it: a generated file means the schema changed without a migration.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(serverDir, 'src/db/migrations');
const schema = './src/db/schema/index.ts';
// drizzle-kit asks about renames interactively; a time limit guards against it waiting for an answer.
const timeoutMs = 120_000;

function drizzleKit(args) {
  const result = spawnSync('npx', ['drizzle-kit', ...args], {
    cwd: serverDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
  });
  return { ...result, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function fail(message, output = '') {
  console.error(`db:check FAILED: ${message}`);
  if (output.trim()) console.error(output.trim());
  console.error('Run `npm run db:generate -w server` and commit the new migration.');
  process.exit(1);
}

const sqlFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.sql'));

const check = drizzleKit(['check', '--dialect', 'postgresql', '--out', path.relative(serverDir, migrationsDir)]);
if (check.status !== 0 || !/Everything's fine/.test(check.output)) {
  fail('the committed migrations are inconsistent (drizzle-kit check).', check.output);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'solve-db-check-'));
try {
  const copy = path.join(scratch, 'migrations');
  cpSync(migrationsDir, copy, { recursive: true });
  const before = new Set(sqlFiles(copy));
  // drizzle-kit prefixes --out with './', so it must be relative to the server folder.
  const generate = drizzleKit([
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    schema,
    '--out',
    path.relative(serverDir, copy),
    '--name',
    'pending',
  ]);
  const asksAboutRenames = generate.error?.code === 'ETIMEDOUT' || /Interactive prompts require a TTY/.test(generate.output);
  if (asksAboutRenames) {
    fail('drizzle-kit asks whether a table or column was renamed: the schema has changes without a migration.');
  }
  const added = sqlFiles(copy).filter((name) => !before.has(name));
  if (added.length > 0) {
    const pending = added.map((name) => readFileSync(path.join(copy, name), 'utf8')).join('\n');
    fail('the schema differs from the committed migrations. The missing migration would be:', pending);
  }
  // drizzle-kit exits 0 on some errors; only its "nothing to migrate" answer is a pass.
  if (generate.status !== 0 || !/No schema changes/.test(generate.output)) {
    fail('drizzle-kit generate did not confirm the schema matches.', generate.output);
  }
  console.log('db:check ok: the committed migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
