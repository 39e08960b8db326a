/** Sends and checks one-time sign-in codes (family sign-in). */
export interface SmsVerifier {
  /**
   * Starts a verification to the phone by text or call. The local adapter makes the code itself
   * and returns it for storing (hashed); Twilio Verify keeps the code and returns null.
   */
  start(phoneNumber: string, channel: 'SMS' | 'CALL', code: string): Promise<{ managedByProvider: boolean }>;
  /** Only for providers that keep the code: whether the code is right. */
  check?(phoneNumber: string, code: string): Promise<boolean>;
  /**
   * Sends a text message (notifications). A text with a key already sent under that key is not
   * sent again where the adapter can tell (the outbox).
   */
  sendText(phoneNumber: string, text: string, key: string): Promise<void>;
}
