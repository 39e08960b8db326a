import type { Db } from '../db/client.js';
import {
  addInstructor,
  createClassroom,
  createCourse,
  createLesson,
  createLessonPlan,
  createOpportunity,
  createTrial,
} from '../db/seed/factories/catalog.js';
import { createProblemSet } from '../db/seed/factories/content.js';
import { createAssignment, createEnrollment, createLeaderboardPoints, createSubmission } from '../db/seed/factories/learning.js';
import type { NewAssignment, NewEnrollment } from '../db/seed/factories/learning.js';
import type { NewClassroom, NewCourse, NewLesson } from '../db/seed/factories/catalog.js';
import type { NewProblemSet } from '../db/seed/factories/content.js';
import { createEmployee, createStudent } from '../db/seed/factories/people.js';
import { nextSequence } from '../db/seed/factories/sequence.js';
import { createSession } from '../modules/auth/sessions.service.js';
import { startStudentSession } from '../modules/auth/student-session.js';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/** Sessions outlive the clock moves of a test. */
const SESSION_SECONDS = 60 * 86_400;

export interface SetSpec extends Partial<NewProblemSet> {
  assignment?: Partial<NewAssignment>;
}

export interface LessonSpec extends Partial<NewLesson> {
  order: number;
  title?: string;
  type?: 'INTRODUCTION' | 'INSTRUCTION' | 'REVIEW' | 'ASSESSMENT' | 'CONTEST';
  sets?: SetSpec[];
}

/**
 * A classroom with a course, lesson plans, dated lessons, problem sets and assignments, as a
 * test describes it: lessons a week apart from `firstLessonAt`, each due a week after it starts.
 */
export async function buildClassroom(
  db: Db,
  spec: {
    classroom?: Partial<NewClassroom>;
    course?: Partial<NewCourse>;
    firstLessonAt: Date;
    lessons: LessonSpec[];
  },
) {
  const course = await createCourse(db, spec.course);
  const classroom = await createClassroom(db, { courseId: course.id, ...spec.classroom });
  const lessons = [];
  for (const { order, title, type, sets = [], ...values } of spec.lessons) {
    const plan = await createLessonPlan(db, {
      courseId: course.id,
      order,
      ...(title ? { title } : {}),
      ...(type ? { lessonPlanType: type } : {}),
    });
    const startOn = values.startOn ?? new Date(spec.firstLessonAt.getTime() + order * 7 * DAY);
    const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id, startOn, ...values });
    const assignments = [];
    for (const [index, { assignment, ...set }] of sets.entries()) {
      const problemSet = await createProblemSet(db, { lessonPlanId: plan.id, order: index + 1, ...set });
      assignments.push(
        await createAssignment(db, {
          lessonId: lesson.id,
          problemSetId: problemSet.id,
          startOn: lesson.startOn,
          dueOn: lesson.dueOn,
          ...assignment,
        }),
      );
    }
    lessons.push({ lesson, plan, assignments });
  }
  return { course, classroom, lessons };
}

export type BuiltClassroom = Awaited<ReturnType<typeof buildClassroom>>;

/** A signed-in student with a current work session (what the web holds after sign-in). */
export async function signedInStudent(db: Db, now: Date, values: { grade?: number } = {}) {
  const n = nextSequence();
  const student = await createStudent(db, { username: `pupil${n}`, passwordHash: 'x', firstName: `Pupil${n}`, ...values });
  const { token, sessionId } = await createSession(
    db,
    { userType: 'STUDENT', studentId: student.id },
    { lifetimeSeconds: SESSION_SECONDS, now },
  );
  const viewer = { userType: 'STUDENT' as const, sessionId, studentId: student.id, familyAccountId: null, isGuest: false };
  const work = await startStudentSession(db, viewer, now);
  return { student, token, studentSession: work.id, viewer };
}

/** The same student signing in again on another device: a new sign-in whose work session is now the newest. */
export async function signedInElsewhere(db: Db, now: Date, student: { id: number }) {
  const { token, sessionId } = await createSession(
    db,
    { userType: 'STUDENT', studentId: student.id },
    { lifetimeSeconds: SESSION_SECONDS, now },
  );
  const work = await startStudentSession(db, { sessionId, studentId: student.id }, now);
  return { token, studentSession: work.id };
}

export async function signedInEmployee(db: Db, now: Date, flags: { isTeacher?: boolean; isAdminOfSolve?: boolean }) {
  const n = nextSequence();
  const employee = await createEmployee(db, { workEmail: `staff${n}@solve.test`, passwordHash: 'x', ...flags });
  const { token } = await createSession(db, { userType: 'EMPLOYEE', employeeId: employee.id }, { lifetimeSeconds: SESSION_SECONDS, now });
  return { employee, token };
}

export const enroll = (db: Db, studentId: number, classroomId: number, status: NewEnrollment['status'] = 'PAID') =>
  createEnrollment(db, { studentId, classroomId, status });

export const teach = (db: Db, employeeId: number, classroomId: number) => addInstructor(db, { classroomId, employeeId, isLead: false });

/** A submitted attempt with a grade in percent, as the player leaves it. */
export const submitted = (
  db: Db,
  values: { assignmentId: number; studentId: number; grade: number; attempt?: number; at: Date; graded?: boolean },
) =>
  createSubmission(db, {
    assignmentId: values.assignmentId,
    studentId: values.studentId,
    attemptNumber: values.attempt ?? 1,
    submittedAt: values.at,
    overallGrade: values.grade,
    graded: values.graded ?? true,
    count: 5,
    sum: values.grade / 20,
  });

/** An open trial of a classroom up to a lesson (stage TRIAL, status OPEN). */
export async function trialUpTo(db: Db, studentId: number, classroomId: number, toLessonId: number) {
  const opportunity = await createOpportunity(db, { studentId });
  return createTrial(db, { opportunityId: opportunity.id, classroomId, toLessonId });
}

export const points = (
  db: Db,
  values: { submissionId: number; studentId: number; classroomId: number; lessonId: number; points: number },
) => createLeaderboardPoints(db, values);
