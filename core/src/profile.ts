import { FIELD_LIMITS, firstTooLong } from './text-limits.js';
import type { MessageCode } from './messages.js';
import { isUsState, isValidBirthdate, isValidZip, studentProfileSchema, type StudentProfileInput } from './validation.js';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Splits an ISO date (YYYY-MM-DD) into numbers; null when it is not one. */
export function birthdateParts(iso: string | null | undefined): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The ISO date of the form's day, month and year selects, or null when they do not make a valid birth date. */
export function birthdateFromParts(parts: DateParts, today: Date): string | null {
  const { year, month, day } = parts;
  if (!isValidBirthdate(year, month, day, today)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type ProfileCheck = { ok: true; value: StudentProfileInput } | { ok: false; code: MessageCode; values?: Record<string, string> };

/**
 * Checks a student profile as the edit form sends it, naming the first field that is wrong with
 * the catalogue text the form shows. Blank strings mean "not given"; birthdate null means none.
 */
export function checkStudentProfile(input: StudentProfileInput, today: Date): ProfileCheck {
  if (!Number.isInteger(input.grade) || input.grade < 0 || input.grade > 12) return { ok: false, code: 'INVALID_GRADE' };
  if (input.birthdate !== null) {
    const parts = birthdateParts(input.birthdate);
    if (!parts || !birthdateFromParts(parts, today)) return { ok: false, code: 'INVALID_BIRTHDATE' };
  }
  if (input.state.trim() !== '' && !isUsState(input.state.trim())) return { ok: false, code: 'INVALID_STATE' };
  if (input.zip.trim() !== '' && !isValidZip(input.zip.trim())) return { ok: false, code: 'INVALID_ZIP' };
  const tooLong = firstTooLong([
    [FIELD_LIMITS.school, input.school.trim()],
    [FIELD_LIMITS.street, input.street.trim()],
    [FIELD_LIMITS.city, input.city.trim()],
    [FIELD_LIMITS.country, input.country.trim()],
  ]);
  if (tooLong) return tooLong;
  const parsed = studentProfileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT' };
  return { ok: true, value: parsed.data };
}
