import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import type { Logger } from '../logger.js';
import { acceptedEncoding, type ContentEncoding } from './encoding.js';
import { type AcademyFacts, firstPageDrawing, type GraphQLFetch } from './first-page-drawing.js';
import type { HttpRoute } from './routes.js';

const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Serves the built SPA (sirv): hashed files under /assets/ cached for a year, everything else
 * revalidated (no-cache, with an ETag). A text file goes out as the Brotli or gzip copy the build
 * wrote beside it (web/vite.config.ts) when the browser accepts one. Paths without a file
 * extension outside /assets/ are the app's own routes and get index.html; any other missing file
 * is 404, so a script that vanished after a deploy fails as a script, not as a page. The first
 * pages get their own copy of index.html (`firstPageHtml`); home, the sign-in pages and a post go
 * out drawn for a signed-out visitor (`firstPageDrawing`). Production
 * serves no source maps.
 */
export function staticSite(
  root: string,
  options: {
    production: boolean;
    logger: () => Logger;
    academyFacts: () => Promise<AcademyFacts | null>;
    graphqlFetch: GraphQLFetch;
    /** How long a signed-in page's drawing may take (signed-in-drawing.ts). */
    drawingLimitMs: number;
  },
): HttpRoute {
  const index = path.join(root, 'index.html');
  const drawnFirstPage = firstPageDrawing(root, {
    facts: options.academyFacts,
    graphqlFetch: options.graphqlFetch,
    logger: options.logger,
    signedInLimitMs: options.drawingLimitMs,
  });
  let serve: ReturnType<typeof sirv> | null = null;
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (options.production && url.pathname.endsWith('.map')) return false;
    if (inDotFolder(url.pathname)) return false;
    if (await drawnFirstPage(req, res, url)) return true;
    // The app may be built after the server started (tests, a first `npm start`).
    if (!serve) {
      if (!existsSync(index)) return false;
      serve = sirv(root, {
        // Looks files up on each request rather than listing them once at start, so a rebuilt app is served as it now is.
        dev: true,
        etag: true,
        brotli: true,
        gzip: true,
        single: true,
        ignores: ['^/assets/'],
        setHeaders: (response, pathname) => {
          response.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    acceptOnlyWhatTheClientWeighs(req);
    handleStreamErrors(res, options.logger);
    const firstPage = firstPageHtml(root, url.pathname);
    if (firstPage) req.url = `${firstPage}${url.search}`;
    let served = true;
    serve(req, res, () => {
      served = false;
    });
    return served;
  };
}

/**
 * The copy of index.html the build wrote for a first page (web/vite.config.ts `FIRST_PAGES`:
 * `/` is routes/home.html, `/login` routes/login.html, `/problemSets` routes/problemSets.html, a
 * class's page in the back office routes/manageClass.html), which also names the files of that page
 * so the browser fetches them beside the entry; null for other paths.
 */
function firstPageHtml(root: string, pathname: string): string | null {
  const name =
    pathname === '/'
      ? 'home'
      : /^\/manage\/classes\/\d{1,9}$/.test(pathname)
        ? 'manageClass'
        : /^\/[a-z][a-zA-Z]*$/.exec(pathname)?.[0].slice(1);
  if (!name) return null;
  const file = `/routes/${name}.html`;
  return existsSync(path.join(root, file)) ? file : null;
}

/**
 * Whether a path names a dot file or folder (`/.ssr/…`, `/%2Evite/…`): they hold what the build
 * keeps for the server (the first pages' drawing, the manifest), never sent.
 */
function inDotFolder(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: sirv answers it as it does any odd path.
  }
  return /(^|\/)\.[^./]/.test(decoded);
}

/**
 * sirv picks a compressed copy when Accept-Encoding merely mentions it; this keeps only the
 * encodings the client accepts by its weights (`br;q=0` refuses Brotli), best first.
 */
function acceptOnlyWhatTheClientWeighs(req: IncomingMessage): void {
  const header = req.headers['accept-encoding'];
  const accepted: ContentEncoding[] = [];
  for (let rest = [...ENCODINGS]; ;) {
    const best = acceptedEncoding(header, rest);
    if (!best) break;
    accepted.push(best);
    rest = rest.filter((encoding) => encoding !== best);
  }
  req.headers['accept-encoding'] = accepted.join(', ');
}

/** sirv pipes the file into the response without listening for errors (a file removed meanwhile); this ends the response instead of the process. */
function handleStreamErrors(res: ServerResponse, logger: () => Logger): void {
  res.once('pipe', (source: Readable) => {
    source.once('error', (error) => {
      logger().warn({ err: error }, 'a static file could not be read');
      res.destroy();
    });
  });
}
