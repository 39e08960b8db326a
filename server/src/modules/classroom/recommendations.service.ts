import { inTerms, type RecommendationScope, recommends, subjectLevels } from '@solve/core';
import { and, asc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { perHandle } from '../../db/per-handle.js';
import { academySettings, classrooms, courses, enrollments, locations, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { onSaleIn } from '../catalog/catalog.service.js';
import type { ClassroomRecord, CourseRecord } from './classroom-context.service.js';

export interface RecommendedClass {
  classroomId: number;
  code: string;
  title: string;
  courseTitle: string;
  description: string;
  subject: CourseRecord['subject'];
  startGrade: number;
  endGrade: number;
  imageUrl: string | null;
  videoId: string | null;
  startDate: string;
  endDate: string;
  meets: string;
  startTime: string | null;
  endTime: string | null;
  locationName: string | null;
  teachingStyle: ClassroomRecord['teachingStyle'];
  tuitionCents: number;
  earlyBirdTuitionCents: number | null;
}

export interface RecommendationGroup {
  /** 'YYYY-MM' of the start date. */
  month: string;
  label: string;
  classes: RecommendedClass[];
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The student's grade and studied courses, and the candidate classes: prepared once per database handle. */
const recommendationStatements = perHandle((db) => {
  const studentId = sql.placeholder('studentId');
  const enrolledCourses = db
    .select({ courseId: classrooms.courseId })
    .from(enrollments)
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .where(and(eq(enrollments.studentId, studentId), isNull(enrollments.withdrawnAt)));
  const seatsTaken = sql<number>`(select count(*) from ${enrollments}
    where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.withdrawnAt} is null)`;
  return {
    taken: db
      .select({ grade: students.grade, subject: courses.subject, level: courses.level })
      .from(students)
      .leftJoin(
        enrollments,
        and(
          eq(enrollments.studentId, students.id),
          isNull(enrollments.withdrawnAt),
          or(isNull(enrollments.status), eq(enrollments.status, 'PAID')),
        ),
      )
      .leftJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
      .leftJoin(courses, eq(courses.id, classrooms.courseId))
      .where(eq(students.id, studentId))
      .prepare('recommendations_taken'),
    candidates: db
      .select({
        classroomId: classrooms.id,
        code: classrooms.code,
        title: classrooms.title,
        year: classrooms.year,
        quarter: classrooms.quarter,
        courseTitle: courses.title,
        description: courses.description,
        subject: courses.subject,
        level: courses.level,
        startGrade: courses.startGrade,
        endGrade: courses.endGrade,
        imageUrl: courses.imageUrl,
        videoId: classrooms.videoId,
        startDate: classrooms.startDate,
        endDate: classrooms.endDate,
        meets: classrooms.meets,
        startTime: classrooms.startTime,
        endTime: classrooms.endTime,
        locationName: locations.name,
        teachingStyle: classrooms.teachingStyle,
        tuitionCents: classrooms.tuitionCents,
        earlyBirdTuitionCents: classrooms.earlyBirdTuitionCents,
        currentQuarter: academySettings.currentQuarter,
        currentYear: academySettings.currentYear,
        nextQuarter: academySettings.nextQuarter,
        nextYear: academySettings.nextYear,
      })
      .from(classrooms)
      .innerJoin(courses, eq(courses.id, classrooms.courseId))
      .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
      .innerJoin(academySettings, eq(academySettings.id, 1))
      .where(
        and(
          onSaleIn([
            { year: academySettings.currentYear, quarter: academySettings.currentQuarter },
            { year: academySettings.nextYear, quarter: academySettings.nextQuarter },
          ]),
          notInArray(classrooms.courseId, enrolledCourses),
          or(isNull(classrooms.enrollmentMax), sql`${seatsTaken} < ${classrooms.enrollmentMax}`),
        ),
      )
      .orderBy(asc(classrooms.startDate), asc(classrooms.code))
      .prepare('recommendations_candidates'),
  };
});

/**
 * Classes recommended to a student (classroom.md §2 "Recommended tab"), grouped by start month.
 * NEXT: the next course of each subject the student studies (PAID or no-status enrolments,
 * finished or current), whose grade band fits their grade; MORE ("Find More Recommendations..."):
 * the other courses whose band fits, above the student's level in the subject. Only classes opened
 * or published in the academy's current or next term, sold on the catalog, with a seat left, of a
 * course the student is not already enrolled in (in any status).
 */
export async function recommendations(services: Services, viewer: Viewer, scope: RecommendationScope): Promise<RecommendationGroup[]> {
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  const statements = recommendationStatements(services.db);
  const ids = { studentId: viewer.studentId };
  const [taken, candidates] = await Promise.all([statements.taken.execute(ids), statements.candidates.execute(ids)]);

  const grade = taken[0]?.grade ?? 0;
  const levels = subjectLevels(taken.flatMap(({ subject, level }) => (subject && level !== null ? [{ subject, level }] : [])));
  const groups = new Map<string, RecommendedClass[]>();
  for (const { year, quarter, level, currentQuarter, currentYear, nextQuarter, nextYear, ...card } of candidates) {
    const terms = [
      { quarter: currentQuarter, year: currentYear },
      { quarter: nextQuarter, year: nextYear },
    ];
    if (!inTerms({ quarter, year }, terms) || !recommends({ ...card, level }, { grade, levels }, scope)) continue;
    const month = card.startDate.slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), card]);
  }
  return [...groups.entries()].map(([month, classes]) => ({ month, label: MONTH.format(new Date(`${month}-01T00:00:00Z`)), classes }));
}
