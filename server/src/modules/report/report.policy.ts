import { and, eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.js';
import { DomainError, forbidden, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer, Viewer } from '../auth/viewer.js';
import { type StudentRecord, studentColumns } from '../profile/people.records.js';

/**
 * The family's pages (grades, HOME, PROFILE) are read by the family's parents, a family guest link
 * included (it only looks); everyone else is refused. Writes keep requireFamilyMember.
 */
export function requireFamilyReader(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER') throw forbidden();
  return viewer;
}

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
