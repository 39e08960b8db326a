// Rules of family registration and of adding a student (family-catalog-payment.md §5).
import { FIELD_LIMITS, firstTooLong } from './text-limits.js';
import { daysInMonth } from './grades.js';
import type { MessageCode } from './messages.js';
import { birthdateParts } from './profile.js';
import { isStrongEnoughPassword, isValidEmail, normalizeEmail, normalizePhone } from './text-checks.js';

export const FAMILY_RELATIONS = ['FATHER', 'MOTHER', 'GUARDIAN', 'OTHER'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** A parent's details as typed: the Join form, or the first step of a referred family's onboarding. */
export interface ParentDetailsInput {
  firstName: string;
  lastName: string;
  email: string;
  relation: string;
  phoneNumber: string;
}

export type JoinInput = ParentDetailsInput;

export type JoinCheck =
  | { ok: true; value: { firstName: string; lastName: string; email: string; relation: FamilyRelation; phoneNumber: string } }
  | { ok: false; code: MessageCode; values?: Record<string, string> };

interface TrimmedParentDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** In capitals, not yet checked against the relations a form offers. */
  relation: string;
}

/** The details trimmed (the e-mail normalised, the relation in capitals); null when any is empty. */
export function filledParentDetails(input: ParentDetailsInput): TrimmedParentDetails | null {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = normalizeEmail(input.email);
  const relation = input.relation.trim().toUpperCase();
  if (!firstName || !lastName || !email || !relation || !input.phoneNumber.trim()) return null;
  return { firstName, lastName, email, relation };
}

/** Names and e-mail each within its length (FIELD_TOO_LONG names the field), then a real e-mail. */
export function parentNamesAndEmailProblem(
  details: TrimmedParentDetails,
): { ok: false; code: MessageCode; values?: Record<string, string> } | null {
  const tooLong = firstTooLong([
    [FIELD_LIMITS.firstName, details.firstName],
    [FIELD_LIMITS.lastName, details.lastName],
    [FIELD_LIMITS.email, details.email],
  ]);
  if (tooLong) return tooLong;
  if (!isValidEmail(details.email)) return { ok: false, code: 'INVALID_EMAIL' };
  return null;
}

/**
 * The Join form: every field required ('Please enter all required fields.'), each within its
 * length (FIELD_TOO_LONG names the field), then a real e-mail and phone.
 */
export function checkJoin(input: JoinInput): JoinCheck {
  const details = filledParentDetails(input);
  if (!details) return { ok: false, code: 'REQUIRED_FIELDS' };
  const problem = parentNamesAndEmailProblem(details);
  if (problem) return problem;
  const { firstName, lastName, email, relation } = details;
  if (!(FAMILY_RELATIONS as readonly string[]).includes(relation)) return { ok: false, code: 'REQUIRED_FIELDS' };
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) return { ok: false, code: 'ENTER_PHONE' };
  return { ok: true, value: { firstName, lastName, email, relation: relation as FamilyRelation, phoneNumber } };
}

/** A birth date of the add-student dialog: a real day with a year from 1900 to next year. */
export function isAddStudentBirthdate(iso: string, today: Date): boolean {
  const parts = birthdateParts(iso);
  if (!parts) return false;
  const { year, month, day } = parts;
  if (year < 1900 || year > today.getUTCFullYear() + 1) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Over 13 on `today` (ISO dates compare as strings once the year is moved on by 13). */
export function isOver13(birthdateIso: string, todayIso: string): boolean {
  const parts = birthdateParts(birthdateIso);
  if (!parts) return false;
  const thirteenth = `${String(parts.year + 13).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return thirteenth <= todayIso;
}

/** The username of a new student: first name, last-name initial and three digits, letters only, lower case. */
export function studentUsername(firstName: string, lastName: string, digits: number): string {
  const letters = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const first = letters(firstName).slice(0, 20) || 'student';
  return `${first}${letters(lastName).slice(0, 1)}${String(digits % 1000).padStart(3, '0')}`;
}

export interface AddStudentInput {
  firstName: string;
  lastName: string;
  birthdate: string;
  grade: number | null;
  gender: string;
  school: string;
  password: string;
}

export type AddStudentCheck =
  | {
      ok: true;
      value: {
        firstName: string;
        lastName: string;
        birthdate: string;
        grade: number;
        gender: 'MALE' | 'FEMALE';
        school: string;
        password: string;
      };
    }
  | { ok: false; code: MessageCode; values?: Record<string, string> };

/** The add-student dialog ('Please enter all required fields', 'Please enter a valid birthdate', FIELD_TOO_LONG). */
export function checkAddStudent(input: AddStudentInput, today: Date): AddStudentCheck {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const school = input.school.trim();
  const gender = input.gender.trim().toUpperCase();
  if (!firstName || !lastName || !input.birthdate.trim() || input.grade === null || !gender || !school) {
    return { ok: false, code: 'ADD_STUDENT_REQUIRED' };
  }
  if (!isAddStudentBirthdate(input.birthdate.trim(), today)) return { ok: false, code: 'INVALID_BIRTHDATE' };
  if (!Number.isInteger(input.grade) || input.grade < 0 || input.grade > 12) return { ok: false, code: 'INVALID_GRADE' };
  if (gender !== 'MALE' && gender !== 'FEMALE') return { ok: false, code: 'ADD_STUDENT_REQUIRED' };
  const tooLong = firstTooLong([
    [FIELD_LIMITS.firstName, firstName],
    [FIELD_LIMITS.lastName, lastName],
    [FIELD_LIMITS.school, school],
  ]);
  if (tooLong) return tooLong;
  if (!isStrongEnoughPassword(input.password)) return { ok: false, code: 'PASSWORD_TOO_SHORT' };
  return {
    ok: true,
    value: { firstName, lastName, birthdate: input.birthdate.trim(), grade: input.grade, gender, school, password: input.password },
  };
}

/** The HOME student selector's order: active students first, then by id. */
export function sortFamilyStudents<T extends { id: number; enrollmentStatus: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.enrollmentStatus === 'ACTIVE') - Number(a.enrollmentStatus === 'ACTIVE') || a.id - b.id);
}
