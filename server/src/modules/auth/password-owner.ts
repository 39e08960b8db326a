import type { SessionSubject } from './sessions.service.js';
import type { Viewer } from './viewer.js';

/** Someone who signs in with a password: a student or an employee. */
export type PasswordOwner = Extract<SessionSubject, { userType: 'STUDENT' | 'EMPLOYEE' }>;

/**
 * The `userId` of a change-password link: the id with a prefix naming the table, because student
 * and employee ids overlap (S-12, E-3).
 */
export function formatOwnerId(owner: PasswordOwner): string {
  return owner.userType === 'STUDENT' ? `S-${owner.studentId}` : `E-${owner.employeeId}`;
}

export function parseOwnerId(value: string | null | undefined): PasswordOwner | null {
  const match = /^([SE])-([1-9]\d{0,9})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return match[1] === 'S' ? { userType: 'STUDENT', studentId: id } : { userType: 'EMPLOYEE', employeeId: id };
}

export function ownerOfViewer(viewer: Viewer): PasswordOwner | null {
  if (viewer.userType === 'STUDENT') return { userType: 'STUDENT', studentId: viewer.studentId };
  if (viewer.userType === 'EMPLOYEE') return { userType: 'EMPLOYEE', employeeId: viewer.employeeId };
  return null;
}

export function sameOwner(a: PasswordOwner, b: PasswordOwner): boolean {
  return formatOwnerId(a) === formatOwnerId(b);
}
