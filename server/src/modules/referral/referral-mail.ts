import { formatMessage, formatMoney, REFERRAL } from '@solve/core';
import type { MailMessage } from '../../integrations/mail/mail.js';

export interface InvitationFacts {
  academy: string;
  referrer: { firstName: string; lastName: string };
  referee: { firstName: string; lastName: string; email: string };
  /** The join link with the referral's code (/join?ref=…). */
  link: string;
}

/** The referee's invitation: who invites them and the link that registers their family. */
export function invitationMail(facts: InvitationFacts): MailMessage {
  const referrer = `${facts.referrer.firstName} ${facts.referrer.lastName}`;
  return {
    to: facts.referee.email,
    subject: formatMessage('REFERRAL_INVITE_SUBJECT', { referrer, academy: facts.academy }),
    text: [
      `Dear ${facts.referee.firstName},`,
      '',
      `${referrer} thinks your family would enjoy the classes of ${facts.academy} and invited you to join.`,
      'Register your family with the link below: it takes a minute, and your phone number is your sign-in.',
      '',
      facts.link,
      '',
      `Welcome from all of us at ${facts.academy}.`,
    ].join('\n'),
  };
}

/** The referrer's confirmation ('Check your email for confirmation'). */
export function confirmationMail(facts: InvitationFacts & { referrerEmail: string }): MailMessage {
  const referee = `${facts.referee.firstName} ${facts.referee.lastName}`;
  return {
    to: facts.referrerEmail,
    subject: formatMessage('REFERRAL_CONFIRM_SUBJECT', { referee }),
    text: [
      `Dear ${facts.referrer.firstName},`,
      '',
      `Thank you for referring ${referee} (${facts.referee.email}) to ${facts.academy}. We have sent them an invitation to register.`,
      `When their family pays for its first class, your family receives a credit of ${formatMoney(REFERRAL.creditCents)} for your next order.`,
      'You can follow your referrals under My Referrals on your family dashboard.',
    ].join('\n'),
  };
}
