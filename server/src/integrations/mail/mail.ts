export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Names the message: messages with the same key are one message, sent once. */
  key?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058); the outbox keeps them, SMTP sends them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
