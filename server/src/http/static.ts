import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { HttpRoute } from './routes.js';

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
 * index.html (never cached) so client routes work on reload.
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
    res.writeHead(200, {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(file).pipe(res);
    return true;
  };
}
