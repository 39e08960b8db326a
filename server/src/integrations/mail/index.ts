import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from './mail.js';
import { outboxMailer } from './outbox.js';
import { smtpMailer } from './smtp.js';

export function createMailer(config: Config, db: Db): Mailer {
  return config.MAIL_ADAPTER === 'smtp' ? smtpMailer(config.SMTP_URL!, config.MAIL_FROM) : outboxMailer(db);
}
