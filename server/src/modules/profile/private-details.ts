import { createContextCache } from '@pothos/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classroomInstructors, enrollments } from '../../db/schema/index.js';
import type { Context } from '../../graphql/context.js';
import { canReadStudentPrivateDetails } from '../../authorization/policies.js';

/** The students enrolled in the classes an instructor teaches. */
async function loadTaughtStudentIds(db: Db, employeeId: number): Promise<ReadonlySet<number>> {
  const rows = await db
    .selectDistinct({ studentId: enrollments.studentId })
    .from(enrollments)
    .innerJoin(
      classroomInstructors,
      and(eq(classroomInstructors.classroomId, enrollments.classroomId), eq(classroomInstructors.employeeId, employeeId)),
    );
  return new Set(rows.map((row) => row.studentId));
}

// Read once per request: a roster asks for every student on it.
const taughtStudentIds = createContextCache((ctx: Context) =>
  ctx.viewer?.userType === 'EMPLOYEE' && !ctx.viewer.isAdmin
    ? loadTaughtStudentIds(ctx.services.db, ctx.viewer.employeeId)
    : Promise.resolve<ReadonlySet<number>>(new Set()),
);

/** Whether the caller may see a student's birth date and home address (authorization/policies/people.ts). */
export async function mayReadStudentPrivateDetails(
  ctx: Context,
  student: { id: number; familyAccountId: number | null },
): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  const teaches = viewer.userType === 'EMPLOYEE' && !viewer.isAdmin && (await taughtStudentIds(ctx)).has(student.id);
  return canReadStudentPrivateDetails(viewer, student, teaches);
}
