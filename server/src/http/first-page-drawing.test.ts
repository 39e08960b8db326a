import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../db/seed/factories/community.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { academySettings, postViews } from '../db/schema/index.js';
import { pageTemplate } from '../test/drawing-kit.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { APP_VERSION } from '../version.js';
import { BOOT, framesUnloaded, jsonInHtml, stylesApart } from './first-page-drawing.js';

/**
 * Home and the sign-in pages go out drawn with the academy's facts (the build's drawing, here a
 * stand-in that shows the path and the name), so a phone shows them before the scripts run.
 */
let t: TestServer;
let origin = '';
const template = pageTemplate;

beforeAll(async () => {
  t = await startTestServer();
  const webRoot = path.join(t.services.config.dataDir, 'no-web');
  mkdirSync(path.join(webRoot, 'routes'), { recursive: true });
  mkdirSync(path.join(webRoot, '.ssr'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>Solve</title><body>${BOOT}</body>`);
  for (const page of ['login', 'home', 'family', 'post', 'catalog'])
    writeFileSync(path.join(webRoot, 'routes', `${page}.html`), template(page));
  writeFileSync(
    path.join(webRoot, '.ssr', 'prerender.js'),
    `export async function renderFirstPage(url, facts, graphqlFetch) {
      globalThis.drawings = (globalThis.drawings ?? 0) + 1;
      if (facts.academy.name === 'Broken') throw new Error('cannot draw');
      const name = facts.academy.name.replace(/</g, '&lt;');
      if (!url.startsWith('/post?')) return { html: '<main data-path="' + url + '">' + name + '</main>' };
      const id = Number(new URL(url, 'http://x').searchParams.get('id'));
      const query = 'query Post($id: Int!) { post(id: $id) { id title viewCount } }';
      const answer = await (await graphqlFetch(JSON.stringify({ query, variables: { id } }))).json();
      return { html: '<main data-path="' + url + '">' + (answer.data.post ? answer.data.post.title : 'none') + '</main>', data: answer.data };
    }`,
  );
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
});
afterAll(() => t.close());

const get = async (route: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${route}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const factsIn = (html: string): unknown => {
  const text = /<script id="academy-facts" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

const setAcademy = (values: Partial<typeof academySettings.$inferInsert>) =>
  t.services.db.update(academySettings).set(values).where(eq(academySettings.id, 1));

describe('first pages drawn with the academy facts', () => {
  it('sends the plain copy before the academy is set up: there are no facts to draw with', async () => {
    const { status, html } = await get('/login');
    expect(status).toBe(200);
    expect(html).toBe(template('login'));
  });

  it('draws /login, / and /family in place of the boot placeholder, with the facts for the app', async () => {
    await createSettings(t.services.db, { name: 'Maple Academy' });
    for (const [route, page] of [
      ['/login', 'login'],
      ['/login?from=%2Fdashboard', 'login'],
      ['/', 'home'],
      ['/family', 'family'],
    ] as const) {
      const { status, headers, html } = await get(route);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      // Drawn, the page no longer waits for its scripts: they start once it has painted.
      expect(html).toContain(
        `<script defer src="/drawn-page.js" data-entry="/assets/index.js" data-preload="/assets/${page}.js"></script>`,
      );
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('type="module"');
      expect(html).not.toContain(BOOT);
      expect(html).toContain(
        `<div id="root"><fieldset class="prerendered" disabled inert><main data-path="${route.split('?')[0]}">Maple Academy</main></fieldset></div>`,
      );
      expect(factsIn(html)).toEqual({
        academy: {
          name: 'Maple Academy',
          phoneNumber: '(408) 555-0123',
          supportHours: expect.any(String),
          introVideoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk',
          helpVideoUrl: 'https://www.youtube.com/watch?v=WUvTyaaNkzM',
          promoBanner: 'Winter 2026 classes are open: early-bird tuition $50 off per class.',
          timeZone: 'America/Los_Angeles',
        },
        appVersion: APP_VERSION,
      });
    }
  });

  it('draws a page once for twenty visitors asking at the same time', async () => {
    await setAcademy({ name: 'Elm Academy' });
    const drawings = () => (globalThis as { drawings?: number }).drawings ?? 0;
    const before = drawings();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get('/family')));
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
    expect(pages[0]!.html).toContain('>Elm Academy</main>');
    expect(drawings() - before).toBe(1);
  });

  it('draws the page again when the facts change', async () => {
    await setAcademy({ name: 'Birch Academy' });
    expect((await get('/login')).html).toContain('>Birch Academy</main>');
  });

  it('answers a known ETag with 304 and sends Brotli or gzip as the browser accepts', async () => {
    const first = await get('/login');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/login', { 'if-none-match': etag })).status).toBe(304);

    const response = await fetch(`${origin}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding, cookie');
    // fetch decodes Brotli itself: the text is the page, and the raw bytes were compressed.
    expect(await response.text()).toBe(first.html);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      void import('node:http').then(({ get: httpGet }) =>
        httpGet(`${origin}/login`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(brotliDecompressSync(raw).toString()).toBe(first.html);
  });

  it('keeps hostile facts inside their script: a banner cannot close it or add markup', async () => {
    const banner = '</script><script>alert(1)</script><!-- \u2028';
    await setAcademy({ name: '<b>Oak</b>', promoBanner: banner });
    const { html } = await get('/');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;b>Oak&lt;/b></main>');
    expect(factsIn(html)).toMatchObject({ academy: { name: '<b>Oak</b>', promoBanner: banner } });
    expect(jsonInHtml({ text: '</script>' })).toBe('{"text":"\\u003c/script>"}');
  });

  it('draws a live post with its data, asked as a signed-out visitor, and the answers for the app', async () => {
    const post = await createPost(t.services.db, { title: 'Spring term <3' });
    const draft = await createPost(t.services.db, { title: 'A draft', published: false });
    const { html } = await get(`/post?id=${post.id}`);
    expect(html).toContain(`<main data-path="/post?id=${post.id}">Spring term <3</main>`);
    const state = /<script id="apollo-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toContain('\\u003c3');
    expect(JSON.parse(state!)).toEqual({ post: { id: post.id, title: 'Spring term <3', viewCount: 0 } });
    // Drawing it counted no view: nobody read it.
    expect(await t.services.db.select().from(postViews).where(eq(postViews.postId, post.id))).toEqual([]);
    expect((await get(`/post?id=${draft.id}`)).html).toContain('>none</main>');
  });

  it('draws the catalog a visitor arrives on, not a filtered one', async () => {
    expect((await get('/catalog')).html).toContain('<main data-path="/catalog">');
    expect((await get('/catalog?subject=Math')).html).toBe(template('catalog'));
  });

  it('sends the plain copy to a signed-in visitor and for a post without a proper id', async () => {
    const signedIn = await get('/login', { cookie: 'solve_session=any' });
    expect(signedIn.html).toBe(template('login'));
    expect((await get('/catalog', { cookie: 'theme=x; solve_session=any' })).html).toBe(template('catalog'));
    for (const id of ['', 'abc', '0', '-1', '1e3', '99999999999']) expect((await get(`/post?id=${id}`)).html).toBe(template('post'));
  });

  it('sends the plain copy when the drawing fails, never an error', async () => {
    await setAcademy({ name: 'Broken' });
    const { status, html } = await get('/login');
    expect(status).toBe(200);
    expect(html).toBe(template('login'));
  });

  it('leaves other routes and methods alone, and never serves the drawing itself', async () => {
    await setAcademy({ name: 'Maple Academy' });
    expect((await get('/dashboard')).html).not.toContain('prerendered');
    expect((await get('/instructor')).html).not.toContain('prerendered'); // no copy of index.html for it here
    const post = await fetch(`${origin}/login`, { method: 'POST' });
    expect(post.status).toBe(404);
    for (const route of ['/.ssr/prerender.js', '/%2Essr/prerender.js', '/.vite/manifest.json']) expect((await get(route)).status).toBe(404);
  });
});

describe('the drawn page styles', () => {
  it('go to the head: globals as they are, consecutive component styles as one element naming every id', () => {
    const markup =
      '<style data-emotion="css-global g1">body{margin:0}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{x:1}.css-c3{y:2}</style><p class="css-b2 css-c3">hi</p></div>';
    expect(stylesApart(markup)).toEqual({
      styles:
        '<style data-emotion="css-global g1">body{margin:0}</style>' +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{x:1}.css-c3{y:2}</style>',
      body: '<div class="css-a1"><p class="css-b2 css-c3">hi</p></div>',
    });
  });
});

describe('the drawn page frames', () => {
  it('keep their place but load nothing: the app renders its own', () => {
    expect(
      framesUnloaded(
        '<div><iframe class="v" src="https://www.youtube-nocookie.com/embed/x" title="Video"></iframe><img src="/a.png"></div>',
      ),
    ).toBe(
      '<div><iframe class="v" data-drawn-src="https://www.youtube-nocookie.com/embed/x" title="Video"></iframe><img src="/a.png"></div>',
    );
  });
});
