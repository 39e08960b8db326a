import { FAMILY_RELATIONS, type FamilyRelation, isAddStudentBirthdate } from './family.js';
import { isValidEmail, normalizeEmail, normalizePhone } from './text-checks.js';

/**
 * The roster file (a CSV with a header row): one row per student with their family's key, one
 * parent's contact and the codes of the classes to enrol in. Rows with the same `family` are one
 * family; each distinct parent phone in a family is one parent, the first one primary.
 */
export const ROSTER_COLUMNS = [
  'family',
  'parent_first_name',
  'parent_last_name',
  'parent_email',
  'parent_phone',
  'parent_relation',
  'student_first_name',
  'student_last_name',
  'student_grade',
  'student_birthdate',
  'student_school',
  'student_gender',
  'class_codes',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

export const REQUIRED_ROSTER_COLUMNS: readonly RosterColumn[] = [
  'family',
  'parent_first_name',
  'parent_last_name',
  'parent_email',
  'parent_phone',
  'student_first_name',
  'student_last_name',
  'student_grade',
];

/** Most rows one file may hold (each new student's first password is hashed): larger rosters go in parts. */
export const ROSTER_MAX_ROWS = 1000;

export interface RosterParent {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  relation: FamilyRelation;
}

export interface RosterStudent {
  firstName: string;
  lastName: string;
  grade: number;
  birthdate: string | null;
  school: string;
  gender: 'MALE' | 'FEMALE' | null;
}

export interface RosterRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  familyKey: string;
  parent: RosterParent;
  student: RosterStudent;
  classCodes: string[];
}

export interface RosterProblem {
  /** 0: the file as a whole. */
  line: number;
  message: string;
}

/** Header names as people write them: 'Parent Email' and 'parent_email' are the same column. */
export const rosterColumnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Missing required columns and columns the format does not know, as problems of line 1. */
export function checkRosterHeader(columns: readonly string[]): RosterProblem[] {
  const known = new Set<string>(ROSTER_COLUMNS);
  const problems: RosterProblem[] = [];
  const missing = REQUIRED_ROSTER_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length) problems.push({ line: 1, message: `missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` });
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length) problems.push({ line: 1, message: `unknown column${unknown.length > 1 ? 's' : ''}: ${namesOf(unknown)}` });
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const column of columns) (seen.has(column) ? repeated : seen).add(column);
  if (repeated.size) problems.push({ line: 1, message: `column given twice: ${namesOf([...repeated])}` });
  return problems;
}

/** Names for a problem's text: the first few, each cut short, so that a header of garbage reads as a line, not a page. */
function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, 5).map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name));
  return names.length > shown.length ? `${shown.join(', ')} and ${names.length - shown.length} more` : shown.join(', ');
}

/** 'K' or 0 is kindergarten; 1 to 12 the grades. */
export function parseGrade(text: string): number | null {
  const value = text.trim().toUpperCase();
  if (value === 'K') return 0;
  if (!/^\d{1,2}$/.test(value)) return null;
  const grade = Number(value);
  return grade <= 12 ? grade : null;
}

const GENDERS: Record<string, 'MALE' | 'FEMALE'> = { M: 'MALE', MALE: 'MALE', F: 'FEMALE', FEMALE: 'FEMALE' };

/** Class codes separated by semicolons, commas or spaces, each once. */
export const parseClassCodes = (text: string) => [...new Set(text.split(/[;,\s]+/).filter(Boolean))];

/** One record of the file, by column name: the row, or every problem it has. */
export function checkRosterRecord(
  record: Readonly<Record<string, string | undefined>>,
  line: number,
  today: Date,
): { row: RosterRow | null; problems: RosterProblem[] } {
  const problems: string[] = [];
  const get = (column: RosterColumn) => (record[column] ?? '').trim();
  const required = (column: RosterColumn, max: number) => {
    const value = get(column);
    if (!value) problems.push(`${column} is empty`);
    else if (value.length > max) problems.push(`${column} is longer than ${max} characters`);
    return value;
  };
  const familyKey = required('family', 100);
  const parentFirstName = required('parent_first_name', 60);
  const parentLastName = required('parent_last_name', 60);
  const rawEmail = required('parent_email', 200);
  const email = normalizeEmail(rawEmail);
  if (rawEmail && !isValidEmail(email)) problems.push(`parent_email "${rawEmail}" is not an e-mail address`);
  const rawPhone = required('parent_phone', 40);
  const phoneNumber = rawPhone ? normalizePhone(rawPhone) : null;
  if (rawPhone && !phoneNumber) problems.push(`parent_phone "${rawPhone}" is not a phone number`);
  const relationText = get('parent_relation').toUpperCase() || 'GUARDIAN';
  const relation = (FAMILY_RELATIONS as readonly string[]).includes(relationText) ? (relationText as FamilyRelation) : null;
  if (!relation) problems.push(`parent_relation must be one of ${FAMILY_RELATIONS.join(', ')}`);
  const studentFirstName = required('student_first_name', 60);
  const studentLastName = required('student_last_name', 60);
  const gradeText = required('student_grade', 2);
  const grade = gradeText ? parseGrade(gradeText) : null;
  if (gradeText && grade === null) problems.push(`student_grade "${gradeText}" is not K or a grade from 1 to 12`);
  const birthdate = get('student_birthdate') || null;
  if (birthdate && !isAddStudentBirthdate(birthdate, today)) problems.push(`student_birthdate "${birthdate}" is not a date (YYYY-MM-DD)`);
  const school = get('student_school');
  if (school.length > 120) problems.push('student_school is longer than 120 characters');
  const genderText = get('student_gender').toUpperCase();
  const gender = genderText ? (GENDERS[genderText] ?? null) : null;
  if (genderText && !gender) problems.push('student_gender must be M, F, MALE or FEMALE');
  const classCodes = parseClassCodes(get('class_codes'));
  if (classCodes.some((code) => code.length > 40)) problems.push('a class code is longer than 40 characters');

  if (problems.length) return { row: null, problems: problems.map((message) => ({ line, message })) };
  return {
    row: {
      line,
      familyKey,
      parent: { firstName: parentFirstName, lastName: parentLastName, email, phoneNumber: phoneNumber!, relation: relation! },
      student: { firstName: studentFirstName, lastName: studentLastName, grade: grade!, birthdate, school, gender },
      classCodes,
    },
    problems: [],
  };
}

const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.firstName.toLowerCase() === b.firstName.toLowerCase() && a.lastName.toLowerCase() === b.lastName.toLowerCase();

/**
 * What only the rows together can say: a phone or e-mail that names two different parents or
 * belongs to two families, and a student listed twice in one family.
 */
export function checkRosterFamilies(rows: readonly RosterRow[]): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const byPhone = new Map<string, RosterRow>();
  const byEmail = new Map<string, RosterRow>();
  const students = new Map<string, RosterRow[]>();
  for (const row of rows) {
    const { parent } = row;
    const phoneOwner = byPhone.get(parent.phoneNumber);
    if (!phoneOwner) byPhone.set(parent.phoneNumber, row);
    else if (phoneOwner.familyKey !== row.familyKey) {
      problems.push({ line: row.line, message: `parent_phone is also in family "${phoneOwner.familyKey}" (line ${phoneOwner.line})` });
    } else if (phoneOwner.parent.email !== parent.email || !sameName(phoneOwner.parent, parent)) {
      problems.push({ line: row.line, message: `parent with this phone differs from line ${phoneOwner.line} (name or e-mail)` });
    }
    const emailOwner = byEmail.get(parent.email);
    if (!emailOwner) byEmail.set(parent.email, row);
    else if (emailOwner.parent.phoneNumber !== parent.phoneNumber) {
      problems.push({ line: row.line, message: `parent_email is also the e-mail of another parent (line ${emailOwner.line})` });
    }
    const family = students.get(row.familyKey) ?? [];
    const twin = family.find((other) => sameName(other.student, row.student));
    if (twin)
      problems.push({
        line: row.line,
        message: `student ${row.student.firstName} ${row.student.lastName} is already on line ${twin.line}`,
      });
    family.push(row);
    students.set(row.familyKey, family);
  }
  return problems;
}
