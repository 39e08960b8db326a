import { afterEach, describe, expect, it } from 'vitest';
import { type Me, roleOf } from './session';

const me = (overrides: Partial<Me>): Me => ({ isAdmin: false, isTeacher: false, ...overrides }) as Me;

afterEach(() => {
  document.cookie = 'admin=; Path=/; Max-Age=0';
});

describe('roleOf', () => {
  it('reads nobody (or nobody yet) as a guest', () => {
    expect(roleOf(null)).toBe('guest');
    expect(roleOf(undefined)).toBe('guest');
  });

  it('reads parents as family and students as students', () => {
    expect(roleOf(me({ userType: 'FAMILY_MEMBER' }))).toBe('family');
    expect(roleOf(me({ userType: 'STUDENT' }))).toBe('student');
  });

  it('reads an employee who only administers as admin, one who teaches as instructor', () => {
    expect(roleOf(me({ userType: 'EMPLOYEE', isAdmin: true }))).toBe('admin');
    expect(roleOf(me({ userType: 'EMPLOYEE', isTeacher: true }))).toBe('instructor');
    expect(roleOf(me({ userType: 'EMPLOYEE', isAdmin: true, isTeacher: true }))).toBe('instructor');
  });

  it('reads an employee who signed in on the admin page as admin', () => {
    document.cookie = 'admin=1; Path=/';
    expect(roleOf(me({ userType: 'EMPLOYEE', isAdmin: true, isTeacher: true }))).toBe('admin');
  });
});
