import type { MessageCode } from '@solve/core';
import type { Viewer } from '../../modules/auth/viewer.js';

/**
 * Who may see or change whose profile (family-catalog-payment.md §6): a student sees and edits
 * their own; parents see their family's students but cannot edit profiles; admins see every
 * student, instructors the students they have (`hasStudent`: taught-students.ts); employees are
 * seen by themselves and admins.
 */
export function canReadStudent(viewer: Viewer, student: { id: number; familyAccountId: number | null }, hasStudent = false): boolean {
  switch (viewer.userType) {
    case 'STUDENT':
      return viewer.studentId === student.id;
    case 'FAMILY_MEMBER':
      return student.familyAccountId !== null && viewer.familyAccountId === student.familyAccountId;
    case 'EMPLOYEE':
      return viewer.isAdmin || hasStudent;
  }
}

/**
 * Birth dates and home addresses: the student, their family, admins, and the instructors of a
 * class the student is enrolled in (`teaches`); other staff see the profile without them.
 */
export function canReadStudentPrivateDetails(
  viewer: Viewer,
  student: { id: number; familyAccountId: number | null },
  teaches: boolean,
): boolean {
  if (viewer.userType === 'EMPLOYEE') return viewer.isAdmin || teaches;
  return canReadStudent(viewer, student);
}

/** Only the student themself; family members cannot edit profiles. */
export function canEditStudent(viewer: Viewer, studentId: number): boolean {
  return viewer.userType === 'STUDENT' && viewer.studentId === studentId;
}

export function canReadEmployee(viewer: Viewer, employeeId: number): boolean {
  return viewer.userType === 'EMPLOYEE' && (viewer.employeeId === employeeId || viewer.isAdmin);
}

export function canEditEmployee(viewer: Viewer, employeeId: number): boolean {
  return viewer.userType === 'EMPLOYEE' && viewer.employeeId === employeeId;
}

/** Family members of the same family account see each other (the parent's profile card). */
export function canReadFamilyMember(viewer: Viewer, member: { familyAccountId: number }): boolean {
  return viewer.userType === 'FAMILY_MEMBER' && viewer.familyAccountId === member.familyAccountId;
}

/** The employee sign-in pages: /instructor, /admin, and the shared modal that accepts either. */
export type EmployeeMode = 'INSTRUCTOR' | 'ADMIN' | 'ANY';

/**
 * Why an employee may not work in a mode, or null when they may (family-catalog-payment.md §5-§6).
 * Asked only after the password was right, so these texts reach only the account's owner.
 */
export function employeeModeRefusal(mode: EmployeeMode, flags: { isTeacher: boolean; isAdmin: boolean }): MessageCode | null {
  // §6: an employee who neither teaches nor administers is refused whichever door they use.
  if (!flags.isTeacher && !flags.isAdmin) return 'NEITHER_TEACHER_NOR_ADMIN';
  switch (mode) {
    case 'INSTRUCTOR':
      return flags.isTeacher ? null : 'NOT_AN_INSTRUCTOR';
    case 'ADMIN':
      return flags.isAdmin ? null : 'NOT_AN_ADMIN';
    case 'ANY':
      return null;
  }
}

/** The UI mode an employee works in after signing in: the page's mode; the shared modal prefers teaching. */
export function employeeUiFlags(mode: EmployeeMode, flags: { isTeacher: boolean; isAdmin: boolean }) {
  const instructor = mode === 'INSTRUCTOR' || (mode === 'ANY' && flags.isTeacher);
  return { instructor, admin: !instructor };
}

/** A work session (multiple sign-in detection) is started by the student for themself only. */
export function mayStartStudentSession(viewer: Viewer | null, studentId: number): boolean {
  return viewer?.userType === 'STUDENT' && viewer.studentId === studentId;
}

/**
 * Who may change their own password while signed in: students and employees (parents sign in by
 * phone and have none); not guests, who act for someone else.
 */
export function mayChangeOwnPassword(viewer: Viewer | null): boolean {
  return viewer !== null && !viewer.isGuest && viewer.userType !== 'FAMILY_MEMBER';
}
