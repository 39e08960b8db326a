import { describe, expect, it } from 'vitest';
import { signInCookies, signOutCookies } from './sign-in-cookies.js';

describe('sign-in cookies', () => {
  it('a parent with Remember me: HttpOnly session, readable family flags, the staff flags deleted', () => {
    const cookies = signInCookies('tok', 2_629_743, { firstName: 'Ana María', familyAccountId: 7 }, false);
    expect(cookies).toEqual([
      'solve_session=tok; Max-Age=2629743; Path=/; HttpOnly; SameSite=Lax',
      'firstName=Ana%20Mar%C3%ADa; Max-Age=2629743; Path=/; SameSite=Lax',
      'instructor=; Max-Age=0; Path=/; SameSite=Lax',
      'admin=; Max-Age=0; Path=/; SameSite=Lax',
      'family=1; Max-Age=2629743; Path=/; SameSite=Lax',
      'familyAccountId=7; Max-Age=2629743; Path=/; SameSite=Lax',
    ]);
  });

  it('browser-session cookies have no Max-Age; production cookies are Secure', () => {
    const [session, firstName, instructor] = signInCookies('tok', undefined, { firstName: 'T', instructor: true }, true);
    expect(session).toBe('solve_session=tok; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(firstName).toBe('firstName=T; Path=/; Secure; SameSite=Lax');
    expect(instructor).toBe('instructor=1; Path=/; Secure; SameSite=Lax');
  });

  it('sign-out deletes every cookie', () => {
    expect(signOutCookies(true)).toEqual([
      'solve_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'firstName=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'instructor=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'admin=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'family=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'familyAccountId=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
  });
});
