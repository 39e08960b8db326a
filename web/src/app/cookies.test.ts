import { afterEach, describe, expect, it } from 'vitest';
import { clearClientSession, readCookie, readUiFlags, UI_COOKIES } from './cookies';

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/`;
}

afterEach(() => {
  for (const name of [...UI_COOKIES, 'other', 'xfirstName']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('readable cookies', () => {
  it('reads a signed-out visitor as nobody', () => {
    expect(readUiFlags()).toEqual({
      signedIn: false,
      firstName: null,
      instructor: false,
      admin: false,
      family: false,
      familyAccountId: null,
    });
  });

  it('reads the flags the server set at sign-in, decoding the name', () => {
    setCookie('firstName', encodeURIComponent('Zoë Ann'));
    setCookie('family', '1');
    setCookie('familyAccountId', '42');
    setCookie('other', 'x');
    expect(readUiFlags()).toEqual({
      signedIn: true,
      firstName: 'Zoë Ann',
      instructor: false,
      admin: false,
      family: true,
      familyAccountId: 42,
    });
    expect(readCookie('instructor')).toBeNull();
  });

  it('reads a cookie by its whole name, and a value that does not decode as it is', () => {
    setCookie('xfirstName', 'Eve');
    expect(readCookie('firstName')).toBeNull();
    setCookie('firstName', '100%25%');
    expect(readCookie('firstName')).toBe('100%25%');
    setCookie('firstName', 'a%3Db');
    expect(readCookie('firstName')).toBe('a=b');
  });

  it('takes only 1 as a set flag and only a positive whole number as a family account', () => {
    setCookie('firstName', 'Ada');
    setCookie('admin', 'true');
    setCookie('instructor', '1');
    setCookie('familyAccountId', '-3');
    expect(readUiFlags()).toMatchObject({ admin: false, instructor: true, familyAccountId: null });
    setCookie('familyAccountId', '2.5');
    expect(readUiFlags().familyAccountId).toBeNull();
  });

  it('clears every readable cookie and the stored session data at sign-out, and leaves other cookies', () => {
    setCookie('firstName', 'Ada');
    setCookie('admin', '1');
    setCookie('other', 'kept');
    sessionStorage.setItem('sessionId', 'abc');
    localStorage.setItem('solve.session', '{}');
    localStorage.setItem('size', 'large');
    clearClientSession();
    expect(readUiFlags().signedIn).toBe(false);
    expect(readCookie('admin')).toBeNull();
    expect(document.cookie).toContain('other=kept');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('solve.session')).toBeNull();
    expect(localStorage.getItem('size')).toBe('large');
  });
});
