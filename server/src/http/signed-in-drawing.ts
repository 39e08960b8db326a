import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from '../logger.js';
import { acceptedEncoding } from './encoding.js';
import { allowInlineScript } from './security.js';
import { type AcademyFacts, BOOT, type DrawingModule, drawnHtml, type GraphQLFetch } from './first-page-drawing.js';

/**
 * The pages a signed-in student or parent often opens first on a phone (a bookmark, a link in a
 * notification), and staff's page of a class (a link from a message or a bookmark), with the name
 * of their copy of index.html and which of their addresses are drawn. Not the player: what it
 * shows depends on the browser tab's own state (the class and the attempt it keeps in
 * sessionStorage), which the server does not have. The dashboard only on its first tab: a
 * family's other tabs (the schedule, finance) load their data as they open, and drawn they would
 * show their empty state instead. The player of a student's attempt when the visit's cookie names
 * the attempt the tab opened (decision 0154). Who is drawn which page, the drawing decides (staff
 * only theirs).
 */
const SIGNED_IN_PAGES: { name: string; drawn(url: URL, cookie: string): boolean }[] = [
  { name: 'dashboard', drawn: (url) => url.pathname === '/dashboard' && (url.searchParams.get('defaultTab') ?? '0') === '0' },
  { name: 'lessons', drawn: (url) => url.pathname === '/lessons' },
  { name: 'cart', drawn: (url) => url.pathname === '/cart' },
  { name: 'manageClass', drawn: (url) => /^\/manage\/classes\/\d{1,9}$/.test(url.pathname) },
  {
    name: 'problemSets',
    drawn: (url, cookie) =>
      url.pathname === '/problemSets' && url.searchParams.has('assignmentId') && /(?:^|;\s*)playerTab=\d+\.[1-9]/.test(cookie),
  },
];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether the browser says it is a phone or tablet: its page is drawn in the phone's layout. */
export const isPhone = (userAgent: string | undefined) => /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '');

/**
 * Sends a signed-in student's or parent's first page drawn for them: the page as the app renders it
 * with their session and their data, beside it who they are and the answers it was drawn with
 * (`#drawn-answers`, `#apollo-state`), so a phone shows the page without waiting for the app's
 * scripts and then its queries one after another. Drawn per visitor and never kept (`no-store`);
 * staff, an ended session, a busy server (PAGE_DRAWING_LIMIT_MS) or a failed drawing get the
 * plain copy of index.html, with which the app works as before.
 */
export function signedInDrawing(
  root: string,
  options: {
    facts(): Promise<AcademyFacts | null>;
    graphqlFetch: GraphQLFetch;
    logger(): Logger;
    loadDrawing(): Promise<DrawingModule | null>;
    /** Past this, the visitor gets the plain page (and the app asks as usual) rather than wait for a busy server. */
    limitMs: number;
  },
) {
  async function draw(req: IncomingMessage, url: URL, name: string): Promise<{ html: string; ownScript?: string } | null> {
    const template = await readFile(path.join(root, 'routes', `${name}.html`), 'utf8').catch(() => null);
    if (template === null || !template.includes(BOOT)) return null;
    const module = await options.loadDrawing();
    const facts = module?.renderSignedInPage ? await options.facts() : null;
    if (!module?.renderSignedInPage || !facts) return null;
    const cookie = req.headers.cookie ?? '';
    const drawing = module.renderSignedInPage(`${url.pathname}${url.search}`, facts, (body) => options.graphqlFetch(body, cookie), {
      phone: isPhone(req.headers['user-agent']),
      cookie,
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), options.limitMs);
    });
    // A drawing that ends after the limit is dropped; its failure then is only logged.
    drawing.catch((error: unknown) => options.logger().warn({ err: error, page: name }, 'a signed-in page could not be drawn'));
    const page = await Promise.race([drawing.catch(() => null), late]).finally(() => clearTimeout(timer));
    if (!page) return null;
    // The player takes its first answer before the app is there, with a script of its own.
    const ownScript = name === 'problemSets' ? module.playerEarlyScript : undefined;
    const json = { 'academy-facts': facts, 'apollo-state': page.data, 'drawn-answers': page.drawn };
    return { html: drawnHtml(template, page.html, json, ownScript), ownScript };
  }

  /** Answers a GET or HEAD of a signed-in first page drawn; false when it is not drawn. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const page = SIGNED_IN_PAGES.find((candidate) => candidate.drawn(url, req.headers.cookie ?? ''));
    if (!page) return false;
    const drawn = await draw(req, url, page.name);
    if (drawn === null) return false;
    const { html, ownScript } = drawn;
    const policy = res.getHeader('content-security-policy');
    if (ownScript !== undefined && typeof policy === 'string')
      res.setHeader('content-security-policy', allowInlineScript(policy, ownScript));
    const encoding = acceptedEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    const raw = Buffer.from(html);
    // Drawn for one visit: quick settings (Brotli's 5 is about a millisecond for a drawn player,
    // and a kilobyte smaller than 4: some 5 ms on a phone's slow connection).
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : encoding === 'gzip'
          ? await gzipped(raw, { level: 6 })
          : raw;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // The visitor's own data: never kept by the browser's cache or any between.
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('vary', 'accept-encoding, cookie');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
