import { courseTakesGrade, gradeLabel } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, courses } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';

/**
 * A parent's student takes classes whose course takes their grade, the rule of the catalog's grade
 * filter (`courseTakesGrade`): the checkout's student list, the cart and free enrolment all keep it.
 */
export async function requireGradeFits(db: Db, student: { firstName: string; grade: number }, classroomId: number): Promise<void> {
  const [course] = await db
    .select({ startGrade: courses.startGrade, endGrade: courses.endGrade })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .where(eq(classrooms.id, classroomId));
  if (course) requireCourseTakes(student, course);
}

/** The same rule with the course's grades at hand. */
export function requireCourseTakes(student: { firstName: string; grade: number }, course: { startGrade: number; endGrade: number }): void {
  if (courseTakesGrade(course, student.grade)) return;
  throw new DomainError('GRADE_OUTSIDE_CLASS', {
    student: student.firstName,
    grade: gradeLabel(student.grade),
    startGrade: gradeLabel(course.startGrade),
    endGrade: gradeLabel(course.endGrade),
  });
}
