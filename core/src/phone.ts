import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers are stored in E.164 (+ and digits). North American numbers keep the shape the
 * academy has always stored and shown: ten digits, typed with or without the country code 1, and
 * read as (408) 555-0123. Numbers of other countries are typed with their + and country code and
 * must be numbers that country hands out.
 */

/** A phone number as typed, in E.164; null when it cannot be a phone number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.length === 10) return `+1${digits}`;
    return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : null;
  }
  if (digits.startsWith('1')) return digits.length === 11 ? `+${digits}` : null;
  const number = parsePhoneNumberFromString(`+${digits}`);
  return number?.isValid() ? number.number : null;
}

/** A stored E.164 number as people read it: North American numbers as (408) 555-0123, others unchanged. */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
