import { describe, expect, it } from 'vitest';
import { checkAddStudent, checkJoin, isAddStudentBirthdate, isOver13, sortFamilyStudents, studentUsername } from './family.js';

const today = new Date('2026-11-25T12:00:00Z');
const join = { firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.com ', relation: 'Mother', phoneNumber: '(408) 555-0100' };

describe('checkJoin', () => {
  it.each([
    [{ firstName: '' }, 'REQUIRED_FIELDS'],
    [{ lastName: ' ' }, 'REQUIRED_FIELDS'],
    [{ email: '' }, 'REQUIRED_FIELDS'],
    [{ relation: '' }, 'REQUIRED_FIELDS'],
    [{ phoneNumber: '' }, 'REQUIRED_FIELDS'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL'],
    [{ phoneNumber: '12' }, 'ENTER_PHONE'],
    [{ relation: 'Uncle' }, 'REQUIRED_FIELDS'],
  ])('refuses %o with %s', (change, code) => {
    expect(checkJoin({ ...join, ...change })).toEqual({ ok: false, code });
  });
  it('normalises what it accepts', () => {
    expect(checkJoin(join)).toEqual({
      ok: true,
      value: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', relation: 'MOTHER', phoneNumber: '+14085550100' },
    });
  });
});

describe('add student', () => {
  it.each([
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2027-12-31', true],
    ['2028-01-01', false],
    ['2015-02-29', false],
    ['2016-02-29', true],
    ['2016-13-01', false],
    ['soon', false],
  ])('birth date %s valid: %s', (iso, valid) => {
    expect(isAddStudentBirthdate(iso, today)).toBe(valid);
  });
  it('over 13 from the thirteenth birthday on', () => {
    expect(isOver13('2013-11-25', '2026-11-25')).toBe(true);
    expect(isOver13('2013-11-26', '2026-11-25')).toBe(false);
  });
  it('username: first name, last initial, three digits', () => {
    expect(studentUsername('Mary Ann', "O'Neil", 7)).toBe('maryanno007');
    expect(studentUsername('Zoë', 'Lee', 123)).toBe('zoel123');
    expect(studentUsername('李', '', 5)).toBe('student005');
  });
  const student = {
    firstName: 'Kim',
    lastName: 'Lee',
    birthdate: '2014-05-01',
    grade: 6,
    gender: 'female',
    school: 'Oak',
    password: 'longenough',
  };
  it.each([
    [{ firstName: '' }, 'ADD_STUDENT_REQUIRED'],
    [{ school: '' }, 'ADD_STUDENT_REQUIRED'],
    [{ grade: null }, 'ADD_STUDENT_REQUIRED'],
    [{ gender: '' }, 'ADD_STUDENT_REQUIRED'],
    [{ birthdate: '' }, 'ADD_STUDENT_REQUIRED'],
    [{ birthdate: '1850-01-01' }, 'INVALID_BIRTHDATE'],
    [{ grade: 13 }, 'INVALID_GRADE'],
    [{ password: 'short' }, 'PASSWORD_TOO_SHORT'],
  ])('refuses %o with %s', (change, code) => {
    expect(checkAddStudent({ ...student, ...change }, today)).toEqual({ ok: false, code });
  });
  it('accepts a complete student', () => {
    expect(checkAddStudent(student, today)).toMatchObject({ ok: true, value: { gender: 'FEMALE', grade: 6 } });
  });
});

describe('sortFamilyStudents', () => {
  it('puts active students first, then orders by id', () => {
    const list = [
      { id: 3, enrollmentStatus: 'ACTIVE' },
      { id: 1, enrollmentStatus: 'INACTIVE' },
      { id: 2, enrollmentStatus: 'ACTIVE' },
    ];
    expect(sortFamilyStudents(list).map((s) => s.id)).toEqual([2, 3, 1]);
  });
});
