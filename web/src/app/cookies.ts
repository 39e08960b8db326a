/** Readable cookies the server sets at sign-in to shape the UI (never trusted by the server). */
export const UI_COOKIES = ['firstName', 'instructor', 'admin', 'family', 'familyAccountId'] as const;
export type UiCookie = (typeof UI_COOKIES)[number];
/** Set by the app itself: the attempt this browser's player last opened (app/playerTabCookie.ts). */
export const PLAYER_TAB_COOKIE = 'playerTab';

/** The Cookie header of the visit a page is drawn for on the server; null outside a drawing. */
let drawingCookies: string | null = null;

/** While the server draws a page for a visitor: their request's cookies (null when the drawing ends). */
export function provideDrawingCookies(header: string | null): void {
  drawingCookies = header;
}

/** A value as the server wrote it (URL-encoded); one that does not decode is read as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A cookie's value; one that is missing or emptied (as sign-out leaves it) reads as null. The
 * browser lists its cookies as `name=value; name=value`, the first of a name being the one that counts.
 */
export function readCookie(name: UiCookie | typeof PLAYER_TAB_COOKIE): string | null {
  // A page prerendered while building has no cookies: it is what a visitor sees signed out. A page
  // drawn for a signed-in visitor reads the cookies their request carried.
  const cookies = typeof document === 'undefined' ? drawingCookies : document.cookie;
  if (cookies === null) return null;
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    return decoded(pair.slice(at + 1).trim()) || null;
  }
  return null;
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
  for (const name of UI_COOKIES) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  sessionStorage.clear();
  localStorage.removeItem('solve.session');
}
