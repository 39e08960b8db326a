import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './integrations/mail/mail.js';
import type { PaymentGateway } from './integrations/payments/payments.js';
import type { SmsVerifier } from './integrations/sms/sms.js';
import type { Storage } from './integrations/storage/storage.js';
import type { JobSignal } from './jobs/queue.js';
import type { Logger } from './logger.js';
import type { PubSub } from './pubsub.js';

/**
 * Everything a service function needs, built once per process. Services take it as their first
 * argument; they never see the HTTP request.
 */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  pubsub: PubSub;
  sms: SmsVerifier;
  /** Queues mail as durable jobs (integrations/mail/queued.ts). */
  mail: Mailer;
  /** The configured mail adapter itself: only the mail job sends through it. */
  mailAdapter: Mailer;
  /** Wakes this process's job worker when a job was queued. */
  jobs: JobSignal;
  storage: Storage;
  payments: PaymentGateway;
  /** The current instant; tests replace it to move time. */
  now(): Date;
}
