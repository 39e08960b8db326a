import type { Context } from '../../graphql/context.js';
import { SESSION_COOKIE, serializeCookie, UI_COOKIES } from '../../graphql/cookies.js';
import { revokeSession } from './sessions.service.js';

/** The readable cookies that shape the UI after a sign-in; the server never trusts them. */
export interface UiFlags {
  firstName: string;
  instructor?: boolean;
  admin?: boolean;
  /** Set for parents (and family guests): also sets family='1'. */
  familyAccountId?: number;
}

type UiCookie = (typeof UI_COOKIES)[number];

function uiValues(flags: UiFlags): Record<UiCookie, string | null> {
  return {
    firstName: flags.firstName,
    instructor: flags.instructor ? '1' : null,
    admin: flags.admin ? '1' : null,
    family: flags.familyAccountId !== undefined ? '1' : null,
    familyAccountId: flags.familyAccountId !== undefined ? String(flags.familyAccountId) : null,
  };
}

/**
 * Set-Cookie headers of a sign-in: the HttpOnly session token and the UI flags, every flag that
 * does not apply deleted so nothing of an earlier sign-in in this browser lingers.
 * `maxAgeSeconds` undefined makes browser-session cookies.
 */
export function signInCookies(token: string, maxAgeSeconds: number | undefined, flags: UiFlags, secure: boolean): string[] {
  const values = uiValues(flags);
  return [
    serializeCookie(SESSION_COOKIE, token, { httpOnly: true, maxAge: maxAgeSeconds, secure }),
    ...UI_COOKIES.map((name) => {
      const value = values[name];
      return value === null
        ? serializeCookie(name, '', { maxAge: 0, secure })
        : serializeCookie(name, value, { maxAge: maxAgeSeconds, secure });
    }),
  ];
}

/** Set-Cookie headers deleting the session cookie and every UI flag. */
export function signOutCookies(secure: boolean): string[] {
  return [SESSION_COOKIE, ...UI_COOKIES].map((name) => serializeCookie(name, '', { httpOnly: name === SESSION_COOKIE, maxAge: 0, secure }));
}

/**
 * Finishes a sign-in for the browser: the session this browser had before is ended (its cookie is
 * being replaced) and the new cookies are sent.
 */
export async function applySignIn(ctx: Context, token: string, maxAgeSeconds: number | undefined, flags: UiFlags): Promise<void> {
  if (ctx.viewer) await revokeSession(ctx.services.db, ctx.viewer.sessionId, ctx.services.now());
  for (const header of signInCookies(token, maxAgeSeconds, flags, ctx.services.config.production)) ctx.setCookie(header);
}
