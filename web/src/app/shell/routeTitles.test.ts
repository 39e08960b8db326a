import { describe, expect, it } from 'vitest';
import routerSource from '../router.tsx?raw';
import { SIGN_IN_ROUTES, titleFor } from './routeTitles';

/** The router's own paths ('/inbox'), read from its source: a page added there without a title is caught here. */
const routerPaths = [...routerSource.matchAll(/path: '(\/[^']*)'/g)].map((match) => match[1]!);

describe('header titles', () => {
  it('name every page of the router, never the bare app name', () => {
    expect(routerPaths.length).toBeGreaterThan(30);
    const untitled = routerPaths.filter((path) => !SIGN_IN_ROUTES.has(path) && titleFor(path, 'admin') === 'Solve');
    expect(untitled).toEqual([]);
  });

  it("name the staff pages by the page's own name", () => {
    expect(['/inbox', '/grading', '/gradebook'].map((path) => titleFor(path, 'instructor'))).toEqual(['Inbox', 'Grading', 'Gradebook']);
    expect(titleFor('/manage/classes/7', 'admin')).toBe('Manage');
  });
});
