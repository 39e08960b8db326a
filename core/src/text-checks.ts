// Checks of what people type (phones, emails, passwords, addresses, dates) without zod, so that
// the web app's sign-in pages can use them without loading a schema library.
import { BIRTH_YEAR_SPAN, PASSWORD_MIN_LENGTH, US_STATES } from './constants.js';
import { daysInMonth } from './grades.js';

export { formatPhone, normalizePhone } from './phone.js';

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(input: string): boolean {
  return EMAIL_PATTERN.test(input.trim());
}

export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

export function isValidZip(zip: string): boolean {
  return /^\d{5}(\d{4})?$/.test(zip.replace(/[\s-]/g, ''));
}

const stateCodes = new Set<string>(US_STATES.map(([code]) => code));
export function isUsState(code: string): boolean {
  return stateCodes.has(code);
}

/** A birth date given as year, month (1-12) and day, within the span the profile form offers. */
export function isValidBirthdate(year: number, month: number, day: number, today: Date): boolean {
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year > thisYear || year <= thisYear - BIRTH_YEAR_SPAN) return false;
  if (month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
  return Date.UTC(year, month - 1, day) <= today.getTime();
}
