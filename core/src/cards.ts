/**
 * Card checks of the payment form (family-catalog-payment.md §5): brand from the number's
 * pattern, the Luhn check, MM/YY not in the past, CVV of 4 digits for Amex and 3 otherwise. The
 * browser runs them before it asks for a token; the token endpoint runs them again.
 */
import type { MessageCode } from './messages.js';

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
};

/** Number patterns by brand (prefix and length), the ones card forms commonly use. */
const BRAND_PATTERNS: [CardBrand, RegExp][] = [
  ['VISA', /^4\d{12}(\d{3}){0,2}$/],
  ['MASTERCARD', /^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/],
  ['AMEX', /^3[47]\d{13}$/],
  ['DINERS', /^3(0[0-5]|[689]\d)\d{11,16}$/],
  ['DISCOVER', /^(6011|65\d{2}|64[4-9]\d)\d{12,15}$/],
  ['JCB', /^(3088|3096|3112|3158|3337|352[89]|35[3-8]\d)\d{12,15}$/],
];

/** Brand guesses while typing, from the first digits (the form shows the logo early). */
const BRAND_PREFIXES: [CardBrand, RegExp][] = [
  ['AMEX', /^3[47]/],
  ['DINERS', /^3(0[0-5]|[689])/],
  ['JCB', /^(35|3088)/],
  ['VISA', /^4/],
  ['MASTERCARD', /^(5[1-5]|2[2-7])/],
  ['DISCOVER', /^(6011|65|64[4-9])/],
];

/** The digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The brand a complete number belongs to, or null. */
export function cardBrand(input: string): CardBrand | null {
  const digits = cardDigits(input);
  if (!/^\d+$/.test(digits)) return null;
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

/** The brand a partly typed number seems to be, or null. */
export function guessCardBrand(input: string): CardBrand | null {
  const digits = cardDigits(input);
  if (!/^\d+$/.test(digits)) return null;
  return BRAND_PREFIXES.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' as month and four-digit year, or null when it is not a month. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month; `today` is 'YYYY-MM-DD'. */
export function expiryValid(input: string, today: string): boolean {
  const expiry = parseExpiry(input);
  if (!expiry) return false;
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

export function cvvValid(cvv: string, brand: CardBrand | null): boolean {
  return brand === 'AMEX' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

export type CardField = keyof CardInput;

/**
 * The errors of a card form, by field, with the spec's texts: a missing field is 'Some fields are
 * invalid' (INVALID_INPUT), a bad number 'Invalid card number', a bad expiry 'Invalid Date', a bad
 * CVV 'Invalid Code'. Empty when the card may be sent.
 */
export function cardErrors(card: CardInput, today: string): Partial<Record<CardField, MessageCode>> {
  const errors: Partial<Record<CardField, MessageCode>> = {};
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (!digits) errors.number = 'INVALID_INPUT';
  else if (!brand || !luhnValid(digits)) errors.number = 'INVALID_CARD_NUMBER';
  if (!card.expiry.trim()) errors.expiry = 'INVALID_INPUT';
  else if (!expiryValid(card.expiry, today)) errors.expiry = 'INVALID_DATE';
  if (!card.cvv.trim()) errors.cvv = 'INVALID_INPUT';
  else if (!cvvValid(card.cvv.trim(), brand ?? guessCardBrand(digits))) errors.cvv = 'INVALID_CODE';
  if (!card.name.trim()) errors.name = 'INVALID_INPUT';
  return errors;
}

/** 'Visa •••• 1111' */
export function maskedCard(brand: CardBrand, last4: string): string {
  return `${CARD_BRAND_NAMES[brand]} •••• ${last4}`;
}
