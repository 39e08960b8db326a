import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { Mailer } from './mail.js';

/** Local adapter: mail is written to the outbox (/dev/outbox); a message whose key is there already is not written again. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db
        .insert(outboxMessages)
        .values({
          kind: 'MAIL',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          headers: message.headers ?? null,
          attachments: message.attachments?.length ? message.attachments : null,
          messageKey: message.key ?? null,
        })
        .onConflictDoNothing({ target: outboxMessages.messageKey });
    },
  };
}
