// Seconds from `npm start` on a fresh data folder to the first successful /ready, and the
// server's resident memory once the demo academy is loaded. Targets: < 15 s, < 300 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-bench-startup-'));
const port = 3200 + Math.floor(Math.random() * 500);
const base = `http://localhost:${port}`;

/** The server process started for this data folder (a grandchild of npm). */
function serverPid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('server/dist/index.js')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes(`DATA_DIR=${dataDir}`)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** @param {number} pid */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const started = performance.now();
const child = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

let readyAfter = null;
const deadline = Date.now() + 120_000;
while (Date.now() < deadline) {
  try {
    const response = await fetch(`${base}/ready`);
    if (response.ok) {
      readyAfter = (performance.now() - started) / 1000;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

try {
  if (readyAfter === null) throw new Error('the server did not become ready within 120 s');
  // Touch the academy the way the first visitor does, then read the memory.
  await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-solve-csrf': '1' },
    body: JSON.stringify({ query: '{ academy { name phoneNumber } appVersion }' }),
  });
  const pid = serverPid();
  const memory = pid ? rssMb(pid) : NaN;
  console.log(`startup: ${readyAfter.toFixed(2)} s from npm start to /ready (target < 15 s)`);
  console.log(`memory: ${memory.toFixed(0)} MB resident after the demo academy is loaded (target < 300 MB)`);
} finally {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
