// Scans the server logs of a journey run for secrets (server/src/logs/secret-scan.ts): card
// numbers, passwords, sign-in codes, session tokens, Authorization headers, in every .log file of
// the folder argv[2]. Exits 1 listing each leak by file, line and kind, the
// secret masked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFindings, scanLogText } from '../server/dist/logs/secret-scan.js';

/** The passwords the journeys sign in with (demo accounts, fixtures) and type when they change one. */
const JOURNEY_PASSWORDS = [
  'solve-demo-2026',
  'fixture-pass-2026',
  'omar-chosen-pass-1',
  'ivy-chosen-pass-1',
  'theo-first-pass',
  'brand-new-pass-1',
  'brand-new-pass-2',
  'another-pass-3',
  'changed-pass-77',
  'staff-new-pass-9',
];
/** The sandbox's test cards the journeys type (also found by the Luhn check). */
const JOURNEY_CARDS = ['4111111111111111'];

const known = [
  ...JOURNEY_PASSWORDS.map((value) => ({ kind: 'password', value })),
  ...JOURNEY_CARDS.map((value) => ({ kind: 'card number', value })),
];

if (!process.argv[2]) {
  console.error('Usage: node e2e/scan-logs.mjs <folder of .log files>');
  process.exit(1);
}
const logDir = path.resolve(process.argv[2]);
const files = existsSync(logDir) ? readdirSync(logDir).filter((name) => name.endsWith('.log')) : [];
if (files.length === 0) {
  console.error(`No server logs in ${logDir}: the run wrote none, so nothing was checked.`);
  process.exit(1);
}
let lines = 0;
const findings = files.flatMap((name) => {
  const text = readFileSync(path.join(logDir, name), 'utf8');
  lines += text.split('\n').length - 1;
  return scanLogText(text, path.relative(process.cwd(), path.join(logDir, name)), known);
});
if (findings.length > 0) {
  console.error(`Secrets in the server logs (${findings.length}):\n${describeFindings(findings)}`);
  process.exit(1);
}
console.log(`No secrets in ${files.length} server log${files.length === 1 ? '' : 's'} (${lines} lines).`);
