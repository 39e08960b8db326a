import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createStudent } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { createSession } from '../modules/auth/sessions.service.js';
import { pageTemplate } from '../test/drawing-kit.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { BOOT } from './first-page-drawing.js';
import { isPhone } from './signed-in-drawing.js';

/**
 * A signed-in student's or parent's first page goes out drawn for them (the build's drawing, here a
 * stand-in that asks who is signed in with the visitor's cookies, as the app's drawing does).
 */
const EARLY_SCRIPT = 'document.title = "answering";';
let t: TestServer;
let origin = '';
let student = '';
let employee = '';
const template = pageTemplate;

beforeAll(async () => {
  t = await startTestServer();
  await createSettings(t.services.db, { name: 'Maple Academy' });
  const webRoot = path.join(t.services.config.dataDir, 'no-web');
  mkdirSync(path.join(webRoot, 'routes'), { recursive: true });
  mkdirSync(path.join(webRoot, '.ssr'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>Solve</title><body>${BOOT}</body>`);
  for (const page of ['dashboard', 'lessons', 'cart', 'login', 'manageClass'])
    writeFileSync(path.join(webRoot, 'routes', `${page}.html`), template(page));
  // The player's page with a style sheet of the app's, which its drawing does not use.
  writeFileSync(
    path.join(webRoot, 'routes', 'problemSets.html'),
    template('problemSets').replace('<body>', '<link rel="stylesheet" crossorigin href="/assets/plain.css">\n<body>'),
  );
  writeFileSync(
    path.join(webRoot, '.ssr', 'prerender.js'),
    `export const playerEarlyScript = ${JSON.stringify(EARLY_SCRIPT)};
    export async function renderFirstPage(url, facts) { return { html: '<main>' + facts.academy.name + '</main>' }; }
    export async function renderSignedInPage(url, facts, graphqlFetch, options) {
      if (url.includes('broken')) throw new Error('cannot draw');
      if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1300));
      const answer = await (await graphqlFetch(JSON.stringify({ query: '{ me { userType firstName } }' }))).json();
      const me = answer.data.me;
      if (!me || (me.userType === 'EMPLOYEE' && !url.startsWith('/manage/'))) return null;
      const flags = (options.cookie ?? '').includes('admin=1') ? ' data-admin' : '';
      return {
        html: '<main data-path="' + url + '" data-phone="' + options.phone + '"' + flags + '>' + me.firstName + '</main>',
        data: { ROOT_QUERY: { drawn: true } },
        drawn: { session: { me }, answers: { 'Dashboard:{}': { classes: ['</script><b>'] } } },
      };
    }`,
  );
  const ann = await createStudent(t.services.db, { username: 'ann', passwordHash: 'x', firstName: 'Ann' });
  const teacher = await createEmployee(t.services.db, { workEmail: 'teacher@maple.test', passwordHash: 'x', firstName: 'Tess' });
  const session = (subject: Parameters<typeof createSession>[1]) =>
    createSession(t.services.db, subject, { lifetimeSeconds: 3600, now: t.clock.now }).then(({ token }) => `solve_session=${token}`);
  student = await session({ userType: 'STUDENT', studentId: ann.id });
  employee = await session({ userType: 'EMPLOYEE', employeeId: teacher.id });
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
});
afterAll(() => t.close());

const get = async (route: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${route}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const jsonIn = (html: string, id: string): unknown => {
  const text = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's').exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe('signed-in first pages drawn for their visitor', () => {
  it("draws a student's dashboard with their own session, and carries who they are and the answers", async () => {
    const { status, headers, html } = await get('/dashboard?defaultTab=0', { cookie: student });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toBe('accept-encoding, cookie');
    expect(html).toContain(
      '<fieldset class="prerendered" disabled inert><main data-path="/dashboard?defaultTab=0" data-phone="false">Ann</main></fieldset>',
    );
    expect(html).toContain('<script defer src="/drawn-page.js" data-entry="/assets/index.js"');
    expect(jsonIn(html, 'drawn-answers')).toEqual({
      session: { me: { userType: 'STUDENT', firstName: 'Ann' } },
      answers: { 'Dashboard:{}': { classes: ['</script><b>'] } },
    });
    // Inside a script element, its text cannot end the element.
    expect(html).not.toContain('</script><b>');
    expect(jsonIn(html, 'apollo-state')).toEqual({ ROOT_QUERY: { drawn: true } });
    expect(jsonIn(html, 'academy-facts')).toMatchObject({ academy: { name: 'Maple Academy' } });
  });

  it('draws a classroom and the cart; the phone layout for a phone', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    for (const route of ['/lessons?classroomId=3', '/cart']) {
      const { html } = await get(route, { cookie: student, 'user-agent': phone });
      expect(html).toContain(`<main data-path="${route}" data-phone="true">Ann</main>`);
    }
  });

  it("draws staff's page of a class, with the visit's cookies (the UI flags say admin or teacher)", async () => {
    const { status, headers, html } = await get('/manage/classes/4', { cookie: `${employee}; admin=1` });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<main data-path="/manage/classes/4" data-phone="false" data-admin>Tess</main>');
    // Not a class's address: the app's own page.
    expect((await get('/manage/classes/four', { cookie: employee })).html).not.toContain('prerendered');
  });

  it('sends the plain page to staff, to an ended session, and for pages it does not draw', async () => {
    for (const [route, cookie] of [
      ['/dashboard', employee],
      ['/dashboard', 'solve_session=not-a-session'],
      ['/profile', student],
      // The player shows what the tab keeps (its class and attempt): without the cookie naming it, not drawn.
      ['/problemSets?assignmentId=9', student],
      ['/problemSets?assignmentId=9', `${student}; playerTab=`],
      // Staff's preview names no submission.
      ['/problemSets?assignmentId=9', `${student}; playerTab=3.0.0`],
      // The dashboard's other tabs load their data as they open.
      ['/dashboard?defaultTab=2', student],
    ] as const) {
      const { status, headers, html } = await get(route, { cookie });
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(html).not.toContain('prerendered');
      expect(html).not.toContain('drawn-answers');
    }
  });

  it("draws a student's player of the attempt the cookie names, live, with its own script allowed by its hash", async () => {
    const { status, headers, html } = await get('/problemSets?assignmentId=9', { cookie: `${student}; playerTab=3.51.0` });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    // Not inert: its script says what stays live; the script comes right after the page, before the JSON.
    expect(html).toContain(
      `<fieldset class="prerendered"><main data-path="/problemSets?assignmentId=9" data-phone="false">Ann</main></fieldset></div><script>${EARLY_SCRIPT}</script><script id="academy-facts"`,
    );
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`; script-src 'sha256-${hash}' 'self';`);
    expect(policy).toContain("object-src 'none'");
    // The app's style sheet waits with its scripts: neither the painting nor the script waits for it.
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('data-styles="/assets/plain.css"');
    // Any other drawn page allows no inline script.
    const dashboard = await fetch(`${origin}/dashboard`, { headers: { cookie: student } });
    expect(dashboard.headers.get('content-security-policy')).not.toContain('sha256');
  });

  it('sends the plain page when the drawing fails or takes too long', async () => {
    for (const route of ['/dashboard?broken=1', '/dashboard?slow=1']) {
      const { status, html } = await get(route, { cookie: student });
      expect(status).toBe(200);
      expect(html).toBe(template('dashboard'));
    }
  });

  it('compresses the drawing for a browser that accepts Brotli', async () => {
    const response = await fetch(`${origin}/cart`, { headers: { cookie: student, 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await response.arrayBuffer());
    // fetch decodes what it declared; either way the page is the drawing.
    const html = raw.toString().includes('<main') ? raw.toString() : brotliDecompressSync(raw).toString();
    expect(html).toContain('<main data-path="/cart" data-phone="false">Ann</main>');
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', false],
    [undefined, false],
  ])('%s is a phone: %s', (agent, phone) => {
    expect(isPhone(agent)).toBe(phone);
  });
});
