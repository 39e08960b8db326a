import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import type { Viewer } from '../modules/auth/viewer.js';

/** What every resolver gets: the caller, the services, and the request facts resolvers may need. */
export interface Context {
  viewer: Viewer | null;
  services: Services;
  logger: Logger;
  requestId: string;
  /** The student work-session id the client sent (header x-student-session). */
  studentSessionId: number | null;
  userAgent: string;
  ip: string;
  /** The request's session cookie signs no one in (expired, revoked): `me` deletes it. */
  staleSessionCookie: boolean;
  /** Cookies to send back with the response (the session cookie after sign-in or sign-out). */
  setCookie(header: string): void;
}
