import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isStrongEnoughPassword,
  isUsState,
  isValidBirthdate,
  isValidEmail,
  isValidZip,
  normalizeEmail,
  normalizePhone,
  studentProfileSchema,
} from './validation.js';

describe('normalizePhone', () => {
  it.each([
    ['+15550100001', '+15550100001'],
    ['(555) 010-0001', '+15550100001'],
    ['555.010.0001', '+15550100001'],
    ['1 555 010 0001', '+15550100001'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', null],
    ['', null],
    ['phone', null],
    ['+1234567', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('emails', () => {
  it.each([
    ['grace@example.com', true],
    ['  grace@example.com ', true],
    ['grace@example', false],
    ['grace example@x.com', false],
    ['@example.com', false],
  ])('isValidEmail(%s) = %s', (input, expected) => expect(isValidEmail(input)).toBe(expected));

  it('lower-cases and trims', () => expect(normalizeEmail(' Grace@Example.COM ')).toBe('grace@example.com'));
});

describe('passwords', () => {
  it.each([
    ['1234567', false],
    ['12345678', true],
    ['solve-demo-2026', true],
  ])('%s long enough: %s', (input, expected) => expect(isStrongEnoughPassword(input)).toBe(expected));
});

describe('address parts', () => {
  it.each([
    ['95112', true],
    ['95112-1234', true],
    ['951121234', true],
    ['9511', false],
    ['ABCDE', false],
  ])('zip %s valid: %s', (input, expected) => expect(isValidZip(input)).toBe(expected));

  it.each([
    ['CA', true],
    ['WY', true],
    ['DC', false],
    ['ca', false],
  ])('state %s is one of the 50: %s', (input, expected) => expect(isUsState(input)).toBe(expected));
});

describe('isValidBirthdate (last 60 years, real calendar days, not in the future)', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it.each([
    [2013, 4, 12, true],
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2026, 11, 22, true],
    [2026, 11, 23, false],
    [1967, 1, 1, true],
    [1966, 12, 31, false],
    [2010, 13, 1, false],
    [2010, 4, 31, false],
  ])('%i-%i-%i valid: %s', (y, m, d, expected) => expect(isValidBirthdate(y, m, d, today)).toBe(expected));
});

describe('studentProfileSchema', () => {
  const valid = {
    school: 'Hyde',
    grade: 7,
    birthdate: '2013-04-12',
    street: '1 A St',
    city: 'San Jose',
    state: 'CA',
    zip: '95129',
    country: 'USA',
  };
  it('accepts a complete profile', () => expect(studentProfileSchema.safeParse(valid).success).toBe(true));
  it('accepts blank address parts', () =>
    expect(studentProfileSchema.safeParse({ ...valid, state: '', zip: '', birthdate: null }).success).toBe(true));
  it.each([
    ['grade 13', { grade: 13 }],
    ['grade -1', { grade: -1 }],
    ['unknown state', { state: 'ZZ' }],
    ['letters in zip', { zip: 'abcde' }],
    ['malformed birthdate', { birthdate: '12/04/2013' }],
  ])('refuses %s', (_name, change) => expect(studentProfileSchema.safeParse({ ...valid, ...change }).success).toBe(false));
});

describe('formatPhone', () => {
  it.each([
    ['+14085550123', '(408) 555-0123'],
    ['+15550100001', '(555) 010-0001'],
    ['+442071838750', '+442071838750'],
    ['+1408555012', '+1408555012'],
  ])('%s reads %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
