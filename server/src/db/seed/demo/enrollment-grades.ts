import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { enrollments } from '../../schema/index.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoEnrollment } from './roster.js';
import { progressKey, type DemoProgress } from './work/grades.js';

/** Writes each enrolment's grades from its submissions; open classes without grades show In Progress (-1). */
export async function recordEnrollmentGrades(db: Db, catalog: DemoCatalog, list: DemoEnrollment[], progress: DemoProgress) {
  for (const { enrollment, classroomKey } of list) {
    const summary = progress.byClassroom.get(progressKey(enrollment.studentId, enrollment.classroomId));
    const inProgress = catalog.classroom(classroomKey).status === 'OPENED' ? -1 : null;
    await db
      .update(enrollments)
      .set({
        overallGrade: summary?.overall ?? inProgress,
        homeworkGrade: summary?.homework ?? null,
        quizGrade: summary?.quiz ?? null,
        contestGrade: summary?.contest ?? null,
        percentCompleted: summary?.percentCompleted ?? 0,
      })
      .where(eq(enrollments.id, enrollment.id));
  }
}
