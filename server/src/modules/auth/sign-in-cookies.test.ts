import { describe, expect, it } from 'vitest';
import { signInCookies, signOutCookies } from './sign-in-cookies.js';

describe('sign-in cookies', () => {
  it('a parent with Remember me: HttpOnly session, readable family flags, the staff flags deleted', () => {
    const cookies = signInCookies('tok', 2_629_743, { firstName: 'Ana María', familyAccountId: 7 }, false);
    expect(cookies).toEqual([
      'solve_session=tok; Path=/; SameSite=Lax; Max-Age=2629743; HttpOnly',
      'firstName=Ana%20Mar%C3%ADa; Path=/; SameSite=Lax; Max-Age=2629743',
      'instructor=; Path=/; SameSite=Lax; Max-Age=0',
      'admin=; Path=/; SameSite=Lax; Max-Age=0',
      'family=1; Path=/; SameSite=Lax; Max-Age=2629743',
      'familyAccountId=7; Path=/; SameSite=Lax; Max-Age=2629743',
    ]);
  });

  it('browser-session cookies have no Max-Age; production cookies are Secure', () => {
    const [session, firstName, instructor] = signInCookies('tok', undefined, { firstName: 'T', instructor: true }, true);
    expect(session).toBe('solve_session=tok; Path=/; SameSite=Lax; HttpOnly; Secure');
    expect(firstName).toBe('firstName=T; Path=/; SameSite=Lax; Secure');
    expect(instructor).toBe('instructor=1; Path=/; SameSite=Lax; Secure');
  });

  it('sign-out deletes every cookie', () => {
    expect(signOutCookies(true)).toEqual([
      'solve_session=; Path=/; SameSite=Lax; Max-Age=0; HttpOnly; Secure',
      'firstName=; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'instructor=; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'admin=; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'family=; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'familyAccountId=; Path=/; SameSite=Lax; Max-Age=0; Secure',
    ]);
  });
});
