import { describe, expect, it } from 'vitest';
import { isSignInPage } from './signInPages';

describe('isSignInPage', () => {
  it('knows the pages a visit can start on without the app', () => {
    for (const page of ['/login', '/family', '/instructor', '/admin']) expect(isSignInPage(page)).toBe(true);
  });

  it('leaves every other page, and sub-pages, to the app', () => {
    for (const page of ['/', '/catalog', '/login/', '/family/join', '/Login']) expect(isSignInPage(page)).toBe(false);
  });
});
