// What a browser downloads of the built app (README "Benchmarks"): the first page (index.html,
// its entry script and the scripts it preloads) and the whole app, as built and as the server
// sends it to a browser that accepts Brotli or gzip (the copies the build writes beside each file).
// `npm run build` first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist/index.html is missing: run `npm run build` first');
  process.exit(1);
}

/** Bytes of a file as built, as Brotli and as gzip (a file without a copy is sent as it is). */
function sizes(/** @type {string} */ file) {
  const size = (/** @type {string} */ name) => (existsSync(name) ? statSync(name).size : statSync(file).size);
  return { raw: statSync(file).size, br: size(`${file}.br`), gzip: size(`${file}.gz`) };
}

/** @param {string[]} files */
function total(files) {
  return files
    .map(sizes)
    .reduce((sum, item) => ({ raw: sum.raw + item.raw, br: sum.br + item.br, gzip: sum.gzip + item.gzip }), { raw: 0, br: 0, gzip: 0 });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => path.join(dist, match[1] ?? ''));
const firstPage = [path.join(dist, 'index.html'), ...referenced];
const everything = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => path.join(dist, 'assets', name));

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
console.log(`${'download'.padEnd(44)} ${'as built'.padStart(10)} ${'brotli'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const [name, files] of /** @type {[string, string[]][]} */ ([
  [`first page (${firstPage.length} files)`, firstPage],
  [`every script and style (${everything.length} files)`, everything],
])) {
  const sum = total(files);
  console.log(`${name.padEnd(44)} ${kb(sum.raw)} ${kb(sum.br)} ${kb(sum.gzip)}`);
}
