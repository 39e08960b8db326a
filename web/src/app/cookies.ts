import { parseCookie, stringifySetCookie } from 'cookie';

/** Readable cookies the server sets at sign-in to shape the UI (never trusted by the server). */
export const UI_COOKIES = ['firstName', 'instructor', 'admin', 'family', 'familyAccountId'] as const;
export type UiCookie = (typeof UI_COOKIES)[number];

/** A cookie's value; one that is missing or emptied (as sign-out leaves it) reads as null. */
export function readCookie(name: UiCookie): string | null {
  // A page prerendered while building has no cookies: it is what a visitor sees signed out.
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie)[name] || null;
}

export interface UiFlags {
  signedIn: boolean;
  firstName: string | null;
  instructor: boolean;
  admin: boolean;
  family: boolean;
  familyAccountId: number | null;
}

export function readUiFlags(): UiFlags {
  const firstName = readCookie('firstName');
  const familyAccountId = Number(readCookie('familyAccountId'));
  return {
    signedIn: firstName !== null,
    firstName,
    instructor: readCookie('instructor') === '1',
    admin: readCookie('admin') === '1',
    family: readCookie('family') === '1',
    familyAccountId: Number.isInteger(familyAccountId) && familyAccountId > 0 ? familyAccountId : null,
  };
}

/** Removes every readable cookie and all stored session data (sign-out, invalid session). */
export function clearClientSession(): void {
  for (const name of UI_COOKIES) document.cookie = stringifySetCookie({ name, value: '', path: '/', maxAge: 0, sameSite: 'lax' });
  sessionStorage.clear();
  localStorage.removeItem('solve.session');
}
