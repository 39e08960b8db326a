import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.js';
import { DomainError, forbidden, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { EmployeeViewer, Viewer } from '../auth/viewer.js';

/** Makeups are scheduled by the student or a parent of the family (classroom.md §6); staff do not. */
export function requireMakeupViewer(viewer: Viewer): asserts viewer is Exclude<Viewer, EmployeeViewer> {
  if (viewer.userType === 'EMPLOYEE') throw new DomainError('ATTENDANCE_INSTRUCTOR');
}

/**
 * The student a makeup is for: a student acts for themself only; a parent names a student of
 * their own family.
 */
export async function actingStudentId(services: Services, viewer: Viewer, studentId: number | null): Promise<number> {
  if (viewer.userType === 'STUDENT') {
    if (studentId !== null && studentId !== viewer.studentId) throw forbidden();
    return viewer.studentId;
  }
  if (viewer.userType !== 'FAMILY_MEMBER' || studentId === null) throw forbidden();
  const [row] = await services.db.select({ familyAccountId: students.familyAccountId }).from(students).where(eq(students.id, studentId));
  if (!row || row.familyAccountId !== viewer.familyAccountId) throw notFound();
  return studentId;
}

/** Who scheduled the makeup, kept on the record. */
export function makeupCreator(viewer: Viewer) {
  if (viewer.userType === 'STUDENT') return { createdByStudentId: viewer.studentId };
  if (viewer.userType === 'FAMILY_MEMBER') return { createdByFamilyMemberId: viewer.familyMemberId };
  return { createdByEmployeeId: viewer.employeeId };
}

/** The roll of a lesson: the instructors of its class and admins. */
export function requireRollKeeper(viewer: Viewer, teaches: boolean): asserts viewer is EmployeeViewer {
  if (viewer.userType !== 'EMPLOYEE') throw forbidden();
  if (!viewer.isAdmin && !teaches) throw new DomainError('NOT_TEACHING');
}
