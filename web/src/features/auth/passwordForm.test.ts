import { PASSWORD_MIN_LENGTH } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { describe, expect, it } from 'vitest';
import { type PasswordFields, passwordFormProblem } from './passwordForm';

const strong = 'x'.repeat(PASSWORD_MIN_LENGTH);
const form = (overrides: Partial<PasswordFields> = {}): PasswordFields => ({
  currentPassword: 'old-secret',
  password: strong,
  confirmPassword: strong,
  needsCurrent: true,
  ...overrides,
});

describe('passwordFormProblem', () => {
  it('lets a complete form through', () => {
    expect(passwordFormProblem(form())).toBeNull();
  });

  it('asks for every field, the current password only when signed in without a link', () => {
    expect(passwordFormProblem(form({ password: '' }))).toBe(messages.REQUIRED_FIELDS);
    expect(passwordFormProblem(form({ confirmPassword: '' }))).toBe(messages.REQUIRED_FIELDS);
    expect(passwordFormProblem(form({ currentPassword: '' }))).toBe(messages.REQUIRED_FIELDS);
    expect(passwordFormProblem(form({ currentPassword: '', needsCurrent: false }))).toBeNull();
  });

  it('needs the two new passwords to match, before judging their length', () => {
    expect(passwordFormProblem(form({ confirmPassword: `${strong}!` }))).toBe(messages.PASSWORDS_DO_NOT_MATCH);
    expect(passwordFormProblem(form({ password: 'short', confirmPassword: 'shorter' }))).toBe(messages.PASSWORDS_DO_NOT_MATCH);
  });

  it(`needs at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(passwordFormProblem(form({ password: short, confirmPassword: short }))).toBe(messages.PASSWORD_TOO_SHORT);
  });
});
