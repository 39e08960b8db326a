// `npm test`: lint, typecheck, schema/migration checks, core, web and server tests (PGlite, then
// PostgreSQL when TEST_DATABASE_URL is set), the browser journeys (and, with PostgreSQL, a set of them
// on two instances); then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected ?? 0;
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}

const vitest = (name, project, file, env) =>
  step(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`], env);

step('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
// The typecheck builds core and server first (`tsc -b`): the type-aware lint reads their output.
step('typecheck', 'npm', ['run', 'typecheck']);
// The type-aware lint holds every workspace's program at once: more than Node's default heap.
step('lint', 'npx', ['eslint', '--max-warnings', '0', '.'], {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim(),
});
step('migrations match the schema', 'npm', ['run', 'db:check']);
step('web GraphQL types match the schema', process.execPath, ['scripts/check-graphql-schema.mjs']);

vitest('core unit tests', 'core', path.join(out, 'core.json'));
countVitest(path.join(out, 'core.json'));
vitest('web unit tests', 'web', path.join(out, 'web.json'));
countVitest(path.join(out, 'web.json'));
vitest('server tests on PGlite', 'server', path.join(out, 'server-pglite.json'), { DATABASE_URL: '' });
countVitest(path.join(out, 'server-pglite.json'));

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  vitest('server tests on PostgreSQL', 'server', path.join(out, 'server-postgres.json'), { DATABASE_URL: pgUrl });
  countVitest(path.join(out, 'server-postgres.json'));
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server suite ran on PGlite only (.ci/run sets it).');
}

const e2eReport = path.join(root, 'e2e/artifacts/results.json');
rmSync(e2eReport, { force: true });
step('browser journeys (Chromium)', 'npm', ['run', 'test', '-w', 'e2e']);
countPlaywright(e2eReport);

if (pgUrl) {
  // The harness makes a database of its own on that server and drops it; its run ends with a scan
  // of the instances' logs for secrets.
  const scaleReport = path.join(root, 'e2e/artifacts/scale-results.json');
  rmSync(scaleReport, { force: true });
  step('browser journeys on two instances (PostgreSQL, S3)', 'npm', ['run', 'test:scale', '-w', 'e2e']);
  countPlaywright(scaleReport);
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
