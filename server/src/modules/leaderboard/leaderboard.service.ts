import { leaderboardName, rankByPoints } from '@solve/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { academySettings, enrollments, leaderboardPoints, students } from '../../db/schema/index.js';
import { perHandle } from '../../db/per-handle.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroomTab } from '../classroom/classroom-tab.service.js';

export interface LeaderboardEntry {
  ranking: number;
  studentName: string;
  totalPoints: number;
  profilePicture: string | null;
  isMe: boolean;
}

export interface Leaderboard {
  classroomId: number;
  lessonId: number | null;
  onLeaderboard: boolean;
  /** Whether the signed-in student appears under their initials. */
  useInitials: boolean;
  students: LeaderboardEntry[];
  lessons: { lessonId: number; number: number; title: string }[];
}

/** The board shows at most this many students (a class is far smaller). */
const BOARD_SIZE = 200;

/** Leaderboards are for students (classroom.md §6). */
function requireLeaderboardStudent(viewer: Viewer): asserts viewer is Extract<Viewer, { userType: 'STUDENT' }> {
  if (viewer.userType !== 'STUDENT') throw new DomainError('LEADERBOARD_STUDENTS_ONLY');
}

const initialsOf = sql<boolean>`coalesce(${students.leaderboardInitials}, (select ${academySettings.leaderboardInitialsDefault} from ${academySettings} where ${academySettings.id} = 1), false)`;

/**
 * Points summed per enrolled student of the class, highest first: over the whole class or one
 * lesson, each a statement prepared once per connection, as the board is read on every visit.
 */
const pointsStatement = (scope: 'class' | 'lesson') =>
  perHandle((db) =>
    db
      .select({
        studentId: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        imageUrl: students.imageUrl,
        useInitials: initialsOf,
        points: sql<number>`sum(${leaderboardPoints.points})::int`,
      })
      .from(leaderboardPoints)
      .innerJoin(students, eq(students.id, leaderboardPoints.studentId))
      .innerJoin(
        enrollments,
        and(
          eq(enrollments.studentId, leaderboardPoints.studentId),
          eq(enrollments.classroomId, sql.placeholder('classroomId')),
          isNull(enrollments.withdrawnAt),
        ),
      )
      .where(
        scope === 'class'
          ? eq(leaderboardPoints.classroomId, sql.placeholder('classroomId'))
          : eq(leaderboardPoints.lessonId, sql.placeholder('lessonId')),
      )
      .groupBy(students.id)
      .orderBy(sql`sum(${leaderboardPoints.points}) desc`, students.id)
      .limit(BOARD_SIZE)
      .prepare(`leaderboard_points_of_${scope}`),
  );
const classPoints = pointsStatement('class');
const lessonPoints = pointsStatement('lesson');

/** Whether the reading student appears under their initials: prepared too, as it is asked on every visit. */
const initialsOfStudent = perHandle((db) =>
  db
    .select({ useInitials: initialsOf })
    .from(students)
    .where(eq(students.id, sql.placeholder('studentId')))
    .prepare('leaderboard_initials_of_student'),
);

/**
 * The class's leaderboard, or one lesson's (classroom.md §2): points summed per enrolled student
 * from leaderboard_points (10 per problem right on the first submission, 9 on the second), highest
 * first, ties sharing a rank. Students appear under their initials when they (or the academy's
 * default) choose so.
 */
export async function leaderboard(services: Services, viewer: Viewer, classroomId: number, lessonId: number | null): Promise<Leaderboard> {
  requireLeaderboardStudent(viewer);
  const { states } = await openClassroomTab(services, viewer, classroomId, 'LEADERBOARD');
  const lessons = states.map(({ lesson, plan }) => ({ lessonId: lesson.id, number: plan.order, title: plan.title }));
  if (lessonId !== null && !lessons.some((lesson) => lesson.lessonId === lessonId)) throw notFound();
  const [rows, [me]] = await Promise.all([
    (lessonId === null ? classPoints(services.db) : lessonPoints(services.db)).execute({ classroomId, lessonId }),
    initialsOfStudent(services.db).execute({ studentId: viewer.studentId }),
  ]);
  const ranked = rankByPoints(rows.map((row) => ({ ...row, points: Number(row.points) })));
  return {
    classroomId,
    lessonId,
    onLeaderboard: ranked.some((row) => row.studentId === viewer.studentId),
    useInitials: Boolean(me?.useInitials),
    lessons,
    students: ranked.map((row) => ({
      ranking: row.rank,
      studentName: leaderboardName(row.firstName, row.lastName, Boolean(row.useInitials)),
      totalPoints: row.points,
      // Under initials a child is not shown by face either.
      profilePicture: row.useInitials ? null : row.imageUrl,
      isMe: row.studentId === viewer.studentId,
    })),
  };
}

/** The student's choice to appear under their initials on every leaderboard. */
export async function setLeaderboardInitials(services: Services, viewer: Viewer, useInitials: boolean): Promise<boolean> {
  requireLeaderboardStudent(viewer);
  await services.db.update(students).set({ leaderboardInitials: useInitials }).where(eq(students.id, viewer.studentId));
  return useInitials;
}
