import type { Db } from '../../db/client.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import { enqueueJob, type JobSignal } from '../../jobs/queue.js';
import type { Mailer } from './mail.js';

/**
 * What the modules send mail with: each message becomes a durable job (server/src/jobs/), sent by
 * the adapter once a worker runs it, retried with back-off while the mail server fails. A message
 * with a key is queued once, however often it is sent.
 */
export function queuedMailer(db: Db, signal: JobSignal): Mailer {
  return {
    async send({ key, ...message }) {
      await enqueueJob(db, {
        kind: 'mail',
        payload: { ...message },
        dedupeKey: key ? `mail:${key}` : undefined,
        maxAttempts: MAX_ATTEMPTS.mail,
      });
      signal.wake();
    },
  };
}
