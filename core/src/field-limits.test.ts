import { describe, expect, it } from 'vitest';
import { BILLING_LIMITS, FIELD_LIMITS, fieldTooLong, firstTooLong } from './field-limits.js';
import { checkAddStudent, checkJoin } from './family.js';
import { formatMessage } from './messages.js';
import { checkOnboardingParent } from './referral.js';

describe('field limits', () => {
  it('a value up to the limit passes; one more names the field and the figure', () => {
    expect(fieldTooLong(BILLING_LIMITS.address, 'a'.repeat(60))).toBeNull();
    const tooLong = fieldTooLong(BILLING_LIMITS.address, 'a'.repeat(61));
    expect(tooLong).toEqual({ ok: false, code: 'FIELD_TOO_LONG', values: { field: 'Address', max: '60' } });
    expect(formatMessage(tooLong!.code, tooLong!.values)).toBe('Address can be at most 60 characters.');
  });

  it('reports the first field of the form that is too long', () => {
    const found = firstTooLong([
      [FIELD_LIMITS.firstName, 'Dana'],
      [FIELD_LIMITS.lastName, 'x'.repeat(61)],
      [FIELD_LIMITS.email, 'x'.repeat(300)],
    ]);
    expect(found?.values.field).toBe('Last name');
  });

  it('registration, adding a student and onboarding name the field instead of "Some fields are invalid"', () => {
    const join = { firstName: 'x'.repeat(500), lastName: 'Lee', email: 'ann@example.com', relation: 'MOTHER', phoneNumber: '6505550100' };
    expect(checkJoin(join)).toMatchObject({ code: 'FIELD_TOO_LONG', values: { field: 'First name', max: '60' } });
    expect(checkJoin({ ...join, firstName: 'Ann', email: `${'x'.repeat(200)}@example.com` })).toMatchObject({
      values: { field: 'Email', max: '200' },
    });
    const student = {
      firstName: 'Maya',
      lastName: 'Ortiz',
      birthdate: '2012-11-25',
      grade: 8,
      gender: 'FEMALE',
      school: 'x'.repeat(121),
      password: 'first-password',
    };
    expect(checkAddStudent(student, new Date('2026-11-25T12:00:00Z'))).toMatchObject({ values: { field: 'School', max: '120' } });
    expect(checkOnboardingParent({ ...join, lastName: 'x'.repeat(61), relation: 'FATHER' })).toMatchObject({
      code: 'FIELD_TOO_LONG',
    });
  });
});
