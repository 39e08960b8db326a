// Lighthouse's mobile run (its default: a mid-range phone on a slow 4G link, simulated) of the built
// app, started on the embedded database with the demo academy. Prints each category's score and the
// page's Web Vitals for `/`, `/login`, `/catalog` and a demo post (`/post?id=`); the median of
// several runs by performance score, since a shared machine's load moves single runs.
// Targets: performance >= 95, accessibility 100, best practices 100, SEO >= 95.
// With `--signed-in`, the signed-in pages instead (a student's dashboard and classroom, the player,
// the family's HOME and cart, the admin's class page) and the player's first answer on the
// simulated phone: lighthouse/signed-in.mjs.
// `npm run build` first; `npm run lighthouse -w bench [-- --runs=N] [--signed-in [--pages=player,cart] | paths...]`.
// The median run's whole report is written to bench/out/lighthouse-<path>.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import { resetDatabase } from './lib/bench-server.mjs';
import { chromiumPath, startDemoServer } from './lib/demo-server.mjs';
import { audit, medianByPerformance } from './lighthouse/audit.mjs';
import { auditSignedInPages } from './lighthouse/signed-in.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const built of ['server/dist/index.js', 'web/dist/index.html']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const paths = args.filter((arg) => !arg.startsWith('--'));
const signedIn = args.includes('--signed-in');
/** With --signed-in, only these of its pages (names as in the report's file names: player,family-HOME). */
const only = args
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')
  .filter(Boolean);
if (signedIn && paths.length > 0) {
  console.error('--signed-in audits its own pages: name no paths with it');
  process.exit(1);
}
/** With no paths given: these, and the first live post of the demo academy. */
const DEFAULT_PATHS = ['/', '/login', '/catalog'];

/**
 * The path of the demo academy's first live post (posts are public to read).
 * @param {string} base
 */
async function demoPostPath(base) {
  for (let id = 1; id <= 50; id++) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-solve-csrf': '1' },
      body: JSON.stringify({ query: 'query ($id: Int!) { post(id: $id) { id } }', variables: { id } }),
    });
    const body = /** @type {{ data?: { post: { id: number } | null } }} */ (await response.json());
    if (body.data?.post) return `/post?id=${id}`;
  }
  throw new Error('the demo academy has no live post');
}

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
/**
 * The public pages, each audited in a new tab of the Chrome at `chromePort`.
 * @param {string} base
 * @param {number} chromePort
 */
async function auditPublicPages(base, chromePort) {
  if (paths.length === 0) paths.push(...DEFAULT_PATHS, await demoPostPath(base));
  console.log(`Lighthouse mobile, median of ${runs} run(s); targets: ${CATEGORIES.map((id) => `${id} >= ${TARGETS[id]}`).join(', ')}`);
  for (const page of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await audit({ port: chromePort }, `${base}${page}`, CATEGORIES));
    const median = medianByPerformance(results);
    if (!median) continue;
    const scores = CATEGORIES.map((id) => {
      const score = median.scores[id] ?? 0;
      return `${id} ${score}${score >= TARGETS[id] ? '' : ' (below target)'}`;
    }).join(', ');
    console.log(`${page.padEnd(12)} ${scores}`);
    console.log(`${''.padEnd(12)} ${median.vitals}`);
    for (const line of median.failing) console.log(`${''.padEnd(12)} to fix: ${line}`);
    // The whole report of the median run, for what the lines above do not say.
    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    const report = path.join(root, 'bench/out', `lighthouse${page.replace(/[^a-z0-9]+/gi, '-')}.json`);
    writeFileSync(report, JSON.stringify(median.lhr));
  }
}

const port = process.env.PORT ? Number(process.env.PORT) : undefined;
// Signed in, the server keeps its data in PostgreSQL: the parent signs in with the code the
// server's text outbox keeps, read from there (a production server shows it nowhere else).
const databaseUrl = signedIn
  ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_lighthouse')
  : '';
if (databaseUrl) await resetDatabase(databaseUrl);
const texts = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : null;
/** @type {import('./lighthouse/signed-in-pages.mjs').ReadTexts} */
const readTexts = async (phone) => {
  if (!texts) throw new Error('the texts are kept only when signed in');
  const { rows } = await texts.query("select id, body from outbox_messages where kind = 'SMS' and recipient = $1 order by id desc", [
    phone,
  ]);
  return rows;
};
const { base, stop } = await startDemoServer({ name: 'lighthouse', port, readyWithinSeconds: 120, databaseUrl });
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  if (signedIn) await auditSignedInPages({ base, chromePort: chrome.port, runs, only, outDir: path.join(root, 'bench/out'), readTexts });
  else await auditPublicPages(base, chrome.port);
} finally {
  await chrome?.kill();
  await stop();
  await texts?.end();
}
