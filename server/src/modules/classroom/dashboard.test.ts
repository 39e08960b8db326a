import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/index.js';
import { createIssue } from '../../db/seed/factories/messages.js';
import { createLocation, createFamily } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import {
  buildClassroom,
  DAY,
  enroll,
  points,
  signedInEmployee,
  signedInStudent,
  submitted,
  teach,
  trialUpTo,
} from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import type { StudentViewer } from '../auth/viewer.js';
import { dashboardFor } from './dashboard.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const DASHBOARD = `query ($mode: StaffMode) { dashboard(mode: $mode) {
  tabs
  active { key title classes { classroomId code shortTitle locationName startDate endDate status enrollmentStatus mode grade overdueCount points unreadMessages action imageUrl teachingStyle } }
  completed { key title classes { classroomId code action grade } } } }`;

interface Card {
  classroomId: number;
  code: string;
  shortTitle: string;
  locationName: string | null;
  mode: string;
  grade: number | null;
  overdueCount: number | null;
  points: number | null;
  unreadMessages: number | null;
  action: string;
  enrollmentStatus: string | null;
}
interface Section {
  key: string;
  title: string;
  classes: Card[];
}
interface DashboardResult {
  dashboard: { tabs: string[]; active: Section[]; completed: Section[] };
}

let t: TestServer;
const tokens = { student: '', teacher: '', admin: '', parent: '' };
const viewers = {} as Record<'student' | 'other', StudentViewer>;
const codes = {
  opened: 'DA-OPEN',
  published: 'DA-PUB',
  preview: 'DA-PREV',
  trial: 'DA-TRIAL',
  recent: 'DA-RECENT',
  old: 'DA-OLD',
  kept: 'DA-KEPT',
  withdrawn: 'DA-WD',
  others: 'DA-OTHER',
};

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  const { student, token, viewer } = await signedInStudent(db, NOW);
  const { student: other, viewer: otherViewer } = await signedInStudent(db, NOW);
  tokens.student = token;
  Object.assign(viewers, { student: viewer, other: otherViewer });
  const campus = await createLocation(db, { name: 'San Jose Center', isCenter: true });

  // Lessons 1 and 2 are past due on NOW, lesson 3 is not.
  const lessons = [
    { order: 0, type: 'INTRODUCTION' as const, sets: [{ kind: 'PREVIEW' as const }] },
    { order: 1, sets: [{ kind: 'HOMEWORK' as const }, { kind: 'QUIZ' as const }] },
    { order: 2, sets: [{ kind: 'HOMEWORK' as const }, { kind: 'INSTRUCTION' as const, assignment: { graded: false } }] },
    { order: 3, sets: [{ kind: 'HOMEWORK' as const }] },
  ];
  const firstLessonAt = new Date('2026-11-01T00:00:00Z');
  const build = (code: string, classroom: Parameters<typeof buildClassroom>[1]['classroom'] = {}, from = firstLessonAt) =>
    buildClassroom(db, {
      classroom: { code, title: `${code}: Course ${code}`, startDate: '2026-11-01', endDate: '2026-12-20', ...classroom },
      course: { code: `C-${code}` },
      firstLessonAt: from,
      lessons,
    });

  const opened = await build(codes.opened, { centerLocationId: campus.id, teachingStyle: 'CLASSROOM' });
  const published = await build(
    codes.published,
    { status: 'PUBLISHED', startDate: '2026-12-10', endDate: '2027-01-30', teachingStyle: 'TUTORED' },
    new Date('2026-12-10T00:00:00Z'),
  );
  const preview = await build(codes.preview, { startDate: '2026-11-02' });
  const trial = await build(codes.trial, { startDate: '2026-11-03' });
  const recent = await build(codes.recent, { status: 'CLOSED', startDate: '2026-09-01', endDate: '2026-11-10' });
  const old = await build(codes.old, { status: 'CLOSED', startDate: '2026-07-01', endDate: '2026-09-30' });
  const kept = await build(codes.kept, { status: 'CLOSED', startDate: '2026-07-01', endDate: '2026-09-15', finalAccessDate: '2026-12-31' });
  const withdrawn = await build(codes.withdrawn);
  const others = await build(codes.others);

  await enroll(db, student.id, opened.classroom.id, 'PAID');
  await enroll(db, student.id, published.classroom.id, null);
  await enroll(db, student.id, preview.classroom.id, 'QUALIFY');
  await enroll(db, student.id, trial.classroom.id, 'TRIAL');
  await trialUpTo(db, student.id, trial.classroom.id, trial.lessons[1]!.lesson.id);
  for (const closed of [recent, old, kept]) await enroll(db, student.id, closed.classroom.id, 'PAID');
  const gone = await enroll(db, student.id, withdrawn.classroom.id, 'PAID');
  await db.update(enrollments).set({ withdrawnAt: NOW }).where(eq(enrollments.id, gone.id));
  await enroll(db, other.id, others.classroom.id, 'PAID');
  await enroll(db, other.id, opened.classroom.id, 'PAID');

  // Opened class: lesson 1 homework 90 (best of 50 and 90), quiz 60; lesson 2 homework missed.
  const [homework1, quiz1] = opened.lessons[1]!.assignments;
  await submitted(db, { assignmentId: homework1!.id, studentId: student.id, grade: 50, at: new Date(NOW.getTime() - 10 * DAY) });
  const best = await submitted(db, {
    assignmentId: homework1!.id,
    studentId: student.id,
    grade: 90,
    attempt: 2,
    at: new Date(NOW.getTime() - 9 * DAY),
  });
  const quiz = await submitted(db, { assignmentId: quiz1!.id, studentId: student.id, grade: 60, at: new Date(NOW.getTime() - 9 * DAY) });
  await points(db, {
    submissionId: best.id,
    studentId: student.id,
    classroomId: opened.classroom.id,
    lessonId: opened.lessons[1]!.lesson.id,
    points: 30,
  });
  await points(db, {
    submissionId: quiz.id,
    studentId: student.id,
    classroomId: opened.classroom.id,
    lessonId: opened.lessons[1]!.lesson.id,
    points: 20,
  });
  // Another student's work never shows on this dashboard.
  const theirs = await submitted(db, {
    assignmentId: homework1!.id,
    studentId: other.id,
    grade: 10,
    at: new Date(NOW.getTime() - 9 * DAY),
  });
  await points(db, {
    submissionId: theirs.id,
    studentId: other.id,
    classroomId: opened.classroom.id,
    lessonId: opened.lessons[1]!.lesson.id,
    points: 99,
  });
  // The recent class has graded work.
  await submitted(db, {
    assignmentId: recent.lessons[1]!.assignments[0]!.id,
    studentId: student.id,
    grade: 88,
    at: new Date('2026-09-20T00:00:00Z'),
  });

  // Replies: two unread and one read in the opened class, an open request (no reply yet), one in
  // the trial (whose Messages tab is locked), and another student's.
  const reply = { issueStatus: 'RESOLVED' as const, dateAssigned: new Date(NOW.getTime() - 2 * DAY), dateResolved: NOW };
  for (const isRead of [false, false, true])
    await createIssue(db, { ...reply, studentId: student.id, classroomId: opened.classroom.id, issueType: 'MESSAGE', isRead });
  await createIssue(db, { studentId: student.id, classroomId: opened.classroom.id });
  await createIssue(db, { ...reply, studentId: student.id, classroomId: trial.classroom.id, issueType: 'MESSAGE', isRead: false });
  await createIssue(db, { ...reply, studentId: other.id, classroomId: opened.classroom.id, issueType: 'MESSAGE', isRead: false });

  const teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  await teach(db, teacher.employee.id, opened.classroom.id);
  await teach(db, teacher.employee.id, recent.classroom.id);
  tokens.teacher = teacher.token;
  tokens.admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  const { parent } = await createFamily(db, { phoneNumber: '+15550109999', email: 'dash-parent@example.com' });
  tokens.parent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, NOW);
});

afterAll(() => t.close());

async function dashboardOf(token: string, mode?: string) {
  const result = await t.gql<DashboardResult>(DASHBOARD, mode ? { mode } : {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.dashboard;
}

const codesOf = (sections: Section[]) => sections.map((section) => [section.title, section.classes.map((card) => card.code)]);
const cardOf = (sections: Section[], code: string) => sections.flatMap((section) => section.classes).find((card) => card.code === code)!;

describe('student dashboard', () => {
  it('has the Enrolled, Completed and Recommended tabs', async () => {
    expect((await dashboardOf(tokens.student)).tabs).toEqual(['ENROLLED', 'COMPLETED', 'RECOMMENDED']);
  });

  it('lists paid and no-status classes opened then published, then previews and trials', async () => {
    const { active } = await dashboardOf(tokens.student);
    expect(codesOf(active)).toEqual([
      ['OPENED CLASSES', [codes.opened]],
      ['PUBLISHED CLASSES', [codes.published]],
      ['PREVIEW CLASSES', [codes.preview]],
      ['TRIAL CLASSES', [codes.trial]],
    ]);
  });

  it('groups completed classes by the month and year of their end date, latest first', async () => {
    const { completed } = await dashboardOf(tokens.student);
    expect(codesOf(completed)).toEqual([
      ['November 2026', [codes.recent]],
      ['September 2026', [codes.kept, codes.old]],
    ]);
  });

  it('offers Enter inside the 21-day window or before finalAccessDate, Transcript after, Start for active classes', async () => {
    const { active, completed } = await dashboardOf(tokens.student);
    expect(cardOf(completed, codes.recent).action).toBe('ENTER');
    expect(cardOf(completed, codes.kept).action).toBe('ENTER');
    expect(cardOf(completed, codes.old).action).toBe('TRANSCRIPT');
    expect(cardOf(active, codes.opened).action).toBe('START');
    expect(cardOf(active, codes.published).action).toBe('START');
  });

  it('shows the real grade, overdue count and points of the student only', async () => {
    const { active, completed } = await dashboardOf(tokens.student);
    const card = cardOf(active, codes.opened);
    // Best homework 90 and quiz 60; lesson 2 homework and the introduction are past due.
    expect(card).toMatchObject({
      grade: 75,
      overdueCount: 2,
      points: 50,
      shortTitle: `Course ${codes.opened}`,
      locationName: 'San Jose Center',
    });
    expect(cardOf(active, codes.published)).toMatchObject({
      grade: -1,
      overdueCount: 0,
      points: 0,
      locationName: null,
      enrollmentStatus: null,
    });
    expect(cardOf(completed, codes.recent).grade).toBe(88);
    expect(cardOf(completed, codes.old).grade).toBeNull();
  });

  it('gives students whose dashboards are read in one statement each their own', async () => {
    // Reads started in the same turn of the event loop go to the database together.
    const read = (viewer: StudentViewer) => dashboardFor(t.services, viewer, null);
    const alone = [await read(viewers.student), await read(viewers.other)];
    const together = await Promise.all([viewers.student, viewers.other, viewers.student, viewers.other].map(read));
    expect(together).toEqual([alone[0], alone[1], alone[0], alone[1]]);
    const opened = alone[1]!.active.flatMap((section) => section.classes).find((card) => card.code === codes.opened);
    expect(opened).toMatchObject({ grade: 10, points: 99 });
  });

  it("shows each class's unread replies, as its Messages tab's badge counts them", async () => {
    const { active } = await dashboardOf(tokens.student);
    expect(cardOf(active, codes.opened).unreadMessages).toBe(2);
    expect(cardOf(active, codes.published).unreadMessages).toBe(0);
    // The trial to a lesson does not open the Messages tab.
    expect(cardOf(active, codes.trial).unreadMessages).toBe(0);
  });

  it('counts overdue work only in lessons the preview or trial opens', async () => {
    const { active } = await dashboardOf(tokens.student);
    // Preview: only the introduction (past due) is open.
    expect(cardOf(active, codes.preview)).toMatchObject({ mode: 'PREVIEW', overdueCount: 1 });
    // Trial up to lesson 1: introduction and lesson 1 (homework and quiz).
    expect(cardOf(active, codes.trial)).toMatchObject({ mode: 'TRIAL_TO_LESSON', overdueCount: 3 });
  });

  it("leaves out withdrawn enrolments and other students' classes", async () => {
    const { active, completed } = await dashboardOf(tokens.student);
    const all = [...active, ...completed].flatMap((section) => section.classes.map((card) => card.code));
    expect(all).not.toContain(codes.withdrawn);
    expect(all).not.toContain(codes.others);
  });
});

describe('staff dashboards', () => {
  it('an instructor sees only the classes they teach, active and completed', async () => {
    const dashboard = await dashboardOf(tokens.teacher);
    expect(dashboard.tabs).toEqual(['ACTIVE', 'COMPLETED']);
    expect(codesOf(dashboard.active)).toEqual([['OPENED CLASSES', [codes.opened]]]);
    expect(codesOf(dashboard.completed)).toEqual([['November 2026', [codes.recent]]]);
    const card = cardOf(dashboard.active, codes.opened);
    // Grade, overdue and points are placeholders on a staff card (classroom.md §2); no class size.
    expect(card).toMatchObject({ action: 'ENTER', grade: null, overdueCount: null, points: null, unreadMessages: null });
    expect(card).not.toHaveProperty('studentCount');
  });

  it('an admin sees every opened and published class and only the Active tab', async () => {
    const dashboard = await dashboardOf(tokens.admin);
    expect(dashboard.tabs).toEqual(['ACTIVE']);
    expect(dashboard.completed).toEqual([]);
    const [openedSection, publishedSection] = dashboard.active;
    expect(openedSection!.title).toBe('OPENED CLASSES');
    expect(openedSection!.classes.map((card) => card.code)).toEqual(
      expect.arrayContaining([codes.opened, codes.preview, codes.trial, codes.withdrawn, codes.others]),
    );
    expect(publishedSection!.classes.map((card) => card.code)).toEqual([codes.published]);
  });

  it('a mode the employee does not have is refused', async () => {
    expect(errorCode(await t.gql(DASHBOARD, { mode: 'ADMIN' }, { token: tokens.teacher }))).toBe('FORBIDDEN');
  });
});

describe('who may ask', () => {
  it('parents use the family pages and signed-out callers are asked to sign in', async () => {
    expect(errorCode(await t.gql(DASHBOARD, {}, { token: tokens.parent }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(DASHBOARD, {}))).toBe('NOT_SIGNED_IN');
  });
});
