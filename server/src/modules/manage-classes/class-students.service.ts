import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, students } from '../../db/schema/index.js';

/** A student enrolled in a class (not withdrawn), as its page in the back office lists them. */
export interface ClassStudent {
  enrollmentId: number;
  studentId: number;
  firstName: string;
  lastName: string;
  username: string;
  grade: number;
  familyAccountId: number | null;
  status: string | null;
  /** Bought through the cart (not enrolled by hand or by a roster). */
  paid: boolean;
  enrolledAt: Date;
}

export async function listClassStudents(db: Db, classroomId: number): Promise<ClassStudent[]> {
  const rows = await db
    .select({
      enrollmentId: enrollments.id,
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      username: students.username,
      grade: students.grade,
      familyAccountId: students.familyAccountId,
      status: enrollments.status,
      invoiceItemId: enrollments.invoiceItemId,
      enrolledAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(and(eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
    .limit(2000);
  return rows.map(({ invoiceItemId, ...row }) => ({ ...row, paid: invoiceItemId !== null }));
}
