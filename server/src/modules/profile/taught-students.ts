import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classroomInstructors, enrollments, issues } from '../../db/schema/index.js';

/**
 * Whether an instructor has this student: enrolled (now or before) in a class they teach, or with
 * a message or help request in such a class or addressed to them (their inbox and grading queue
 * come from those). Other students of the academy are not theirs to look up.
 */
export async function instructorHasStudent(db: Db, employeeId: number, studentId: number): Promise<boolean> {
  const enrolled = db
    .select({ one: sql`1` })
    .from(enrollments)
    .innerJoin(
      classroomInstructors,
      and(eq(classroomInstructors.classroomId, enrollments.classroomId), eq(classroomInstructors.employeeId, employeeId)),
    )
    .where(eq(enrollments.studentId, studentId));
  const wrote = db
    .select({ one: sql`1` })
    .from(issues)
    .leftJoin(
      classroomInstructors,
      and(eq(classroomInstructors.classroomId, issues.classroomId), eq(classroomInstructors.employeeId, employeeId)),
    )
    .where(
      and(
        eq(issues.studentId, studentId),
        or(eq(issues.responsibleEmployeeId, employeeId), sql`${classroomInstructors.employeeId} is not null`),
      ),
    );
  if ((await enrolled.limit(1)).length) return true;
  return (await wrote.limit(1)).length > 0;
}
