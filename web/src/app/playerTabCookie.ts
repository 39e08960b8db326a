import { PLAYER_TAB_COOKIE, readCookie } from './cookies';
import type { SessionKey } from './storage';

/**
 * The attempt the player opens is the browser tab's own (its sessionStorage: the class, the
 * submission, a review), which the server does not see. The app also writes it in a cookie sent
 * only to the player's address, so the server can draw the player of a student's first visit
 * (decision 0154). A hint only: the server checks the attempt as for any request, and the app
 * still opens what its tab keeps (with two tabs the cookie is the latest one's).
 */
export interface PlayerTab {
  classroomId: number;
  /** None for staff, who preview without a submission. */
  submissionId: number | null;
  review: boolean;
}

const FORMAT = /^(\d{1,9})\.(\d{1,9})\.([01])$/;

export function rememberPlayerTab({ classroomId, submissionId, review }: PlayerTab): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // A session cookie: it ends with the browser, as the tab's values do.
  document.cookie = `${PLAYER_TAB_COOKIE}=${classroomId}.${submissionId ?? 0}.${review ? 1 : 0}; Path=/problemSets; SameSite=Lax${secure}`;
}

/** The tab's values the cookie names, as the player reads them; null without a cookie of a student's attempt. */
export function playerTabValues(): Partial<Record<SessionKey, string>> | null {
  const match = FORMAT.exec(readCookie(PLAYER_TAB_COOKIE) ?? '');
  if (!match) return null;
  const [, classroomId, submissionId, review] = match as unknown as [string, string, string, string];
  if (Number(classroomId) <= 0 || Number(submissionId) <= 0) return null;
  return { classroomId, submissionId, ...(review === '1' ? { review: 'true' } : {}) };
}
