import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * The first pages (home, sign-in, the catalog, a post, signed-in pages such as the player) get the
 * copy of index.html the build wrote for them, which also names their page's files; every other
 * route gets index.html itself.
 */
let t: TestServer;
let origin = '';

beforeAll(async () => {
  t = await startTestServer();
  const webRoot = path.join(t.services.config.dataDir, 'no-web');
  mkdirSync(path.join(webRoot, 'routes'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Solve</title>');
  writeFileSync(
    path.join(webRoot, 'routes', 'login.html'),
    '<!doctype html><title>Solve</title><link rel="modulepreload" href="/assets/sign-in.js">',
  );
  writeFileSync(
    path.join(webRoot, 'routes', 'problemSets.html'),
    '<!doctype html><title>Solve</title><link rel="modulepreload" href="/assets/player.js">',
  );
  writeFileSync(
    path.join(webRoot, 'routes', 'home.html'),
    '<!doctype html><title>Solve</title><link rel="modulepreload" href="/assets/home.js">',
  );
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
});
afterAll(() => t.close());

const page = async (route: string) => {
  const response = await fetch(`${origin}${route}`);
  return { status: response.status, cache: response.headers.get('cache-control'), html: await response.text() };
};

describe('first pages', () => {
  it.each([
    ['/login', 'sign-in.js'],
    ['/login?from=%2Fdashboard', 'sign-in.js'],
    ['/', 'home.js'],
    ['/problemSets?assignmentId=3', 'player.js'],
  ])('%s gets its own index.html, naming %s, revalidated like index.html', async (route, file) => {
    const { status, cache, html } = await page(route);
    expect(status).toBe(200);
    expect(cache).toBe('no-cache');
    expect(html).toContain(`href="/assets/${file}"`);
  });

  it.each(['/dashboard', '/family', '/login/more', '/LOGIN', '/ProblemSets', '/problemsets'])(
    '%s gets index.html itself',
    async (route) => {
      const { status, html } = await page(route);
      expect(status).toBe(200);
      expect(html).toBe('<!doctype html><title>Solve</title>');
    },
  );
});
