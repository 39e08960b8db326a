import type { MailMessage } from '../../integrations/mail/mail.js';

/** How long an invitation's set-password link works. */
export const INVITATION_VALID_DAYS = 7;

/** The invitation: who invited, and the single-use link to choose a password. */
export function invitationMail(to: string, academyName: string, inviter: string, link: string): MailMessage {
  return {
    to,
    subject: `${academyName}: you are invited to join the staff`,
    text: [
      'Hello,',
      '',
      `${inviter} has invited you to the staff of ${academyName}. Open the link below within ${INVITATION_VALID_DAYS} days to choose your password; it works once.`,
      '',
      link,
      '',
      'Then sign in with this email address and your new password.',
    ].join('\n'),
  };
}
