/** School grades: 0 is kindergarten (shown as K) up to 12. */
export const SCHOOL_GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function gradeLabel(grade: number | null | undefined): string {
  if (grade === null || grade === undefined) return '';
  return grade === 0 ? 'K' : String(grade);
}

/** Initials for the avatar in the header: first letters of first and last name. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  return `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase();
}

/** Birth years offered in profile forms: the last `span` years, newest first. */
export function birthYears(today: Date, span = 60): number[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: span }, (_, i) => year - i);
}

/** Days in a month (month 1 to 12); used to validate birth dates and fill the day select. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
