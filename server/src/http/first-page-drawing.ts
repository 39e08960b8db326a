import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from '../logger.js';
import { acceptedEncoding } from './encoding.js';

/** The academy's public facts as the app's Academy query reads them (web/src/app/academy.ts). */
export interface AcademyFacts {
  academy: {
    name: string;
    phoneNumber: string;
    supportHours: string;
    introVideoUrl: string;
    helpVideoUrl: string;
    promoBanner: string;
  };
  appVersion: string;
}

/** The first pages the server draws, by path: those that show no data but the academy's facts. */
const DRAWN_PAGES: Record<string, string> = {
  '/': 'home',
  '/login': 'login',
  '/family': 'family',
  '/instructor': 'instructor',
  '/admin': 'admin',
};

/** What index.html shows while the scripts load (web/index.html); a drawn page takes its place. */
const BOOT = '<div id="root"><div class="boot" aria-hidden="true">Solve</div></div>';

/** The first pages' drawing, built for Node beside the app (web/vite/prerender.ts). */
const DRAWING_MODULE = '.ssr/prerender.js';

interface DrawingModule {
  renderFirstPage(path: string, facts: AcademyFacts): Promise<string>;
}

interface DrawnPage {
  /** The facts and the copy of index.html it was drawn from. */
  source: string;
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends the first pages (home and the sign-in pages) drawn with the academy's facts: the page's
 * HTML as the app renders it, styles inline, in place of the boot placeholder, and the facts
 * themselves for the app's first render (`#academy-facts`). A phone shows the page before the
 * scripts have arrived and run. Each page is drawn once for the facts and the build it has
 * (at most one kept per page: the memory is bounded by the five pages), compressed once, and
 * sent like the build's files (ETag, no-cache). Without the drawing (a build without it, an
 * academy not set up yet, or a drawing that fails) the request goes on to the plain copy.
 */
export function firstPageDrawing(root: string, options: { facts(): Promise<AcademyFacts | null>; logger(): Logger }) {
  const drawn = new Map<string, DrawnPage>();
  let drawing: Promise<DrawingModule | null> | null = null;

  const loadDrawing = () =>
    (drawing ??= (async () => {
      const file = path.join(root, DRAWING_MODULE);
      if (!existsSync(file)) return null;
      return (await import(pathToFileURL(file).href)) as DrawingModule;
    })().catch((error: unknown) => {
      options.logger().warn({ err: error }, 'the first pages cannot be drawn: their drawing did not load');
      return null;
    }));

  async function page(pathname: string, name: string): Promise<DrawnPage | null> {
    const template = await readFile(path.join(root, 'routes', `${name}.html`), 'utf8').catch(() => null);
    if (template === null || !template.includes(BOOT)) return null;
    const module = await loadDrawing();
    if (!module) return null;
    const facts = await options.facts();
    if (!facts) return null;
    const source = JSON.stringify(facts) + template;
    const known = drawn.get(name);
    if (known?.source === source) return known;
    const markup = await module.renderFirstPage(pathname, facts);
    const html = Buffer.from(
      scriptsAfterThePage(template).replace(
        BOOT,
        () =>
          `<div id="root"><fieldset class="prerendered" disabled inert>${markup}</fieldset></div>` +
          `<script id="academy-facts" type="application/json">${jsonInHtml(facts)}</script>`,
      ),
    );
    const [br, gz] = await Promise.all([
      brotli(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzipped(html, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const page: DrawnPage = { source, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, html, br, gzip: gz };
    drawn.set(name, page);
    return page;
  }

  /** Answers a GET or HEAD of a drawn first page; false for other requests or when it cannot be drawn. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const name = DRAWN_PAGES[url.pathname];
    if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    let drawnPage: DrawnPage | null;
    try {
      drawnPage = await page(url.pathname, name);
    } catch (error) {
      options.logger().warn({ err: error, page: name }, 'a first page could not be drawn; its plain copy is sent');
      return false;
    }
    if (!drawnPage) return false;
    send(req, res, drawnPage);
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, page: DrawnPage): void {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', page.etag);
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = acceptedEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page is drawn, so its scripts no longer stand between the visitor and the page: they load
 * at low priority, after what the page shows (its images), rather than as if it waited for them.
 */
function scriptsAfterThePage(template: string): string {
  return template
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/** JSON inside a <script> element: no "</script>" or "<!--" can end or change it. */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
