import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { parseCookies, SESSION_COOKIE } from '../graphql/cookies.js';
import type { Logger } from '../logger.js';
import { acceptedEncoding } from './encoding.js';
import { signedInDrawing } from './signed-in-drawing.js';

/** The academy's public facts as the app's Academy query reads them (web/src/app/academy.ts). */
export interface AcademyFacts {
  academy: {
    name: string;
    phoneNumber: string;
    supportHours: string;
    introVideoUrl: string;
    helpVideoUrl: string;
    promoBanner: string;
    timeZone: string;
  };
  appVersion: string;
}

/**
 * The first pages the server draws, by path, with the name of their copy of index.html: those that
 * show the academy's facts, and a post (its data too).
 */
const DRAWN_PAGES: Record<string, string> = {
  '/': 'home',
  '/login': 'login',
  '/family': 'family',
  '/instructor': 'instructor',
  '/admin': 'admin',
  '/catalog': 'catalog',
  '/post': 'post',
};

/**
 * The pages that show data, with the address a page is drawn (and kept) for; null when it is not
 * drawn: a post by its id, the catalog without a filter (the page a visitor arrives on).
 */
const DATA_PAGES: Record<string, (url: URL) => string | null> = {
  post: (url) => {
    const id = url.searchParams.get('id') ?? '';
    return /^[1-9]\d{0,8}$/.test(id) ? `/post?id=${id}` : null;
  },
  catalog: (url) => (url.search === '' ? '/catalog' : null),
};

/**
 * A drawn page with data is kept this long: its data moves (a post's counts, the catalog's seats),
 * and the app asks again as it renders anyway (the drawing only has to show it at once).
 */
export const DATA_PAGE_TTL_MS = 10_000;

/** What the drawn pages may take of the process's memory. */
export const MEMORY_BYTES = 16 * 1024 * 1024;

/** What index.html shows while the scripts load (web/index.html); a drawn page takes its place. */
export const BOOT = '<div id="root"><div class="boot" aria-hidden="true">Solve</div></div>';

/** The first pages' drawing, built for Node beside the app (web/vite/prerender.ts). */
const DRAWING_MODULE = '.ssr/prerender.js';

/** The server's own GraphQL: a request body in, the answer out; as a signed-out visitor, or with a visitor's cookies. */
export type GraphQLFetch = (body: string, cookie?: string) => Promise<Response>;

export interface DrawingModule {
  renderFirstPage(url: string, facts: AcademyFacts, graphqlFetch: GraphQLFetch): Promise<{ html: string; data?: unknown }>;
  renderSignedInPage?(
    url: string,
    facts: AcademyFacts,
    graphqlFetch: (body: string) => Promise<Response>,
    options: { phone: boolean; cookie: string | null },
  ): Promise<{ html: string; data: unknown; drawn: unknown } | null>;
  /** The drawn player's own script: its first answer before the app's scripts arrive (decision 0154). */
  playerEarlyScript?: string;
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
 * Sends the first pages (home, the sign-in pages, the catalog, a post) drawn: the page's HTML as
 * the app renders it for a signed-out visitor in place of the boot placeholder, its styles in the
 * head, and beside it the academy's facts (`#academy-facts`) and the answers of a page with data
 * (`#apollo-state`) for the app's first render. A phone shows the page before the scripts have
 * arrived and run. A page is drawn once for the facts and the build it has (a page with data:
 * again after DATA_PAGE_TTL_MS; visitors asking meanwhile wait for the same drawing), compressed
 * once, and kept (bounded by bytes). A signed-in visitor, whose pages differ, gets the plain copy
 * of index.html, as does every visitor without the drawing (a build without it, an academy not
 * set up yet, a drawing that fails).
 */
export function firstPageDrawing(
  root: string,
  options: { facts(): Promise<AcademyFacts | null>; graphqlFetch: GraphQLFetch; logger(): Logger; signedInLimitMs: number },
) {
  const drawn = new LRUCache<string, DrawnPage>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length + page.source.length * 2,
  });
  // The drawings under way, each until it ends: at most one per page and source at a time.
  const underWay = new Map<string, Promise<DrawnPage>>();
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

  async function page(url: URL, name: string): Promise<DrawnPage | null> {
    const dataPage = name in DATA_PAGES;
    const key = dataPage ? DATA_PAGES[name]!(url) : url.pathname;
    if (key === null) return null;
    const template = await readFile(path.join(root, 'routes', `${name}.html`), 'utf8').catch(() => null);
    if (template === null || !template.includes(BOOT)) return null;
    const module = await loadDrawing();
    if (!module) return null;
    const facts = await options.facts();
    if (!facts) return null;
    const source = JSON.stringify(facts) + template;
    const known = drawn.get(key);
    if (known?.source === source) return known;
    const id = `${key}\n${source}`;
    let pending = underWay.get(id);
    if (!pending) {
      pending = draw(module, { key, facts, template, source, dataPage }).finally(() => underWay.delete(id));
      underWay.set(id, pending);
    }
    return pending;
  }

  async function draw(
    module: DrawingModule,
    { key, facts, template, source, dataPage }: { key: string; facts: AcademyFacts; template: string; source: string; dataPage: boolean },
  ): Promise<DrawnPage> {
    const { html: markup, data } = await module.renderFirstPage(key, facts, (body) => options.graphqlFetch(body));
    const html = Buffer.from(drawnHtml(template, markup, { 'academy-facts': facts, 'apollo-state': data }));
    // A page with data is drawn again and again: quicker compression; the other pages once.
    const quality = dataPage ? 5 : constants.BROTLI_MAX_QUALITY;
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzipped(html, { level: dataPage ? 6 : constants.Z_BEST_COMPRESSION }),
    ]);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const page: DrawnPage = { source, etag, html, br, gzip: gz };
    drawn.set(key, page, dataPage ? { ttl: DATA_PAGE_TTL_MS } : {});
    return page;
  }

  const signedIn = signedInDrawing(root, { ...options, loadDrawing, limitMs: options.signedInLimitMs });

  /** Answers a GET or HEAD of a drawn first page; false for other requests or when it is not drawn. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (parseCookies(req.headers.cookie ?? null)[SESSION_COOKIE]) return signedIn(req, res, url);
    const name = DRAWN_PAGES[url.pathname];
    if (!name) return false;
    let drawnPage: DrawnPage | null;
    try {
      drawnPage = await page(url, name);
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
  res.setHeader('vary', 'accept-encoding, cookie');
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
 * A page's copy of index.html with the drawn markup in place of the boot placeholder, its styles in
 * the head, its scripts started once it has painted, and beside it the JSON the app's first render
 * reads (by element id; an undefined value is left out). A page with a script of its own (the
 * player's first answer, decision 0154) is not made inert here: its script says what stays live.
 */
export function drawnHtml(template: string, markup: string, json: Record<string, unknown>, ownScript?: string): string {
  const { styles, body } = stylesApart(framesUnloaded(markup));
  const scripts = Object.entries(json)
    .filter(([, value]) => value !== undefined)
    .map(([id, value]) => `<script id="${id}" type="application/json">${jsonInHtml(value)}</script>`)
    .join('');
  return scriptsAfterThePage(template, ownScript !== undefined)
    .replace('</head>', () => `${styles}</head>`)
    .replace(BOOT, () =>
      ownScript === undefined
        ? `<div id="root"><fieldset class="prerendered" disabled inert>${body}</fieldset></div>${scripts}`
        : // Right after the page it serves, before the JSON: it is there as soon as the page is.
          `<div id="root"><fieldset class="prerendered">${body}</fieldset></div><script>${ownScript}</script>${scripts}`,
    );
}

const INLINE_STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g;

/**
 * The style elements Emotion writes beside the drawn elements, taken out for the head: the
 * browser reads the page's styles once, before its elements, instead of one element at a time.
 * Consecutive component styles become one element naming all their rules' ids, which the app's
 * style cache takes over as it starts (as it does each of Emotion's server-written elements).
 */
export function stylesApart(markup: string): { styles: string; body: string } {
  const elements: { key: string; ids: string[]; css: string }[] = [];
  const body = markup.replace(INLINE_STYLE, (_element, names: string, css: string) => {
    const [key = '', ...ids] = names.split(' ');
    const last = elements.at(-1);
    if (key === 'css' && last?.key === 'css') {
      last.ids.push(...ids);
      last.css += css;
    } else elements.push({ key, ids, css });
    return '';
  });
  const styles = elements.map(({ key, ids, css }) => `<style data-emotion="${[key, ...ids].join(' ')}">${css}</style>`).join('');
  return { styles, body };
}

/**
 * A drawn page's frames (a post's video) keep their place but load nothing: the app renders its
 * own over them, and each would otherwise load twice on a phone's connection.
 */
export function framesUnloaded(markup: string): string {
  return markup.replace(/<iframe([^>]*?) src="/g, '<iframe$1 data-drawn-src="');
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLE_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

/**
 * The page is drawn, so its scripts no longer stand between the visitor and the page: the page's
 * copy of index.html names them to web/public/drawn-page.js, which starts them once the page has
 * painted, instead of the browser fetching them beside the HTML and the page's images.
 */
export function scriptsAfterThePage(template: string, stylesLater = false): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads: string[] = [];
  const sheets: string[] = [];
  let rest = template.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  // A page with a script of its own (the player) draws nothing from the app's style sheets: they
  // come with the scripts, and neither its painting nor its script waits for them.
  if (stylesLater)
    rest = rest.replace(STYLE_SHEET, (_link, href: string) => {
      sheets.push(href);
      return '';
    });
  const styles = sheets.length ? ` data-styles="${sheets.join(' ')}"` : '';
  return rest.replace(
    MODULE_SCRIPT,
    () => `<script defer src="/drawn-page.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"${styles}></script>`,
  );
}

/** JSON inside a <script> element: no "</script>" or "<!--" can end or change it. */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
