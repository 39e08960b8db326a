// Starts the built server for the journeys with its log written to a file (argv[2]), so that the
// log of the whole run can be scanned for secrets afterwards (scan-logs.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const logFile = path.resolve(process.argv[2] ?? 'server.log');
mkdirSync(path.dirname(logFile), { recursive: true });
const out = openSync(logFile, 'a');
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../server/dist/index.js')], { stdio: ['ignore', out, out] });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  // A server that could not start says why in its log: show the end of it where the run is watched.
  if (code) console.error(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
  process.exit(code ?? (signal ? 1 : 0));
});
