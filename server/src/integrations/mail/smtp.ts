import nodemailer from 'nodemailer';
import type { Mailer } from './mail.js';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  // A message sent again after a crash keeps its Message-ID, so mail systems can tell it is the same one.
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'solve.invalid';
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // With an HTML part, nodemailer sends multipart/alternative: the text first, the HTML after.
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content,
                encoding: 'base64',
              })),
            }
          : {}),
        ...(message.key ? { messageId: `<${message.key}@${domain}>` } : {}),
      });
    },
  };
}
