/** A file sent with a mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64 (a message is queued as JSON). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML rendering of the same message, sent beside the text as multipart/alternative. */
  html?: string;
  /** Where replies go when not to the sender (the academy's contact address). */
  replyTo?: string;
  /** Names the message: messages with the same key are one message, sent once. */
  key?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058); the outbox keeps them, SMTP sends them. */
  headers?: Record<string, string>;
  /** Files sent with it; the outbox keeps them, SMTP attaches them. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
