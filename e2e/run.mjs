// Builds what is missing, runs the journeys in Debian's Chromium, then scans the server's log of
// the run for secrets.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logDir = path.join(root, 'e2e/server-logs');
rmSync(logDir, { recursive: true, force: true });
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')]) !== 0) process.exit(1);
const journeys = run('npx', ['playwright', 'test', '-c', path.join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)]);
const scan = run(process.execPath, [path.join(root, 'e2e/scan-logs.mjs'), logDir]);
process.exit(journeys || scan);
