import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages.js';

describe('message catalogue', () => {
  it('keeps the specs texts verbatim', () => {
    expect(messages.UNKNOWN_USERNAME).toBe('Whoops, thats not a valid username');
    expect(messages.NEITHER_TEACHER_NOR_ADMIN).toBe('Your account is neither an instructor nor an admin of the academy.');
    expect(messages.MULTIPLE_SIGN_IN).toBe(
      'We have detected that you have multiple sign-ins on SOLVE. This session is no longer valid. Please close this session and resume your work on the new session.',
    );
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('ALREADY_REGISTERED', { email: 'a@b.co' })).toBe('a@b.co has already been registered');
    expect(formatMessage('TOO_MANY_ATTEMPTS', { duration: '15 minutes' })).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(formatMessage('REVIEW_NEEDS_SCORE')).toContain('{date}');
  });
});
