// Builds what is missing, then runs the journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  [process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')]],
  ['npx', ['playwright', 'test', '-c', path.join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)]],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
