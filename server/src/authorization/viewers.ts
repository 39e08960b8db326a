import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DemoAcademy } from '../db/seed/demo.js';
import {
  assignments,
  classroomInstructors,
  enrollments,
  issues,
  lessons,
  news,
  problemImages,
  problemResponses,
  problemSets,
  submissions,
  uploadedFiles,
} from '../db/schema/index.js';
import { createSession } from '../modules/auth/sessions.service.js';
import type { SessionSubject } from '../modules/auth/sessions.service.js';

/** Who asks: the columns of the authorization matrix. */
export const VIEWERS = [
  'signedOut',
  'student',
  'otherStudent',
  'parent',
  'otherParent',
  'instructor',
  'teacher',
  'admin',
  'office',
] as const;
export type Viewer = (typeof VIEWERS)[number];

/**
 * The demo academy seen from one class: Alice's pre-algebra class, taught by Ms. Nguyen. The other
 * student (Noah) is not in it, the other parent is Noah's, the instructor (Dr. Reyes) does not teach
 * it, and office staff are neither teachers nor admins.
 */
export interface MatrixSubjects {
  classroomId: number;
  lessonId: number;
  /** An assigned problem set of the class that has a video. */
  videoAssignmentId: number;
  /** An announcement of the class, and a message thread of Alice's in it. */
  newsId: number;
  archivableNewsId: number;
  issueId: number;
  /** A news image the teacher signed and never sent. */
  teacherUploadKey: string;
  /** A class Alice finished. */
  finishedClassroomId: number;
  /** An assigned problem set of the class with Alice's submitted attempt. */
  assignmentId: number;
  submissionId: number;
  /** That assignment's problem set (Alice has answered it). */
  problemSetId: number;
  /** A problem of that set. */
  problemId: number;
  /** A response of that attempt (0 when it has none). */
  responseId: number;
  /** A worked example (problem image) of that problem. */
  problemImageId: number;
  studentId: number;
  otherStudentId: number;
  parentMemberId: number;
  familyAccountId: number;
  otherParentMemberId: number;
  teacherId: number;
  instructorId: number;
  adminId: number;
  officeId: number;
  studentUsername: string;
  /** A live post of the academy's, and a post image the admin signed and never sent. */
  livePostId: number;
  adminUploadKey: string;
}

export async function matrixSubjects(db: Db, demo: DemoAcademy): Promise<MatrixSubjects> {
  const { people, catalog } = demo;
  const classroomId = catalog.classroom('preAlgebraCampus').id;
  const alice = people.williams.alice;
  const noah = people.otherFamilies.find(({ student }) => student.username === 'noahg107')!;
  const [attempt] = await db
    .select({ submissionId: submissions.id, assignmentId: assignments.id, lessonId: lessons.id, problemSetId: assignments.problemSetId })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .where(and(eq(lessons.classroomId, classroomId), eq(submissions.studentId, alice.id), isNotNull(submissions.submittedAt)))
    .orderBy(asc(lessons.startOn), asc(submissions.id))
    .limit(1);
  if (!attempt) throw new Error('the demo has no submitted attempt of Alice in pre-algebra');
  const problem = demo.content.assignmentsByLesson
    .get(attempt.lessonId)
    ?.flatMap(({ content }) => (content.set.id === attempt.problemSetId ? content.problems : []))[0]?.problem;
  if (!problem) throw new Error("the demo's submitted attempt has no problems");
  const [response] = await db
    .select({ id: problemResponses.id })
    .from(problemResponses)
    .where(eq(problemResponses.submissionId, attempt.submissionId))
    .orderBy(asc(problemResponses.id))
    .limit(1);
  const [video] = await db
    .select({ assignmentId: assignments.id })
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
    .where(and(eq(lessons.classroomId, classroomId), eq(assignments.status, 'ASSIGNED'), isNotNull(problemSets.videoId)))
    .orderBy(asc(lessons.startOn))
    .limit(1);
  if (!video) throw new Error('the demo class has no assigned problem set with a video');
  const [announcement, archivable] = await db
    .select({ id: news.id })
    .from(news)
    .where(eq(news.classroomId, classroomId))
    .orderBy(asc(news.id))
    .limit(2);
  const [thread] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.classroomId, classroomId), eq(issues.studentId, alice.id)))
    .orderBy(asc(issues.id))
    .limit(1);
  if (!announcement || !archivable || !thread) throw new Error('the demo class needs two announcements and a message of Alice');
  const teacherUploadKey = `news-image/e${people.staff.teacher.id}/${'a'.repeat(32)}.png`;
  await db.insert(uploadedFiles).values({
    key: teacherUploadKey,
    uploadKey: `incoming/${teacherUploadKey}`,
    purpose: 'NEWS_IMAGE',
    contentType: 'image/png',
    maxBytes: 1000,
    employeeId: people.staff.teacher.id,
  });
  const adminUploadKey = `post-image/e${people.staff.admin.id}/${'b'.repeat(32)}.png`;
  await db.insert(uploadedFiles).values({
    key: adminUploadKey,
    uploadKey: `incoming/${adminUploadKey}`,
    purpose: 'POST_IMAGE',
    contentType: 'image/png',
    maxBytes: 1000,
    employeeId: people.staff.admin.id,
  });
  const [workedExample] = await db
    .insert(problemImages)
    .values({ problemId: problem.id, imageUrl: '/images/problems/number-line-0-1.svg', cost: 0, createdById: people.staff.teacher.id })
    .returning({ id: problemImages.id });
  const teaching = await db
    .select({ employeeId: classroomInstructors.employeeId })
    .from(classroomInstructors)
    .where(eq(classroomInstructors.classroomId, classroomId));
  const instructor = [people.staff.scienceTeacher, people.staff.codingTeacher, people.staff.englishTeacher].find(
    (employee) => !teaching.some(({ employeeId }) => employeeId === employee.id),
  )!;
  const inClass = await db
    .select({ id: enrollments.studentId })
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroomId), notInArray(enrollments.studentId, [alice.id])));
  if (inClass.some(({ id }) => id === noah.student.id)) throw new Error('Noah must not be in the class');
  return {
    classroomId,
    lessonId: attempt.lessonId,
    videoAssignmentId: video.assignmentId,
    newsId: announcement.id,
    archivableNewsId: archivable.id,
    issueId: thread.id,
    teacherUploadKey,
    finishedClassroomId: catalog.classroom('geometryRecent').id,
    assignmentId: attempt.assignmentId,
    submissionId: attempt.submissionId,
    problemSetId: attempt.problemSetId,
    problemId: problem.id,
    responseId: response?.id ?? 0,
    problemImageId: workedExample!.id,
    studentId: alice.id,
    otherStudentId: noah.student.id,
    parentMemberId: people.williams.parent.id,
    familyAccountId: people.williams.family.id,
    otherParentMemberId: noah.parent.id,
    teacherId: people.staff.teacher.id,
    instructorId: instructor.id,
    adminId: people.staff.admin.id,
    officeId: people.staff.office.id,
    studentUsername: alice.username,
    livePostId: demo.community.posts[0]!.id,
    adminUploadKey,
  };
}

/** A new session of the viewer, so a row that signs out or changes a password leaves the next row alone. */
export async function signInAs(db: Db, subjects: MatrixSubjects, viewer: Viewer, now: Date): Promise<string | null> {
  const subject = sessionSubject(subjects, viewer);
  if (!subject) return null;
  const { token } = await createSession(db, subject, { lifetimeSeconds: 3600, now });
  return token;
}

function sessionSubject(s: MatrixSubjects, viewer: Viewer): SessionSubject | null {
  switch (viewer) {
    case 'signedOut':
      return null;
    case 'student':
      return { userType: 'STUDENT', studentId: s.studentId };
    case 'otherStudent':
      return { userType: 'STUDENT', studentId: s.otherStudentId };
    case 'parent':
      return { userType: 'FAMILY_MEMBER', familyMemberId: s.parentMemberId };
    case 'otherParent':
      return { userType: 'FAMILY_MEMBER', familyMemberId: s.otherParentMemberId };
    case 'instructor':
      return { userType: 'EMPLOYEE', employeeId: s.instructorId };
    case 'teacher':
      return { userType: 'EMPLOYEE', employeeId: s.teacherId };
    case 'admin':
      return { userType: 'EMPLOYEE', employeeId: s.adminId };
    case 'office':
      return { userType: 'EMPLOYEE', employeeId: s.officeId };
  }
}
