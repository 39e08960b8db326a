import { parseCookie, stringifySetCookie } from 'cookie';

/** Cookie helpers: the session cookie is HttpOnly; the UI flags are readable by the SPA. */
export const SESSION_COOKIE = 'solve_session';
export const UI_COOKIES = ['firstName', 'instructor', 'admin', 'family', 'familyAccountId'] as const;

/** The cookies of a Cookie header, values decoded; the first of a name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

export interface CookieOptions {
  httpOnly?: boolean;
  /** Seconds; undefined makes a browser-session cookie, 0 deletes it. */
  maxAge?: number;
  secure: boolean;
}

/** A Set-Cookie header for the whole site, SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    sameSite: 'lax',
    maxAge: options.maxAge === undefined ? undefined : Math.max(0, Math.floor(options.maxAge)),
    httpOnly: options.httpOnly,
    secure: options.secure,
  });
}
