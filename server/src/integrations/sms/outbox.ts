import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { SmsVerifier } from './sms.js';

/** Local adapter: the text or call is written to the outbox (/dev/outbox) instead of a phone. */
export function outboxSms(db: Db, academyName: () => Promise<string>): SmsVerifier {
  return {
    async start(phoneNumber, channel, code) {
      const name = await academyName();
      await db.insert(outboxMessages).values({
        kind: channel === 'CALL' ? 'CALL' : 'SMS',
        recipient: phoneNumber,
        body: `Your ${name} verification code is: ${code}`,
      });
      return { managedByProvider: false };
    },
    async sendText(phoneNumber, text, key) {
      await db
        .insert(outboxMessages)
        .values({ kind: 'SMS', recipient: phoneNumber, body: text, messageKey: key })
        .onConflictDoNothing({ target: outboxMessages.messageKey });
    },
  };
}
