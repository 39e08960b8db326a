// What a browser downloads of the built app (README "Benchmarks"), per route: index.html, the
// entry script and what it imports, then the chunk of the route's page, the shell parts that route
// shows and the Apollo client where the page needs it, each with what it imports (read from the
// build's manifest, web/dist/.vite/manifest.json, and its map of modules to chunks, chunks.json). Sizes as built and as the server sends them to a
// browser that accepts Brotli or gzip (the copies the build writes beside each file).
// Also the whole app, and whether /login's first page meets its target of 100 kB Brotli and
// /dashboard's (a student's) its targets of 170 kB Brotli in 25 files.
// `npm run bundle` builds what is stale first; `npm run bundle -w bench` reads the build as it is.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const chunksFile = path.join(dist, '.vite/chunks.json');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile) || !existsSync(chunksFile)) {
  console.error('web/dist or its manifest is missing: run `npm run bundle` (it builds first)');
  process.exit(1);
}

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[], css?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** The chunk file of each of the app's modules (web/vite.config.ts `chunkMap`). @type {Record<string, string>} */
const chunkOf = JSON.parse(readFileSync(chunksFile, 'utf8'));
/** @type {Map<string, string>} */
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const APOLLO = 'src/app/ApolloBoundary.tsx';
const HEADER = 'src/app/shell/Header.tsx';
const SIDE_BAR = 'src/app/shell/SideBar.tsx';

const APP = 'src/app/start.tsx';
const SIGN_IN = 'src/features/auth/SignInApp.tsx';

/**
 * What each measured route loads before it shows (main.tsx, router.tsx, app/shell/AppShell.tsx):
 * the sign-in pages alone (features/auth/SignInApp.tsx); elsewhere the whole app with the page,
 * the Apollo client for pages made with `withApollo`, and the header and side bar the shell shows
 * there (home shows the side bar on wide screens and no header).
 * @type {[string, string[]][]}
 */
const ROUTES = [
  ['/', [APP, 'src/features/home/HomePage.tsx', SIDE_BAR]],
  ['/login', [SIGN_IN]],
  ['/family', [SIGN_IN]],
  ['/instructor', [SIGN_IN]],
  ['/catalog', [APP, 'src/features/catalog/CatalogPage.tsx', APOLLO, HEADER, SIDE_BAR]],
  ['/post?id=', [APP, 'src/features/posts/PostPage.tsx', APOLLO, HEADER, SIDE_BAR]],
  // A student's or instructor's dashboard, which shows its first answers before Apollo loads
  // (app/graphql/firstPageQuery.ts); a parent's loads its tabs after, with Apollo (features/dashboard/DashboardPage.tsx).
  ['/dashboard', [APP, 'src/features/dashboard/DashboardPage.tsx', HEADER, SIDE_BAR]],
  [
    '/dashboard (a parent)',
    [APP, 'src/features/dashboard/DashboardPage.tsx', 'src/features/dashboard/FamilyHome.tsx', APOLLO, HEADER, SIDE_BAR],
  ],
];
const LOGIN_TARGET_BROTLI = 100 * 1024;
/** A student's first page on a phone: /dashboard in at most this many bytes and files. */
const DASHBOARD_TARGET = { brotli: 170 * 1024, files: 25 };

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('the manifest names no entry');

/** The manifest key of the chunk a module of the app went into. */
function keyOf(/** @type {string} */ module) {
  const file = chunkOf[module];
  const key = file === undefined ? undefined : keyOfFile.get(file);
  if (key === undefined) throw new Error(`${module} is in no chunk of the build: update bench/bundle.mjs`);
  return key;
}

/** The files that chunks load: each chunk, its style sheets and its static imports. */
function filesOf(/** @type {string[]} */ keys) {
  const files = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].map((file) => path.join(dist, file));
}

/** Bytes of a file as built, as Brotli and as gzip (a file without a copy is sent as it is). */
function sizes(/** @type {string} */ file) {
  const size = (/** @type {string} */ name) => (existsSync(name) ? statSync(name).size : statSync(file).size);
  return { raw: statSync(file).size, br: size(`${file}.br`), gzip: size(`${file}.gz`) };
}

/** @param {string[]} files */
function total(files) {
  return files.map(sizes).reduce((sum, item) => ({ raw: sum.raw + item.raw, br: sum.br + item.br, gzip: sum.gzip + item.gzip }), {
    raw: 0,
    br: 0,
    gzip: 0,
  });
}

const html = path.join(dist, 'index.html');
const everything = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => path.join(dist, 'assets', name));

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
console.log(
  `${'first page of'.padEnd(40)} ${'files'.padStart(5)} ${'as built'.padStart(10)} ${'brotli'.padStart(10)} ${'gzip'.padStart(10)}`,
);
/** @type {Record<string, number>} */
const brotliOf = {};
/** @type {Record<string, number>} */
const fileCountOf = {};
for (const [route, keys] of ROUTES) {
  const files = [html, ...filesOf([entry, ...keys.map(keyOf)])];
  const sum = total(files);
  brotliOf[route] = sum.br;
  fileCountOf[route] = files.length;
  console.log(`${route.padEnd(40)} ${String(files.length).padStart(5)} ${kb(sum.raw)} ${kb(sum.br)} ${kb(sum.gzip)}`);
}
const entryOnly = [html, ...filesOf([entry])];
const entrySum = total(entryOnly);
console.log(
  `${'(the entry alone)'.padEnd(40)} ${String(entryOnly.length).padStart(5)} ${kb(entrySum.raw)} ${kb(entrySum.br)} ${kb(entrySum.gzip)}`,
);
const all = total(everything);
console.log(`${'every script and style'.padEnd(40)} ${String(everything.length).padStart(5)} ${kb(all.raw)} ${kb(all.br)} ${kb(all.gzip)}`);

const login = brotliOf['/login'] ?? Infinity;
const met = login <= LOGIN_TARGET_BROTLI;
console.log(
  `\n/login first page: ${(login / 1024).toFixed(1)} kB Brotli, target <= ${LOGIN_TARGET_BROTLI / 1024} kB: ${met ? 'met' : 'NOT met'}`,
);
const dashboard = { brotli: brotliOf['/dashboard'] ?? Infinity, files: fileCountOf['/dashboard'] ?? Infinity };
const dashboardMet = dashboard.brotli <= DASHBOARD_TARGET.brotli && dashboard.files <= DASHBOARD_TARGET.files;
console.log(
  `/dashboard first page: ${(dashboard.brotli / 1024).toFixed(1)} kB Brotli in ${dashboard.files} files, target <= ${DASHBOARD_TARGET.brotli / 1024} kB and <= ${DASHBOARD_TARGET.files} files: ${dashboardMet ? 'met' : 'NOT met'}`,
);
