import { PASSWORD_RESET_VALID_SECONDS } from '@solve/core';
import type { MailMessage } from '../../integrations/mail/mail.js';

/** One account the mail offers a link for: a student (with their username) or a staff account. */
export interface ResetEntry {
  label: string;
  link: string;
}

/** The reset mail: each account's name and its single-use link. */
export function resetMail(to: string, academyName: string, entries: ResetEntry[]): MailMessage {
  const minutes = Math.round(PASSWORD_RESET_VALID_SECONDS / 60);
  const lines = entries.flatMap((entry) => [entry.label, entry.link, '']);
  return {
    to,
    subject: `${academyName}: reset your password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset a password on ${academyName}. Open a link below within ${minutes} minutes to choose a new password. Each link works once.`,
      '',
      ...lines,
      'If you did not ask for this, you can ignore this mail; your password stays as it is.',
    ].join('\n'),
  };
}
