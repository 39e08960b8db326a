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

/**
 * Grade letters from a percent (classroom.md §4). The bounds are inclusive lower bounds; -1 means
 * the work is still in progress and null (or anything not above 0) has no grade.
 */
const LETTER_BOUNDS: readonly (readonly [number, string])[] = [
  [95, 'A+'],
  [85, 'A'],
  [75, 'A-'],
  [74, 'B+'],
  [67, 'B'],
  [60, 'B-'],
  [59, 'C+'],
  [49.5, 'C'],
  [40, 'C-'],
  [39, 'D+'],
  [29.5, 'D'],
  [20, 'D-'],
];

export const IN_PROGRESS_GRADE = -1;

export function gradeLetter(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return 'N/A';
  if (percent === IN_PROGRESS_GRADE) return 'In Progress';
  for (const [bound, letter] of LETTER_BOUNDS) if (percent >= bound) return letter;
  return percent > 0 ? 'F' : 'N/A';
}

export type GradeColor = 'green' | 'orange' | 'yellow';

/** Green at 75 and up, orange at 60 and up, otherwise yellow (classroom.md §4). */
export function gradeColor(percent: number | null | undefined): GradeColor {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return 'yellow';
  if (percent >= 75) return 'green';
  return percent >= 60 ? 'orange' : 'yellow';
}

/** A percent as the cards show it: whole numbers, or N/A when there is none. */
export function percentLabel(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || Number.isNaN(percent) || percent < 0) return 'N/A';
  return `${Math.round(percent)}%`;
}
