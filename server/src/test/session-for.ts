import type { Db } from '../db/client.js';
import { createSession, type SessionSubject } from '../modules/auth/sessions.service.js';

/** A live session token for a user, as if they had signed in (tests of other areas skip the sign-in). */
export async function sessionFor(db: Db, subject: SessionSubject, now = new Date()): Promise<string> {
  const { token } = await createSession(db, subject, { lifetimeSeconds: 3600, now });
  return token;
}
