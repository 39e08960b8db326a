import { gradeLabel } from './grades.js';

/**
 * The catalog's filters (family-catalog-payment.md §2 "Catalog"): subject, grade band, session,
 * program and location carried in the query string. Selecting an entry a second time deselects it;
 * choosing a subject clears the session, and choosing a session clears the subject.
 */

export const GRADE_BANDS = [
  { key: '1-2', label: 'Grades 1-2', startGrade: 1, endGrade: 2 },
  { key: '3-5', label: 'Grades 3-5', startGrade: 3, endGrade: 5 },
  { key: '6-8', label: 'Grades 6-8', startGrade: 6, endGrade: 8 },
  { key: '9-12', label: 'Grades 9-12', startGrade: 9, endGrade: 12 },
] as const;
export type GradeBandKey = (typeof GRADE_BANDS)[number]['key'];

/**
 * The academy's programs and their grade ranges (§9). A class belongs to the program its course's
 * category names; the catalog shows a program's card when it sells a class of it.
 */
export const PROGRAMS = [
  { name: 'AP', startGrade: 8, endGrade: 12 },
  { name: 'Olympiad', startGrade: 0, endGrade: 12 },
  { name: 'Accelerated', startGrade: 3, endGrade: 12 },
  { name: 'Science', startGrade: 3, endGrade: 8 },
  { name: 'Biology', startGrade: 7, endGrade: 12 },
  { name: 'Chemistry', startGrade: 8, endGrade: 12 },
  { name: 'Physics', startGrade: 7, endGrade: 12 },
  { name: 'Programming', startGrade: 2, endGrade: 11 },
] as const;
export type Program = (typeof PROGRAMS)[number];

/** 'Grades 8-12', 'Grades K-12' (grade 0 is K). */
export const programGrades = (program: Pick<Program, 'startGrade' | 'endGrade'>): string =>
  `Grades ${gradeLabel(program.startGrade)}-${gradeLabel(program.endGrade)}`;

/** The programs with a class for sale, in the order of §9, from the categories the catalog sells. */
export const programsOnSale = (categories: readonly string[]): Program[] => PROGRAMS.filter((program) => categories.includes(program.name));

/** Session cards of the catalog (the names classrooms carry in `session`). */
export const CATALOG_SESSIONS = [
  'Tutoring',
  'Competition',
  'Fall Online',
  'Fall In Person',
  'Winter Online',
  'Winter In Person',
  'Winter Bootcamp',
] as const;

export interface CatalogFilter {
  subject: string | null;
  grade: GradeBandKey | null;
  /** Session names; the query string carries them as a JSON array. */
  session: string[] | null;
  location: string | null;
  /** A program's name (a course category, §9). */
  program: string | null;
}

export const EMPTY_FILTER: CatalogFilter = { subject: null, grade: null, session: null, location: null, program: null };

export function hasFilter(filter: CatalogFilter): boolean {
  return filter.subject !== null || filter.grade !== null || filter.session !== null || filter.location !== null || filter.program !== null;
}

const isBand = (value: string | null): value is GradeBandKey => GRADE_BANDS.some((band) => band.key === value);

/** Reads the filter from a query string; anything unreadable is "not given". */
export function parseCatalogFilter(params: URLSearchParams): CatalogFilter {
  const grade = params.get('grade');
  let session: string[] | null = null;
  const rawSession = params.get('session');
  if (rawSession) {
    try {
      const parsed: unknown = JSON.parse(rawSession);
      const list = Array.isArray(parsed) ? parsed : [parsed];
      const names = list.filter((s): s is string => typeof s === 'string' && s.length > 0 && s.length <= 60);
      session = names.length ? names.slice(0, 10) : null;
    } catch {
      session = rawSession.length <= 60 ? [rawSession] : null;
    }
  }
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value && value.length <= 60 ? value : null;
  };
  return {
    subject: text('subject'),
    grade: isBand(grade) ? grade : null,
    session,
    location: text('location'),
    program: text('program'),
  };
}

export function catalogQueryString(filter: CatalogFilter): string {
  const params = new URLSearchParams();
  if (filter.subject) params.set('subject', filter.subject);
  if (filter.grade) params.set('grade', filter.grade);
  if (filter.session) params.set('session', JSON.stringify(filter.session));
  if (filter.location) params.set('location', filter.location);
  if (filter.program) params.set('program', filter.program);
  return params.toString();
}

type Choice =
  | { kind: 'subject'; value: string }
  | { kind: 'grade'; value: GradeBandKey }
  | { kind: 'session'; value: string[] }
  | { kind: 'location'; value: string }
  | { kind: 'program'; value: string };

const sameSession = (a: string[] | null, b: string[]) => a !== null && a.length === b.length && a.every((s, i) => s === b[i]);

/** The filter after a click on a catalog entry. */
export function toggleCatalogFilter(filter: CatalogFilter, choice: Choice): CatalogFilter {
  switch (choice.kind) {
    case 'subject':
      return filter.subject === choice.value ? { ...filter, subject: null } : { ...filter, subject: choice.value, session: null };
    case 'session':
      return sameSession(filter.session, choice.value) ? { ...filter, session: null } : { ...filter, session: choice.value, subject: null };
    case 'grade':
      return { ...filter, grade: filter.grade === choice.value ? null : choice.value };
    case 'location':
      return { ...filter, location: filter.location === choice.value ? null : choice.value };
    case 'program':
      return { ...filter, program: filter.program === choice.value ? null : choice.value };
  }
}

export function gradeBand(key: GradeBandKey): { startGrade: number; endGrade: number } {
  const band = GRADE_BANDS.find((b) => b.key === key)!;
  return { startGrade: band.startGrade, endGrade: band.endGrade };
}

/** 'MA6-A: Pre-Algebra' → 'Pre-Algebra' (cards show the part after the colon). */
export function classTitle(title: string): string {
  const colon = title.indexOf(':');
  return colon >= 0 ? title.slice(colon + 1).trim() : title;
}

/**
 * Whether a course takes a student of `grade` (0 is K): the grade filter's rule (a class matches a
 * band its grades overlap) for the band of the student's one grade. Paid and free enrolment of a
 * parent's student follow it.
 */
export function courseTakesGrade(course: { startGrade: number; endGrade: number }, grade: number): boolean {
  return course.startGrade <= grade && grade <= course.endGrade;
}
