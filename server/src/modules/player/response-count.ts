import type { Services } from '../../services.js';
import { publishProblemResponseCount } from '../counter/counter.service.js';

/**
 * Announces new responses to the sign-in screen's live counter. Hundreds of students answering at
 * once would otherwise send one count query and one NOTIFY per answer; the counter only needs to
 * move, so announcements of one process are coalesced into one per window, sent after the
 * transactions that created the responses have committed.
 */
export const ANNOUNCE_WINDOW_MS = 200;

const scheduled = new WeakSet<Services>();

export function announceResponsesCreated(services: Services): void {
  if (scheduled.has(services)) return;
  scheduled.add(services);
  const timer = setTimeout(() => {
    scheduled.delete(services);
    publishProblemResponseCount(services, 'RESPONSE_CREATED').catch((error: unknown) => {
      services.logger.warn({ err: error }, 'could not announce the problem response count');
    });
  }, ANNOUNCE_WINDOW_MS);
  timer.unref();
}
