import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages.js';
import {
  checkOnboardingParent,
  checkReferral,
  classesForGrade,
  onboardingProgress,
  onboardingProgressMax,
  onboardingStep,
  REFERRAL,
  referralSummary,
} from './referral.js';

const referral = { refereeFirstName: ' Ann ', refereeLastName: 'Lee', email: 'Ann.Lee@Example.com ', phone: '' };

describe('checkReferral', () => {
  it.each([
    [{ email: '' }, 'INVALID_EMAIL'],
    [{ email: 'ann@' }, 'INVALID_EMAIL'],
    [{ email: 'ann lee@example.com' }, 'INVALID_EMAIL'],
    [{ refereeFirstName: ' ' }, 'REQUIRED_FIELDS'],
    [{ refereeLastName: '' }, 'REQUIRED_FIELDS'],
    [{ phone: '12' }, 'REFERRAL_SEND_FAILED'],
  ])('refuses %o with %s', (change, code) => {
    expect(checkReferral({ ...referral, ...change })).toEqual({ ok: false, code });
  });

  it('names a field that is too long and its limit', () => {
    expect(checkReferral({ ...referral, refereeFirstName: 'x'.repeat(61) })).toEqual({
      ok: false,
      code: 'FIELD_TOO_LONG',
      values: { field: 'First name', max: '60' },
    });
  });

  it('asks for the e-mail before the names, as the form does', () => {
    expect(checkReferral({ refereeFirstName: '', refereeLastName: '', email: '' })).toEqual({ ok: false, code: 'INVALID_EMAIL' });
  });

  it('normalises what it accepts; the phone is optional', () => {
    expect(checkReferral(referral)).toEqual({
      ok: true,
      value: { refereeFirstName: 'Ann', refereeLastName: 'Lee', email: 'ann.lee@example.com', phone: null },
    });
    expect(checkReferral({ ...referral, phone: '(408) 555-0100' })).toMatchObject({ ok: true, value: { phone: '+14085550100' } });
  });

  it('keeps the spec texts', () => {
    expect(messages.REFERRAL_SEND_FAILED).toBe('Invalid email or phonenumber');
    expect(messages.INVALID_EMAIL).toBe('Please enter a valid email address');
    expect(formatMessage('ALREADY_REGISTERED', { email: 'ann@example.com' })).toBe('ann@example.com has already been registered');
    expect(messages.REFERRAL_THANKS).toBe('Thank you for your referral. Check your email for confirmation.');
  });
});

describe('referralSummary', () => {
  it('counts signups (enrolled referees signed up too), enrollments and $100 per enrolment', () => {
    expect(referralSummary({})).toEqual({ signups: 0, enrollments: 0, creditsCents: 0 });
    expect(referralSummary({ INITIATED: 4, SIGNEDUP: 2, ENROLLED: 3 })).toEqual({ signups: 5, enrollments: 3, creditsCents: 30_000 });
    expect(REFERRAL).toEqual({ creditCents: 10_000, pageSize: 5 });
  });
});

describe('onboardingStep', () => {
  const referred = { status: 'REFERRED', confirmed: false, finished: false, studentCount: 0, enrolled: false };
  it.each([
    [{}, 1],
    [{ confirmed: true }, 2],
    [{ confirmed: true, studentCount: 1 }, 3],
    [{ confirmed: true, studentCount: 2 }, 3],
    [{ studentCount: 1 }, null],
    [{ confirmed: true, studentCount: 1, finished: true }, null],
    [{ confirmed: true, studentCount: 1, enrolled: true }, null],
    [{ status: 'PROSPECT' }, null],
    [{ status: 'ACTIVE', confirmed: true }, null],
  ])('%o is step %s', (change, step) => {
    expect(onboardingStep({ ...referred, ...change })).toBe(step);
  });

  it('moves the progress bar 100 per step', () => {
    expect([onboardingProgress(1), onboardingProgress(2), onboardingProgress(3)]).toEqual([100, 200, 300]);
    expect(onboardingProgressMax).toBe(300);
  });
});

describe('checkOnboardingParent', () => {
  const parent = { firstName: 'Diego', lastName: 'Martinez', email: 'Diego@Example.com', phoneNumber: '555-010-0002', relation: 'Father' };
  it.each([
    [{ firstName: '' }, 'ONBOARDING_MISSING'],
    [{ lastName: ' ' }, 'ONBOARDING_MISSING'],
    [{ email: '' }, 'ONBOARDING_MISSING'],
    [{ phoneNumber: '' }, 'ONBOARDING_MISSING'],
    [{ relation: '' }, 'ONBOARDING_MISSING'],
    [{ relation: 'GUARDIAN' }, 'ONBOARDING_MISSING'],
    [{ email: 'nope' }, 'INVALID_EMAIL'],
    [{ phoneNumber: '12' }, 'ENTER_PHONE'],
  ])('refuses %o with %s', (change, code) => {
    expect(checkOnboardingParent({ ...parent, ...change })).toEqual({ ok: false, code });
  });

  it('accepts Father, Mother and Other and normalises', () => {
    expect(checkOnboardingParent(parent)).toEqual({
      ok: true,
      value: { firstName: 'Diego', lastName: 'Martinez', email: 'diego@example.com', phoneNumber: '+15550100002', relation: 'FATHER' },
    });
    expect(checkOnboardingParent({ ...parent, relation: 'other' })).toMatchObject({ ok: true, value: { relation: 'OTHER' } });
    expect(messages.ONBOARDING_MISSING).toBe('Some fields are missing*');
    expect(messages.ONBOARDING_PHONE_IN_USE).toBe('This phone number is already in use*');
  });
});

describe('classesForGrade', () => {
  const c = (startGrade: number, endGrade: number, extra: { full?: boolean; priceCents?: number } = {}) => ({
    startGrade,
    endGrade,
    full: extra.full ?? false,
    priceCents: extra.priceCents ?? 30_000,
  });
  it('keeps classes whose grade range holds the grade, open and paid', () => {
    const list = [c(0, 2), c(5, 7), c(6, 6), c(7, 9), c(5, 8, { full: true }), c(5, 8, { priceCents: 0 })];
    expect(classesForGrade(list, 6)).toEqual([list[1], list[2]]);
    expect(classesForGrade(list, 0)).toEqual([list[0]]);
  });
});
