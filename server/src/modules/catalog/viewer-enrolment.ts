import { courseTakesGrade } from '@solve/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { perHandle } from '../../db/per-handle.js';
import { students } from '../../db/schema/index.js';
import type { Viewer } from '../auth/viewer.js';

export interface FamilyStudent {
  id: number;
  firstName: string;
  lastName: string;
  grade: number;
}

/** A parent's students, active ones first, then by id (the checkout's selector order). */
export async function familyStudentsOf(db: Db, familyAccountId: number): Promise<FamilyStudent[]> {
  return db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, grade: students.grade })
    .from(students)
    .where(eq(students.familyAccountId, familyAccountId))
    .orderBy(asc(students.enrollmentStatus), asc(students.id));
}

/** A parent's student seen from one class: enrolled in it (not withdrawn), or in the family's cart for it. */
export interface FamilyStudentInClass extends FamilyStudent {
  enrolled: boolean;
  inCart: boolean;
}

/** The checkout page's read of a family: its students, each with its enrolment and cart line for the class. */
const familyStudentsInClassStatement = perHandle((db) => {
  const classroomId = sql.placeholder('classroomId');
  const familyAccountId = sql.placeholder('familyAccountId');
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      grade: students.grade,
      // Written out in full: a select from one table names its columns without their table.
      enrolled: sql<boolean>`exists (select 1 from enrollments e where e.student_id = students.id
        and e.classroom_id = ${classroomId} and e.withdrawn_at is null)`,
      inCart: sql<boolean>`exists (select 1 from invoice_items line join invoices cart on cart.id = line.invoice_id
        where cart.family_account_id = ${familyAccountId} and cart.status in ('PENDING', 'OPEN')
        and line.classroom_id = ${classroomId} and line.student_id = students.id
        and line.archived_on is null and not line.enrolled)`,
    })
    .from(students)
    .where(eq(students.familyAccountId, familyAccountId))
    .orderBy(asc(students.enrollmentStatus), asc(students.id))
    .prepare('family_students_in_class');
});

/**
 * A parent's students in the checkout's selector order, each with whether it is enrolled in the
 * class and whether the family's cart holds the class for it, in one statement.
 */
export function familyStudentsInClass(db: Db, familyAccountId: number, classroomId: number): Promise<FamilyStudentInClass[]> {
  return familyStudentsInClassStatement(db).execute({ familyAccountId, classroomId });
}

/**
 * Whether the viewer has nobody left to enrol in a class: the student viewer is enrolled, or a
 * parent's students are and every one whose grade the class takes is among them. The free class's
 * button then reads Enrolled, after a reload as well.
 */
export function nobodyLeftToEnrol(
  course: { startGrade: number; endGrade: number },
  enrolledIds: readonly number[],
  viewer: Viewer | null,
  family: readonly FamilyStudent[],
): boolean {
  if (!viewer || enrolledIds.length === 0) return false;
  if (viewer.userType === 'STUDENT') return enrolledIds.includes(viewer.studentId);
  if (viewer.userType !== 'FAMILY_MEMBER') return false;
  return family.filter((student) => courseTakesGrade(course, student.grade)).every((student) => enrolledIds.includes(student.id));
}
