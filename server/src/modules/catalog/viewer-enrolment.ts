import { courseTakesGrade } from '@solve/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
