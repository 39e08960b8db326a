import { describe, expect, it } from 'vitest';
import {
  checkRosterFamilies,
  checkRosterHeader,
  checkRosterRecord,
  parseClassCodes,
  parseGrade,
  rosterColumnName,
  type RosterRow,
} from './roster.js';

const TODAY = new Date('2026-11-20T12:00:00Z');
const RECORD = {
  family: 'Lee',
  parent_first_name: 'Ana',
  parent_last_name: 'Lee',
  parent_email: 'Ana@Lee.test',
  parent_phone: '(408) 555-0199',
  student_first_name: 'Max',
  student_last_name: 'Lee',
  student_grade: 'K',
  class_codes: 'MA6-A; MA7-B  MA6-A',
};

describe('roster rows', () => {
  it('reads a row: e-mail lower-cased, phone in E.164, K as grade 0, codes once each, guardian by default', () => {
    const { row, problems } = checkRosterRecord(RECORD, 2, TODAY);
    expect(problems).toEqual([]);
    expect(row).toEqual({
      line: 2,
      familyKey: 'Lee',
      parent: { firstName: 'Ana', lastName: 'Lee', email: 'ana@lee.test', phoneNumber: '+14085550199', relation: 'GUARDIAN' },
      student: { firstName: 'Max', lastName: 'Lee', grade: 0, birthdate: null, school: '', gender: null },
      classCodes: ['MA6-A', 'MA7-B'],
    });
  });

  it('lists every problem of a row with its line', () => {
    const { row, problems } = checkRosterRecord(
      {
        ...RECORD,
        parent_email: 'nobody',
        parent_phone: '12',
        student_grade: '13',
        student_first_name: ' ',
        student_birthdate: '2020-02-30',
        student_gender: 'x',
        parent_relation: 'aunt',
      },
      7,
      TODAY,
    );
    expect(row).toBeNull();
    expect(problems.map((p) => p.line)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(problems.map((p) => p.message)).toEqual([
      'parent_email "nobody" is not an e-mail address',
      'parent_phone "12" is not a phone number',
      'parent_relation must be one of FATHER, MOTHER, GUARDIAN, OTHER',
      'student_first_name is empty',
      'student_grade "13" is not K or a grade from 1 to 12',
      'student_birthdate "2020-02-30" is not a date (YYYY-MM-DD)',
      'student_gender must be M, F, MALE or FEMALE',
    ]);
  });

  it.each([
    ['K', 0],
    ['k', 0],
    ['0', 0],
    ['12', 12],
    ['13', null],
    ['-1', null],
    ['1.5', null],
  ])('grade %s is %s', (text, grade) => {
    expect(parseGrade(text)).toBe(grade);
  });

  it('splits class codes on semicolons, commas and spaces', () => {
    expect(parseClassCodes('A, B;C  D ;; A')).toEqual(['A', 'B', 'C', 'D']);
    expect(parseClassCodes('  ')).toEqual([]);
  });

  it('keeps a name that starts like a spreadsheet formula as it is: a name is data, the CSV writer guards it', () => {
    const { row, problems } = checkRosterRecord({ ...RECORD, student_first_name: "=cmd|' /C calc'!A0" }, 2, TODAY);
    expect(problems).toEqual([]);
    expect(row?.student.firstName).toBe("=cmd|' /C calc'!A0");
  });
});

describe('roster header', () => {
  it('names the missing, unknown and repeated columns', () => {
    const columns = ['Family', 'Parent Email', 'parent-phone', 'shoe size', 'family'].map(rosterColumnName);
    expect(checkRosterHeader(columns)).toEqual([
      { line: 1, message: 'missing columns: parent_first_name, parent_last_name, student_first_name, student_last_name, student_grade' },
      { line: 1, message: 'unknown column: shoe_size' },
      { line: 1, message: 'column given twice: family' },
    ]);
  });

  it('names a few of a header of garbage, each cut short, in a line', () => {
    const columns = Array.from({ length: 100_000 }, (_, index) => `${'x'.repeat(50)}${index % 3}`);
    const problems = checkRosterHeader(columns);
    expect(problems[1]).toEqual({
      line: 1,
      message: `unknown columns: ${Array.from({ length: 5 }, () => `${'x'.repeat(40)}…`).join(', ')} and 99995 more`,
    });
    expect(problems[2]!.message).toMatch(/^column given twice: (x{40}…, ){2}x{40}…$/);
  });
});

describe('roster families', () => {
  const row = (line: number, changes: Partial<typeof RECORD>): RosterRow => checkRosterRecord({ ...RECORD, ...changes }, line, TODAY).row!;

  it('lets a family list several students and two parents', () => {
    const rows = [
      row(2, {}),
      row(3, { student_first_name: 'Mia' }),
      row(4, { student_first_name: 'Zoe', parent_first_name: 'Bo', parent_email: 'bo@lee.test', parent_phone: '4085550198' }),
    ];
    expect(checkRosterFamilies(rows)).toEqual([]);
  });

  it('refuses a phone in two families, an e-mail of two parents, a changed parent and a student listed twice', () => {
    const rows = [
      row(2, {}),
      row(3, { family: 'Kim', student_first_name: 'Kai' }),
      row(4, { family: 'Kim', student_first_name: 'Ivy', parent_phone: '4085550100' }),
      row(5, { student_first_name: 'Mia', parent_first_name: 'Anna' }),
      row(6, { student_first_name: 'max' }),
    ];
    expect(checkRosterFamilies(rows)).toEqual([
      { line: 3, message: 'parent_phone is also in family "Lee" (line 2)' },
      { line: 4, message: 'parent_email is also the e-mail of another parent (line 2)' },
      { line: 5, message: 'parent with this phone differs from line 2 (name or e-mail)' },
      { line: 6, message: 'student max Lee is already on line 2' },
    ]);
  });
});
