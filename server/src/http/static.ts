import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { acceptedEncoding, type ContentEncoding } from './encoding.js';
import type { HttpRoute } from './routes.js';

const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so client routes work on reload. A text file goes out as its Brotli
 * or gzip copy when the browser accepts one.
 */
export function staticSite(root: string): HttpRoute {
  const index = path.join(root, 'index.html');
  return (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!existsSync(index)) return false;
    let relative = '';
    try {
      relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    } catch {
      // A malformed escape is no file of ours: the app answers it like any unknown route.
    }
    let file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || !relative || !existsSync(file) || !statSync(file).isFile()) file = index;
    const ext = path.extname(file);
    const immutable = file !== index && relative.startsWith('assets/');
    // The build wrote compressed copies beside the text files (web/vite.config.ts).
    const compressed = ENCODINGS.filter((encoding) => existsSync(`${file}${SUFFIX[encoding]}`));
    const encoding = acceptedEncoding(req.headers['accept-encoding'], compressed);
    res.writeHead(200, {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compressed.length > 0 ? { vary: 'accept-encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(encoding ? `${file}${SUFFIX[encoding]}` : file).pipe(res);
    return true;
  };
}
