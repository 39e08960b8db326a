import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { CARD_BRANDS, type CardBrand, cardBrand, cardDigits, cardErrors, formatMessage, type MessageCode } from '@solve/core';

/** What a sandbox token carries: never the card number or code, only what the service needs. */
export interface SandboxCard {
  /** Token id: a token pays once. */
  id: string;
  brand: CardBrand;
  last4: string;
  expiration: string;
  /** One of the documented test numbers (the others are declined like an unknown card). */
  testCard: boolean;
  /** CVV 901: the card-code check fails. */
  cvvFails: boolean;
  issuedAt: number;
}

/** Accept.js tokens are good for 15 minutes; the sandbox's are too. */
export const TOKEN_VALID_MS = 15 * 60_000;
export const SANDBOX_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/** The numbers Authorize.Net's sandbox documents as approving with any future expiry. */
export const SANDBOX_TEST_CARDS = new Set([
  '4111111111111111',
  '4007000000027',
  '4012888818888',
  '5424000000000015',
  '2223000010309703',
  '370000000000002',
  '6011000000000012',
  '3088000000000017',
  '38000000000006',
]);

const keyOf = (secret: string) => createHmac('sha256', secret).update('sandbox-card-token').digest();

export function sealSandboxCard(card: SandboxCard, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(card), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The card of a token, or null when it was not made here, was altered or has expired. */
export function openSandboxCard(token: string, secret: string, now: number): SandboxCard | null {
  try {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length < 29 || bytes.length > 2048) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const card = JSON.parse(json) as SandboxCard;
    if (!CARD_BRANDS.includes(card.brand) || now - card.issuedAt > TOKEN_VALID_MS || card.issuedAt > now + 60_000) return null;
    return card;
  } catch {
    return null;
  }
}

export type TokenAnswer =
  | { ok: true; opaqueData: { dataDescriptor: string; dataValue: string } }
  | { ok: false; errors: { field: string; code: MessageCode; message: string }[] };

/**
 * The sandbox's token endpoint, as Accept.js's dispatchData: checks the card as the form does and
 * answers opaque data that only this server can open. The number and code go no further.
 */
export function makeSandboxToken(
  input: { cardNumber?: unknown; expirationDate?: unknown; cardCode?: unknown; fullName?: unknown },
  secret: string,
  now: Date,
): TokenAnswer {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : '');
  const card = {
    number: text(input.cardNumber),
    expiry: text(input.expirationDate),
    cvv: text(input.cardCode),
    name: text(input.fullName) || 'x',
  };
  const errors = cardErrors(card, now.toISOString().slice(0, 10));
  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      errors: Object.entries(errors).map(([field, code]) => ({ field, code, message: formatMessage(code) })),
    };
  }
  const digits = cardDigits(card.number);
  const sealed = sealSandboxCard(
    {
      id: randomBytes(12).toString('hex'),
      brand: cardBrand(digits)!,
      last4: digits.slice(-4),
      expiration: card.expiry.replace(/\s/g, ''),
      testCard: SANDBOX_TEST_CARDS.has(digits),
      cvvFails: card.cvv.trim() === '901',
      issuedAt: now.getTime(),
    },
    secret,
  );
  return { ok: true, opaqueData: { dataDescriptor: SANDBOX_DATA_DESCRIPTOR, dataValue: sealed } };
}
