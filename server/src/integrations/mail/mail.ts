export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Names the message: messages with the same key are one message, sent once. */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
