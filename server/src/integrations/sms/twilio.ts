import type { SmsVerifier } from './sms.js';

/**
 * Twilio Verify over its REST API: Twilio generates, sends and checks the code. Notification
 * texts go through the Messages API with a Messaging Service (Verify sends nothing else).
 */
export function twilioSms(accountSid: string, authToken: string, serviceSid: string, messagingServiceSid?: string): SmsVerifier {
  const base = `https://verify.twilio.com/v2/Services/${serviceSid}`;
  const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    if (!response.ok) throw new Error(`Twilio Verify ${path} answered ${response.status}`);
    return (await response.json()) as { status?: string };
  };
  return {
    async start(phoneNumber, channel) {
      await post('/Verifications', { To: phoneNumber, Channel: channel === 'CALL' ? 'call' : 'sms' });
      return { managedByProvider: true };
    },
    async sendText(phoneNumber, text) {
      if (!messagingServiceSid) throw new Error('texts need TWILIO_MESSAGING_SERVICE_SID');
      const response = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: phoneNumber, MessagingServiceSid: messagingServiceSid, Body: text }),
      });
      if (!response.ok) throw new Error(`Twilio Messages answered ${response.status}`);
    },
    async check(phoneNumber, code) {
      const result = await post('/VerificationCheck', { To: phoneNumber, Code: code });
      return result.status === 'approved';
    },
  };
}
