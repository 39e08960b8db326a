// Lighthouse's mobile run (its default: a mid-range phone on a slow 4G link, simulated) of the built
// app, started on the embedded database with the demo academy. Prints each category's score and the
// page's Web Vitals for `/`, `/login` and `/catalog` (when the app has that page); the median of
// several runs by performance score, since a shared machine's load moves single runs.
// Targets: performance >= 95, accessibility 100, best practices 100, SEO >= 95.
// `npm run build` first; `npm run lighthouse -w bench [-- --runs=N] [paths...]`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
for (const built of ['server/dist/index.js', 'web/dist/index.html']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const router = readFileSync(path.join(root, 'web/src/app/router.tsx'), 'utf8');
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/', '/login', ...(router.includes("path: '/catalog'") ? ['/catalog'] : []));

const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-bench-lighthouse-'));
const port = Number(process.env.PORT ?? 3300 + Math.floor(Math.random() * 500));
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    SECRET_KEY: randomBytes(32).toString('hex'),
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exited = false;
server.once('exit', () => (exited = true));

async function waitUntilReady() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server ended before it was ready');
    const ok = await fetch(`${base}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready within 120 s');
}

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const VITALS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
]);

/** @param {number} chromePort @param {string} url */
async function audit(chromePort, url) {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const vitals = VITALS.map(([id, name]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id]?.title}`),
  );
  return { scores, vitals, failing };
}

let chrome;
try {
  await waitUntilReady();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`Lighthouse mobile, median of ${runs} run(s); targets: ${CATEGORIES.map((id) => `${id} >= ${TARGETS[id]}`).join(', ')}`);
  for (const page of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await audit(chrome.port, `${base}${page}`));
    results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = results[Math.floor(results.length / 2)];
    if (!median) continue;
    const scores = CATEGORIES.map((id) => {
      const score = median.scores[id] ?? 0;
      return `${id} ${score}${score >= TARGETS[id] ? '' : ' (below target)'}`;
    }).join(', ');
    console.log(`${page.padEnd(10)} ${scores}`);
    console.log(`${''.padEnd(10)} ${median.vitals}`);
    for (const line of median.failing) console.log(`${''.padEnd(10)} to fix: ${line}`);
  }
} finally {
  await chrome?.kill();
  if (!exited) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
