import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, enrollments } from '../../db/schema/index.js';

/**
 * Seats left in a class now (null: no limit). A check before writing, for the user's message; the
 * enrolments trigger is what holds the limit when requests race.
 */
export async function seatsLeftNow(db: Db, classroomId: number): Promise<number | null> {
  const [classroom] = await db.select({ max: classrooms.enrollmentMax }).from(classrooms).where(eq(classrooms.id, classroomId));
  if (!classroom || classroom.max === null) return null;
  const [taken] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt)));
  return Math.max(0, classroom.max - (taken?.n ?? 0));
}
