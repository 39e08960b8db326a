import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countMail } from '../../metrics/metrics.js';
import type { Mailer } from './mail.js';
import { outboxMailer } from './outbox.js';
import { smtpMailer } from './smtp.js';

export function createMailer(config: Config, db: Db): Mailer {
  const adapter = config.MAIL_ADAPTER;
  return counted(adapter, adapter === 'smtp' ? smtpMailer(config.SMTP_URL!, config.MAIL_FROM) : outboxMailer(db));
}

/** Every message handed to the adapter is counted as sent or failed (metrics.ts). */
function counted(adapter: Config['MAIL_ADAPTER'], mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        countMail(adapter, 'failed');
        throw error;
      }
      countMail(adapter, 'sent');
    },
  };
}
