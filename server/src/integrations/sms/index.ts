import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countSms } from '../../metrics/metrics.js';
import { outboxSms } from './outbox.js';
import type { SmsVerifier } from './sms.js';
import { twilioSms } from './twilio.js';

export function createSms(config: Config, db: Db, academyName: () => Promise<string>): SmsVerifier {
  if (config.SMS_ADAPTER === 'twilio') {
    return counted(
      'twilio',
      twilioSms(
        config.TWILIO_ACCOUNT_SID!,
        config.TWILIO_AUTH_TOKEN!,
        config.TWILIO_VERIFY_SERVICE_SID!,
        config.TWILIO_MESSAGING_SERVICE_SID,
      ),
    );
  }
  return counted('outbox', outboxSms(db, academyName));
}

/** Every code or text sent is counted as sent or failed (metrics.ts); checking a code is not a message. */
function counted(adapter: Config['SMS_ADAPTER'], verifier: SmsVerifier): SmsVerifier {
  return {
    ...verifier,
    async start(phoneNumber, channel, code) {
      try {
        const started = await verifier.start(phoneNumber, channel, code);
        countSms(adapter, 'sent');
        return started;
      } catch (error) {
        countSms(adapter, 'failed');
        throw error;
      }
    },
    async sendText(phoneNumber, text, key) {
      try {
        await verifier.sendText(phoneNumber, text, key);
      } catch (error) {
        countSms(adapter, 'failed');
        throw error;
      }
      countSms(adapter, 'sent');
    },
  };
}
