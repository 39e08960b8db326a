import {
  classroomGrade,
  type GradebookGroup,
  GRADEBOOK_GROUPS,
  gradebookGroup,
  gradeCellState,
  type GradeCellState,
  isActiveClassroom,
  isLate,
  lessonProgress,
} from '@solve/core';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assignments, enrollments, lessons, students, submissions } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { perHandle } from '../../db/per-handle.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroomTab } from '../classroom/classroom-tab.service.js';
import type { LessonState } from '../classroom/lesson-states.js';
import { assignmentWork } from '../classroom/work.service.js';
import { requireTeachingStaff, requireGradebookStudent } from '../../authorization/policies.js';

/** A grader's comment on one problem of the attempt the gradebook shows. */
export interface GradebookComment {
  /** The problem's number in its set. */
  problemNumber: number;
  comment: string;
}

/** The comments as the best-attempts statement builds them in JSON: a test parses the demo academy's rows with it. */
export const gradebookCommentsSchema = z
  .array(z.strictObject({ problemNumber: z.int(), comment: z.string() }))
  .nullable() satisfies z.ZodType<GradebookComment[] | null>;

/** One assignment of the gradebook: the best submitted attempt's grade, time and date, and its graders' comments. */
export interface GradebookRow {
  assignmentId: number;
  order: number;
  title: string;
  grade: number | null;
  timeSpent: number | null;
  dueOn: Date | null;
  submittedAt: Date | null;
  late: boolean;
  comments: GradebookComment[];
}

export interface GradebookLesson {
  lessonId: number;
  number: number;
  title: string;
  grade: number | null;
  percentComplete: number | null;
  groups: { group: GradebookGroup; rows: GradebookRow[] }[];
}

export interface StudentGradebook {
  classroomId: number;
  /** The class grade of the dashboard's rule: -1 while an active class has nothing graded. */
  grade: number | null;
  lessons: GradebookLesson[];
}

/** A student's best submitted attempt at an assignment (highest grade, the earliest of equals). */
interface BestAttempt {
  submissionId: number;
  studentId: number;
  assignmentId: number;
  grade: number | null;
  timeSpent: number;
  submittedAt: Date;
}

/**
 * Best submitted attempts per student and assignment of the classroom: one student's, or those
 * of every student enrolled. Read from submissions through their (student, assignment) index, so
 * the cost follows the class's attempts, never the academy's responses.
 */
const bestAttemptsQuery = (db: Db, who: 'student' | 'class') =>
  db
    .selectDistinctOn([submissions.studentId, submissions.assignmentId], {
      submissionId: submissions.id,
      studentId: submissions.studentId,
      assignmentId: submissions.assignmentId,
      grade: submissions.overallGrade,
      timeSpent: submissions.totalTimeSpent,
      submittedAt: submissions.submittedAt,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(lessons, and(eq(lessons.id, assignments.lessonId), eq(lessons.classroomId, sql.placeholder('classroomId'))))
    .where(
      and(
        isNotNull(submissions.submittedAt),
        who === 'student'
          ? eq(submissions.studentId, sql.placeholder('studentId'))
          : sql`${submissions.studentId} in (select ${enrollments.studentId} from ${enrollments}
              where ${enrollments.classroomId} = ${sql.placeholder('classroomId')} and ${enrollments.withdrawnAt} is null)`,
      ),
    )
    .orderBy(
      asc(submissions.studentId),
      asc(submissions.assignmentId),
      sql`${submissions.overallGrade} desc nulls last`,
      asc(submissions.submittedAt),
    );

/** The class gradebook's best attempts of every student enrolled: prepared once per connection, as it is read on every visit. */
const bestOfClass = perHandle((db) => bestAttemptsQuery(db, 'class').prepare('gradebook_best_attempts_of_class'));

/**
 * A student's best attempts with the graders' comments on each, in problem order: one statement
 * (one round trip to the database on every visit), prepared once per connection; the comments come
 * through the responses' (submission, problem) index. Exported for the test that parses its JSON
 * (db/hot-reads.test.ts).
 */
export const bestOfStudent = perHandle((db) => {
  const best = bestAttemptsQuery(db, 'student').as('best');
  return db
    .select({
      submissionId: best.submissionId,
      studentId: best.studentId,
      assignmentId: best.assignmentId,
      grade: best.grade,
      timeSpent: best.timeSpent,
      submittedAt: best.submittedAt,
      // Written out with aliases: selecting from one subquery, the query builder leaves columns unqualified.
      comments: sql<GradebookComment[] | null>`(
        select json_agg(json_build_object('problemNumber', p."order", 'comment', r.comment) order by p."order")
        from problem_responses r join problems p on p.id = r.problem_id
        where r.submission_id = best.id and r.comment is not null)`,
    })
    .from(best)
    .prepare('gradebook_best_attempts_with_comments_of_student');
});

type BestAttemptRow = {
  submissionId: number;
  studentId: number;
  assignmentId: number;
  grade: number | string | null;
  timeSpent: number | string;
  submittedAt: Date | null;
};

const bestAttemptOf = (row: BestAttemptRow): BestAttempt => ({
  submissionId: row.submissionId,
  studentId: row.studentId,
  assignmentId: row.assignmentId,
  grade: row.grade === null ? null : Number(row.grade),
  timeSpent: Number(row.timeSpent),
  submittedAt: row.submittedAt!,
});

/** The class's assigned work that the gradebook shows, grouped per lesson in the spec's order. */
function gradebookColumns(states: LessonState[]) {
  return states
    .map((state) => ({
      state,
      entries: state.assignments.filter(
        ({ assignment, problemSet }) => assignment.status === 'ASSIGNED' && gradebookGroup(problemSet.kind) !== null,
      ),
    }))
    .filter(({ entries }) => entries.length > 0);
}

/**
 * The student's gradebook of a class (classroom.md §2 Gradebook tab): the class grade, then each
 * lesson with its assignments grouped HOMEWORK, EXERCISE, QUIZ, INSTRUCTION (OPTIONAL). Figures
 * follow core's grade rules, the same as the dashboard and transcript.
 */
export async function studentGradebook(services: Services, viewer: Viewer, classroomId: number): Promise<StudentGradebook> {
  requireGradebookStudent(viewer);
  const { context, states } = await openClassroomTab(services, viewer, classroomId, 'GRADEBOOK');
  const studentId = viewer.userType === 'STUDENT' ? viewer.studentId : 0;
  const rows = await bestOfStudent(services.db).execute({ classroomId, studentId });
  const best = new Map(rows.map((row) => [row.assignmentId, { ...bestAttemptOf(row), comments: row.comments ?? [] }]));
  const works = states.flatMap(({ assignments: list }) => list.map(({ assignment, work }) => assignmentWork(assignment, work)));
  return {
    classroomId,
    grade: classroomGrade(works, isActiveClassroom(context.classroom.status)),
    lessons: gradebookColumns(states).map(({ state, entries }) => {
      const progress = lessonProgress(state.assignments.map(({ assignment, work }) => assignmentWork(assignment, work)));
      return {
        lessonId: state.lesson.id,
        number: state.plan.order,
        title: state.plan.title,
        grade: progress?.grade ?? null,
        percentComplete: progress?.percentComplete ?? null,
        groups: GRADEBOOK_GROUPS.map((group) => ({
          group,
          rows: entries
            .filter(({ problemSet }) => gradebookGroup(problemSet.kind) === group)
            .map(({ assignment, problemSet }) => {
              const attempt = best.get(assignment.id);
              return {
                assignmentId: assignment.id,
                order: problemSet.order,
                title: problemSet.title,
                grade: attempt?.grade ?? null,
                timeSpent: attempt?.timeSpent ?? null,
                dueOn: assignment.dueOn,
                submittedAt: attempt?.submittedAt ?? null,
                late: isLate(attempt?.submittedAt ?? null, assignment.dueOn),
                comments: attempt?.comments ?? [],
              };
            }),
        })).filter(({ rows }) => rows.length > 0),
      };
    }),
  };
}

export interface ClassGradebookColumn {
  assignmentId: number;
  /** Lesson.set, as the player's title numbers it. */
  label: string;
  title: string;
  group: GradebookGroup;
  dueOn: Date | null;
}

export interface ClassGradebookStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  grade: number | null;
  cells: { assignmentId: number; grade: number | null; submittedAt: Date | null; state: GradeCellState }[];
}

export interface ClassGradebook {
  classroomId: number;
  columns: ClassGradebookColumn[];
  students: ClassGradebookStudent[];
}

/** The enrolled students of a class in name order: one statement prepared once per connection. */
const rosterOf = perHandle((db) =>
  db
    .select({ studentId: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(and(eq(enrollments.classroomId, sql.placeholder('classroomId')), isNull(enrollments.withdrawnAt)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
    .prepare('gradebook_roster'),
);

/** The class gradebook for staff: every enrolled student × every assigned set, with late and missing marks. */
export async function classGradebook(services: Services, viewer: Viewer, classroomId: number): Promise<ClassGradebook> {
  const { context, states } = await openClassroomTab(services, viewer, classroomId, 'GRADEBOOK');
  requireTeachingStaff(viewer, context.teaches);
  const now = services.now();
  const columns = gradebookColumns(states).flatMap(({ state, entries }) =>
    entries.map(({ assignment, problemSet }) => ({
      assignment,
      column: {
        assignmentId: assignment.id,
        label: `${state.plan.order}.${problemSet.order}`,
        title: problemSet.title,
        group: gradebookGroup(problemSet.kind)!,
        dueOn: assignment.dueOn,
      },
    })),
  );
  const [roster, rows] = await Promise.all([
    rosterOf(services.db).execute({ classroomId }),
    bestOfClass(services.db).execute({ classroomId }),
  ]);
  const byStudent = new Map<number, Map<number, BestAttempt>>();
  for (const attempt of rows.map(bestAttemptOf)) {
    let own = byStudent.get(attempt.studentId);
    if (!own) byStudent.set(attempt.studentId, (own = new Map<number, BestAttempt>()));
    own.set(attempt.assignmentId, attempt);
  }
  const active = isActiveClassroom(context.classroom.status);
  return {
    classroomId,
    columns: columns.map(({ column }) => column),
    students: roster.map((student) => {
      const own = byStudent.get(student.studentId) ?? new Map<number, BestAttempt>();
      const works = states.flatMap(({ assignments: list }) =>
        list.map(({ assignment }) => {
          const attempt = own.get(assignment.id);
          return assignmentWork(assignment, {
            submittedAttempts: attempt ? 1 : 0,
            bestGrade: attempt?.grade ?? null,
            inProgressSubmissionId: null,
            reviewed: false,
            latestGraded: false,
          });
        }),
      );
      return {
        ...student,
        grade: classroomGrade(works, active),
        cells: columns.map(({ assignment }) => {
          const attempt = own.get(assignment.id);
          const cell = { grade: attempt?.grade ?? null, submittedAt: attempt?.submittedAt ?? null, dueOn: assignment.dueOn };
          return { assignmentId: assignment.id, grade: cell.grade, submittedAt: cell.submittedAt, state: gradeCellState(cell, now) };
        }),
      };
    }),
  };
}
