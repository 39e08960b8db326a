// The journeys on two instances (PostgreSQL, S3, a round-robin proxy): builds what is missing,
// runs playwright.scale.config.ts, then scans the instances' logs for secrets.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SCALE_LOG_DIR } from './settings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
if (!process.env.TEST_DATABASE_URL) {
  console.error('TEST_DATABASE_URL is not set: the two-instance journeys need a PostgreSQL server (its base address is enough).');
  process.exit(1);
}
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')]) !== 0) process.exit(1);
const journeys = run('npx', ['playwright', 'test', '-c', path.join(root, 'e2e/playwright.scale.config.ts'), ...process.argv.slice(2)]);
const scan = run(process.execPath, [path.join(root, 'e2e/scan-logs.mjs'), SCALE_LOG_DIR]);
process.exit(journeys || scan);
