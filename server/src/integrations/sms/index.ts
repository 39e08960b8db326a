import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { outboxSms } from './outbox.js';
import type { SmsVerifier } from './sms.js';
import { twilioSms } from './twilio.js';

export function createSms(config: Config, db: Db, academyName: () => Promise<string>): SmsVerifier {
  if (config.SMS_ADAPTER === 'twilio') {
    return twilioSms(config.TWILIO_ACCOUNT_SID!, config.TWILIO_AUTH_TOKEN!, config.TWILIO_VERIFY_SERVICE_SID!);
  }
  return outboxSms(db, academyName);
}
