import { and, eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.js';
import { DomainError, forbidden, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer, FamilyViewer, Viewer } from '../../modules/auth/viewer.js';
import { type StudentRecord, studentColumns } from '../../modules/profile/people.records.js';
import type { Services } from '../../services.js';
import { requireFamilyReader } from './viewer.js';

/** A student of the parent's own family; another family's student is not found, as if there were none. */
export async function familyStudent(services: Services, viewer: FamilyViewer, studentId: number): Promise<StudentRecord> {
  const [student] = await services.db
    .select(studentColumns)
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.familyAccountId, viewer.familyAccountId)))
    .limit(1);
  if (!student) throw notFound();
  return student;
}

/** The student asking about themself, or a parent about a student of their family (a student's badges). */
export async function studentOrTheirParent(services: Services, viewer: Viewer | null, studentId: number): Promise<number> {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType === 'STUDENT') {
    if (viewer.studentId !== studentId) throw forbidden();
    return studentId;
  }
  return (await familyStudent(services, requireFamilyReader(viewer), studentId)).id;
}

/** A family's referrals are read by its own parents (a guest link of the family included), nobody else. */
export function requireOwnReferrals(viewer: Viewer | null, referrerId: number): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER' || viewer.familyAccountId !== referrerId) throw new DomainError('FORBIDDEN');
  return viewer;
}

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
