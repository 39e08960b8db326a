// Builds core, server and web when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, ...sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newest(source) > built);
}

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const coreSrc = path.join(root, 'core/src');
const serverSrc = path.join(root, 'server/src');
if (stale(path.join(root, 'server/dist/index.js'), coreSrc, serverSrc)) run('npx', ['tsc', '-b', 'core', 'server']);
// The manifest (read by `npm run bundle`) is one of the build's outputs; a build without it is stale too.
if (
  stale(
    path.join(root, 'web/dist/.vite/manifest.json'),
    path.join(root, 'web/src'),
    coreSrc,
    path.join(root, 'web/index.html'),
    path.join(root, 'web/public'),
    path.join(root, 'web/vite'),
    path.join(root, 'web/vite.config.ts'),
  )
) {
  run('npm', ['run', 'build', '-w', 'web']);
}
