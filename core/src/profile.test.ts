import { describe, expect, it } from 'vitest';
import { birthdateFromParts, birthdateParts, checkStudentProfile } from './profile.js';
import type { StudentProfileInput } from './validation.js';

const today = new Date('2026-05-01T12:00:00Z');
const valid: StudentProfileInput = {
  school: 'Lincoln Middle School',
  grade: 7,
  birthdate: '2013-02-28',
  street: '1 Elm St',
  city: 'San Jose',
  state: 'CA',
  zip: '95112',
  country: 'USA',
};

describe('birth dates', () => {
  it('splits and joins ISO dates', () => {
    expect(birthdateParts('2013-02-09')).toEqual({ year: 2013, month: 2, day: 9 });
    expect(birthdateParts('2013-2-9')).toBeNull();
    expect(birthdateFromParts({ year: 2013, month: 2, day: 9 }, today)).toBe('2013-02-09');
  });

  it.each([
    [{ year: 2013, month: 2, day: 29 }, null],
    [{ year: 2012, month: 2, day: 29 }, '2012-02-29'],
    [{ year: 1967, month: 1, day: 1 }, '1967-01-01'],
    [{ year: 1966, month: 12, day: 31 }, null],
    [{ year: 2026, month: 6, day: 1 }, null],
    [{ year: 2026, month: 4, day: 30 }, '2026-04-30'],
  ])('%o → %s (the last 60 years, not in the future)', (parts, iso) => {
    expect(birthdateFromParts(parts, today)).toBe(iso);
  });
});

describe('student profile check', () => {
  it('accepts a full profile and blank optional fields', () => {
    expect(checkStudentProfile(valid, today)).toEqual({ ok: true, value: valid });
    const blank = { ...valid, birthdate: null, street: '', city: '', state: '', zip: '', country: '' };
    expect(checkStudentProfile(blank, today).ok).toBe(true);
  });

  it.each([
    [{ grade: 13 }, 'INVALID_GRADE'],
    [{ grade: -1 }, 'INVALID_GRADE'],
    [{ grade: 2.5 }, 'INVALID_GRADE'],
    [{ birthdate: '2013-02-30' }, 'INVALID_BIRTHDATE'],
    [{ birthdate: '1900-01-01' }, 'INVALID_BIRTHDATE'],
    [{ birthdate: 'yesterday' }, 'INVALID_BIRTHDATE'],
    [{ state: 'XX' }, 'INVALID_STATE'],
    [{ state: 'California' }, 'INVALID_STATE'],
    [{ zip: '9511A' }, 'INVALID_ZIP'],
    [{ zip: '123' }, 'INVALID_ZIP'],
  ] as const)('%o → %s', (change, code) => {
    expect(checkStudentProfile({ ...valid, ...change }, today)).toEqual({ ok: false, code });
  });

  it.each([
    [{ school: 'x'.repeat(121) }, 'School', '120'],
    [{ street: 'x'.repeat(201) }, 'Street', '200'],
    [{ city: 'x'.repeat(101) }, 'City', '100'],
    [{ country: 'x'.repeat(101) }, 'Country', '100'],
  ] as const)('%o is too long for %s (at most %s)', (change, field, max) => {
    expect(checkStudentProfile({ ...valid, ...change }, today)).toEqual({ ok: false, code: 'FIELD_TOO_LONG', values: { field, max } });
  });
});
