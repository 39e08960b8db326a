import type { Viewer } from '../auth/viewer.js';

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
