import type { MessageCode } from '@solve/core/messages';
import { daysInMonth } from '@solve/core/grades';
import { birthdateFromParts, birthdateParts, checkStudentProfile } from '@solve/core/profile';
import type { StudentProfileInput } from '@solve/core/validation';

/** The edit form's values: selects hold strings, '' means nothing chosen. */
export interface StudentFormValues {
  school: string;
  grade: string;
  day: string;
  month: string;
  year: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface LoadedStudent {
  school: string;
  grade: number;
  birthdate?: string | null;
  location?: { street: string; city: string; state: string; zip: string; country: string } | null;
}

export function formValuesOf(student: LoadedStudent): StudentFormValues {
  const parts = birthdateParts(student.birthdate);
  return {
    school: student.school,
    grade: String(student.grade),
    day: parts ? String(parts.day) : '',
    month: parts ? String(parts.month) : '',
    year: parts ? String(parts.year) : '',
    street: student.location?.street ?? '',
    city: student.location?.city ?? '',
    state: student.location?.state ?? '',
    zip: student.location?.zip ?? '',
    country: student.location?.country || 'USA',
  };
}

/** Days of the chosen month (29 in a leap February); 31 until month and year are chosen. */
export function dayCountOf(values: StudentFormValues): number {
  return values.month && values.year ? daysInMonth(Number(values.year), Number(values.month)) : 31;
}

/** The values with a day the chosen month does not have (31 after choosing February) cleared, not kept invalid. */
export function withDayInMonth(values: StudentFormValues): StudentFormValues {
  return Number(values.day) > dayCountOf(values) ? { ...values, day: '' } : values;
}

export type FormCheck = { ok: true; input: StudentProfileInput } | { ok: false; code: MessageCode; values?: Record<string, string> };

/**
 * The mutation input from the form, checked with the same rules the server applies so the
 * student sees the catalogue text before sending. A birth date needs all three selects or none.
 */
export function profileInputOf(values: StudentFormValues, today: Date): FormCheck {
  const chosen = [values.day, values.month, values.year].filter((v) => v !== '').length;
  let birthdate: string | null = null;
  if (chosen === 3) {
    birthdate = birthdateFromParts({ year: Number(values.year), month: Number(values.month), day: Number(values.day) }, today);
    if (!birthdate) return { ok: false, code: 'INVALID_BIRTHDATE' };
  } else if (chosen > 0) {
    return { ok: false, code: 'INVALID_BIRTHDATE' };
  }
  const input: StudentProfileInput = {
    school: values.school,
    grade: values.grade === '' ? Number.NaN : Number(values.grade),
    birthdate,
    street: values.street,
    city: values.city,
    state: values.state,
    zip: values.zip,
    country: values.country,
  };
  const checked = checkStudentProfile(input, today);
  return checked.ok ? { ok: true, input: checked.value } : checked;
}
