import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createMailer } from './integrations/mail/index.js';
import { queuedMailer } from './integrations/mail/queued.js';
import { JobSignal } from './jobs/queue.js';
import { createPaymentGateway } from './integrations/payments/index.js';
import { createSms } from './integrations/sms/index.js';
import { createStorage } from './integrations/storage/index.js';
import type { Logger } from './logger.js';
import { getSettings } from './modules/settings/settings.service.js';
import { PubSub } from './pubsub.js';
import type { Services } from './services.js';

/** Wires the adapters chosen by the configuration into the services every module uses. */
export function createServices(config: Config, database: Database, logger: Logger, now: () => Date = () => new Date()): Services {
  const db = database.db;
  const academyName = async () => (await getSettings(db)).name;
  const jobs = new JobSignal();
  return {
    config,
    database,
    db,
    logger,
    pubsub: new PubSub(database),
    sms: createSms(config, db, academyName),
    mail: queuedMailer(db, jobs),
    mailAdapter: createMailer(config, db),
    jobs,
    storage: createStorage(config),
    payments: createPaymentGateway(config, db, now),
    now,
  };
}
