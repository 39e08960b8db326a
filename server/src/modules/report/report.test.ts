import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, submissions } from '../../db/schema/index.js';
import { createBadge } from '../../db/seed/factories/learning.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { type BuiltClassroom, buildClassroom, DAY, enroll, signedInEmployee, submitted } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { createSession } from '../auth/sessions.service.js';

/** Tuesday 24 November 2026, 9 pm in Los Angeles (the academy's zone); already the 25th in UTC. */
const NOW = new Date('2026-11-25T05:00:00Z');

let t: TestServer;
let parent: string;
let otherParent: string;
let guestParent: string;
let studentToken: string;
let classmateToken: string;
let adminToken: string;
let ids: { student: number; sibling: number; classmate: number };
let opened: BuiltClassroom;
let published: BuiltClassroom;
let closed: BuiltClassroom;
let closedWithoutWork: BuiltClassroom;
let elsewhere: BuiltClassroom;
let preview: BuiltClassroom;
let withdrawn: BuiltClassroom;
let low: BuiltClassroom;

const REPORTS = `{ familyReports {
  student { id firstName }
  openClasses { classroomId code title status grade letter badges { badge { title ranking label } tentative } }
  startingSoon { classroomId code grade letter startDate }
  badges { badge { title ranking label minGrade } classroomId classroomCode tentative studentId }
} }`;
const CLASS = `query ($student: Int!, $id: Int!) { classReport(studentId: $student, classroomId: $id) {
  student { id } classroomId code title status grade letter available unavailableMessage
  lessons { number title grade letter percentComplete }
  badges { badge { label } tentative }
} }`;
const BADGES = `query ($student: Int!, $id: Int) { earnedBadges(studentId: $student, classroomId: $id) { badge { label } classroomId tentative } }`;

interface Report {
  student: { id: number; firstName: string };
  openClasses: { classroomId: number; code: string; grade: number | null; letter: string; badges: { badge: { label: string } }[] }[];
  startingSoon: { classroomId: number; code: string; grade: number | null; letter: string; startDate: string }[];
  badges: { badge: { label: string; minGrade: number }; classroomId: number; tentative: boolean; studentId: number }[];
}

const sets = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `Set ${i + 1}` }));

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  for (const [ranking, minGrade, title] of [
    ['HONOR', 95, 'Honor Roll'],
    ['BRONZE', 70, 'Top Student'],
    ['SILVER', 80, 'Top Student'],
    ['GOLD', 90, 'Top Student'],
  ] as const) {
    await createBadge(db, { title, ranking, minGrade });
  }
  const { family, parent: mother } = await createFamily(db, { phoneNumber: '+14085550301', email: 'mother@example.com' });
  const { parent: other } = await createFamily(db, { phoneNumber: '+14085550302', email: 'other@example.com' });
  const student = await createStudent(db, { username: 'ada301', passwordHash: 'x', firstName: 'Ada', familyAccountId: family.id });
  const sibling = await createStudent(db, { username: 'ben302', passwordHash: 'x', firstName: 'Ben', familyAccountId: family.id });
  const classmate = await createStudent(db, { username: 'cy303', passwordHash: 'x', firstName: 'Cy' });
  ids = { student: student.id, sibling: sibling.id, classmate: classmate.id };
  parent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: mother.id }, NOW);
  otherParent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: other.id }, NOW);
  guestParent = (
    await createSession(db, { userType: 'FAMILY_MEMBER', familyMemberId: mother.id }, { lifetimeSeconds: 3600, isGuest: true, now: NOW })
  ).token;
  studentToken = await sessionFor(db, { userType: 'STUDENT', studentId: student.id }, NOW);
  classmateToken = await sessionFor(db, { userType: 'STUDENT', studentId: classmate.id }, NOW);
  adminToken = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;

  const started = new Date(NOW.getTime() - 21 * DAY);
  opened = await buildClassroom(db, {
    classroom: { code: 'MA-OPEN', title: 'MA-OPEN: Ratios', startDate: '2026-11-03', endDate: '2027-01-26' },
    firstLessonAt: started,
    lessons: [
      { order: 1, title: 'Ratios', sets: sets(2) },
      { order: 2, title: 'Rates', sets: [{ title: 'Rates' }, { title: 'Reading', kind: 'INSTRUCTION', assignment: { graded: false } }] },
      { order: 3, title: 'Percents', sets: sets(1) },
    ],
  });
  const [l1, l2] = opened.lessons;
  const at = new Date(NOW.getTime() - 3 * DAY);
  await submitted(db, { assignmentId: l1!.assignments[0]!.id, studentId: student.id, grade: 60, at });
  await submitted(db, { assignmentId: l1!.assignments[0]!.id, studentId: student.id, grade: 80, attempt: 2, at });
  await submitted(db, { assignmentId: l1!.assignments[1]!.id, studentId: student.id, grade: 90, at });
  await submitted(db, { assignmentId: l2!.assignments[0]!.id, studentId: student.id, grade: 76, at });
  await submitted(db, { assignmentId: l2!.assignments[1]!.id, studentId: student.id, grade: 10, at });
  await enroll(db, student.id, opened.classroom.id);

  published = await buildClassroom(db, {
    classroom: { code: 'MA-SOON', status: 'PUBLISHED', startDate: '2027-01-05', endDate: '2027-03-16' },
    firstLessonAt: new Date('2027-01-06T00:00:00Z'),
    lessons: [{ order: 1, sets: sets(1) }],
  });
  await enroll(db, student.id, published.classroom.id);

  closed = await buildClassroom(db, {
    classroom: { code: 'MA-DONE', status: 'CLOSED', startDate: '2026-01-06', endDate: '2026-03-17' },
    firstLessonAt: new Date('2026-01-07T00:00:00Z'),
    lessons: [{ order: 1, sets: sets(2) }],
  });
  await submitted(db, {
    assignmentId: closed.lessons[0]!.assignments[0]!.id,
    studentId: student.id,
    grade: 97,
    at: new Date('2026-02-01'),
  });
  await submitted(db, {
    assignmentId: closed.lessons[0]!.assignments[1]!.id,
    studentId: student.id,
    grade: 95,
    at: new Date('2026-02-01'),
  });
  await enroll(db, student.id, closed.classroom.id);

  closedWithoutWork = await buildClassroom(db, {
    classroom: { code: 'MA-NONE', status: 'CLOSED', startDate: '2025-09-02', endDate: '2025-11-18' },
    firstLessonAt: new Date('2025-09-03T00:00:00Z'),
    lessons: [{ order: 1, sets: sets(1) }],
  });
  await enroll(db, student.id, closedWithoutWork.classroom.id, null);

  elsewhere = await buildClassroom(db, {
    classroom: {
      code: 'MA-AWAY',
      onSolve: false,
      externalUrl: 'https://classes.example.com/ma-away',
      startDate: '2026-11-03',
      endDate: '2027-01-26',
    },
    firstLessonAt: started,
    lessons: [{ order: 1, sets: sets(1) }],
  });
  await submitted(db, { assignmentId: elsewhere.lessons[0]!.assignments[0]!.id, studentId: student.id, grade: 100, at });
  await enroll(db, student.id, elsewhere.classroom.id);

  preview = await buildClassroom(db, {
    classroom: { code: 'MA-PREV', startDate: '2026-11-03', endDate: '2027-01-26' },
    firstLessonAt: started,
    lessons: [{ order: 0, sets: sets(1) }],
  });
  await enroll(db, student.id, preview.classroom.id, 'QUALIFY');

  withdrawn = await buildClassroom(db, {
    classroom: { code: 'MA-GONE', startDate: '2026-11-03', endDate: '2027-01-26' },
    firstLessonAt: started,
    lessons: [{ order: 1, sets: sets(1) }],
  });
  await enroll(db, student.id, withdrawn.classroom.id);
  await db.update(enrollments).set({ withdrawnAt: NOW }).where(eq(enrollments.classroomId, withdrawn.classroom.id));

  // The sibling's only class: a grade just under the Top Student minimum earns nothing.
  low = await buildClassroom(db, {
    classroom: { code: 'MA-LOW', startDate: '2026-11-03', endDate: '2027-01-26' },
    firstLessonAt: started,
    lessons: [{ order: 1, sets: sets(1) }],
  });
  await submitted(db, { assignmentId: low.lessons[0]!.assignments[0]!.id, studentId: sibling.id, grade: 69.99, at });
  await enroll(db, sibling.id, low.classroom.id);
  await enroll(db, classmate.id, opened.classroom.id);
});
afterAll(() => t.close());

async function reports(token: string) {
  const result = await t.gql<{ familyReports: Report[] }>(REPORTS, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.familyReports;
}

describe('familyReports (/reports)', () => {
  it("lists the parent's students with their open classes, overall grade and letter, and the published ones under Starting Soon", async () => {
    const [ada, ben] = await reports(parent);
    expect(ada!.student.firstName).toBe('Ada');
    expect(ben!.student.firstName).toBe('Ben');
    // Best attempts 80, 90 and 76 (the optional reading does not count): 82, an A-.
    expect(ada!.openClasses.map(({ code, grade, letter }) => ({ code, grade, letter }))).toEqual([
      { code: 'MA-AWAY', grade: null, letter: 'N/A' },
      { code: 'MA-OPEN', grade: 82, letter: 'A-' },
    ]);
    expect(ada!.startingSoon).toEqual([
      { classroomId: published.classroom.id, code: 'MA-SOON', grade: null, letter: 'N/A', startDate: '2027-01-05' },
    ]);
    expect(ben!.openClasses.map(({ code, grade, letter }) => ({ code, grade, letter }))).toEqual([
      { code: 'MA-LOW', grade: 69.99, letter: 'B' },
    ]);
  });

  it("shows the same class grade as the student's own dashboard", async () => {
    const dashboard = await t.gql<{ dashboard: { active: { classes: { classroomId: number; grade: number | null }[] }[] } }>(
      `{ dashboard { active { classes { classroomId grade } } } }`,
      {},
      { token: studentToken },
    );
    const own = dashboard.data!.dashboard.active.flatMap((section) => section.classes).find((c) => c.classroomId === opened.classroom.id);
    const [ada] = await reports(parent);
    expect(ada!.openClasses.find((c) => c.classroomId === opened.classroom.id)!.grade).toBe(own!.grade);
  });

  it('leaves out previews, withdrawn enrolments and closed classes from the class lists', async () => {
    const [ada] = await reports(parent);
    const listed = [...ada!.openClasses, ...ada!.startingSoon].map((c) => c.classroomId);
    for (const absent of [preview, withdrawn, closed, closedWithoutWork]) expect(listed).not.toContain(absent.classroom.id);
  });

  it('shows the badges the class grades earn: tentative while a class runs, final once it closed, none below 70%', async () => {
    const [ada, ben] = await reports(parent);
    // In the order the classes started.
    expect(ada!.badges.map(({ badge, classroomId, tentative }) => ({ label: badge.label, classroomId, tentative }))).toEqual([
      { label: 'Honor Roll', classroomId: closed.classroom.id, tentative: false },
      { label: 'Top Student · Gold', classroomId: closed.classroom.id, tentative: false },
      { label: 'Top Student · Silver', classroomId: opened.classroom.id, tentative: true },
    ]);
    expect(ada!.openClasses.find((c) => c.code === 'MA-OPEN')!.badges.map((b) => b.badge.label)).toEqual(['Top Student · Silver']);
    expect(ben!.badges).toEqual([]);
  });

  it('follows new work at once: nothing is stored to go stale', async () => {
    const l3 = opened.lessons[2]!;
    const [before] = await reports(parent);
    expect(before!.openClasses.find((c) => c.code === 'MA-OPEN')!.grade).toBe(82);
    await submitted(t.services.db, { assignmentId: l3.assignments[0]!.id, studentId: ids.student, grade: 100, at: NOW });
    const [after] = await reports(parent);
    // (80 + 90 + 76 + 100) / 4 = 86.5: an A, and Top Student Silver still.
    expect(after!.openClasses.find((c) => c.code === 'MA-OPEN')).toMatchObject({ grade: 86.5, letter: 'A' });
    await t.services.db.delete(submissions).where(eq(submissions.assignmentId, l3.assignments[0]!.id));
  });

  it('another family sees only its own (no students here); a family guest link may look', async () => {
    expect(await reports(otherParent)).toEqual([]);
    expect((await reports(guestParent)).map((r) => r.student.firstName)).toEqual(['Ada', 'Ben']);
  });

  it('is for families only', async () => {
    for (const token of [studentToken, adminToken]) {
      const result = await t.gql(REPORTS, {}, { token });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.gql(REPORTS)).errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });
});

describe('classReport (a class of /reports)', () => {
  const report = (token: string, student: number, id: number) =>
    t.gql<{ classReport: Record<string, unknown> & { lessons: unknown[] } }>(CLASS, { student, id }, { token });

  it('shows code, overall grade, title and each lesson with the lesson-card rules', async () => {
    const result = await report(parent, ids.student, opened.classroom.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.classReport).toMatchObject({
      code: 'MA-OPEN',
      title: 'MA-OPEN: Ratios',
      status: 'OPENED',
      grade: 82,
      letter: 'A-',
      available: true,
      unavailableMessage: null,
      badges: [{ badge: { label: 'Top Student · Silver' }, tentative: true }],
    });
    expect(result.data!.classReport.lessons).toEqual([
      { number: 1, title: 'Ratios', grade: 85, letter: 'A', percentComplete: 100 },
      { number: 2, title: 'Rates', grade: 76, letter: 'A-', percentComplete: 100 },
      { number: 3, title: 'Percents', grade: null, letter: 'N/A', percentComplete: 0 },
    ]);
  });

  it('a finished class shows its final grades and badges', async () => {
    const result = await report(parent, ids.student, closed.classroom.id);
    expect(result.data!.classReport).toMatchObject({
      grade: 96,
      letter: 'A+',
      available: true,
      badges: [
        { badge: { label: 'Honor Roll' }, tentative: false },
        { badge: { label: 'Top Student · Gold' }, tentative: false },
      ],
    });
  });

  it.each([
    ['held on another site', () => elsewhere],
    ['finished without graded work here', () => closedWithoutWork],
  ])("a class %s: 'The grades for this class are not available on the academy platform'", async (_name, which) => {
    const result = await report(parent, ids.student, which().classroom.id);
    expect(result.data!.classReport).toMatchObject({
      grade: null,
      letter: 'N/A',
      available: false,
      unavailableMessage: 'The grades for this class are not available on the academy platform',
      lessons: [],
    });
  });

  it('a class starting soon says when it starts', async () => {
    const result = await report(parent, ids.student, published.classroom.id);
    expect(result.data!.classReport).toMatchObject({
      available: false,
      unavailableMessage: 'Grades appear here once the class starts on January 5, 2027.',
    });
  });

  it("refuses a class the student is not in, another family's student, and anyone but the family", async () => {
    expect((await report(parent, ids.sibling, opened.classroom.id)).errors?.[0]).toMatchObject({
      message: 'This student is not enrolled in this class.',
      extensions: { code: 'NOT_IN_CLASS' },
    });
    expect((await report(parent, ids.student, withdrawn.classroom.id)).errors?.[0]?.extensions?.code).toBe('NOT_IN_CLASS');
    expect((await report(parent, ids.classmate, opened.classroom.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await report(otherParent, ids.student, opened.classroom.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await report(parent, ids.student, 999_999)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await report(studentToken, ids.student, opened.classroom.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await report(adminToken, ids.student, opened.classroom.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('earnedBadges (§7)', () => {
  const badges = (token: string, student: number, id: number | null = null) =>
    t.gql<{ earnedBadges: { badge: { label: string }; classroomId: number; tentative: boolean }[] }>(BADGES, { student, id }, { token });

  it('a parent reads their student’s badges, of one class when asked', async () => {
    const all = await badges(parent, ids.student);
    expect(all.data!.earnedBadges.map((b) => b.badge.label)).toEqual(['Honor Roll', 'Top Student · Gold', 'Top Student · Silver']);
    const one = await badges(parent, ids.student, closed.classroom.id);
    expect(one.data!.earnedBadges.map((b) => b.badge.label)).toEqual(['Honor Roll', 'Top Student · Gold']);
  });

  it('a student reads their own, nobody else’s', async () => {
    expect((await badges(studentToken, ids.student)).data!.earnedBadges).toHaveLength(3);
    expect((await badges(classmateToken, ids.student)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await badges(otherParent, ids.student)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await badges(adminToken, ids.student)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
