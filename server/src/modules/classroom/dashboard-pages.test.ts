import { CLASS_SECTION_PAGE } from '@solve/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import { createFamily } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { enroll, signedInEmployee, signedInStudent, teach } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const DASHBOARD = `query ($mode: StaffMode) { dashboard(mode: $mode) { active { key title total classes { code } } completed { key total classes { code } } } }`;
const SECTION = `query ($mode: StaffMode, $key: String!, $offset: Int!) { dashboardSection(mode: $mode, key: $key, offset: $offset) { key title total classes { code } } }`;

interface Section {
  key: string;
  title: string;
  total: number;
  classes: { code: string }[];
}

/** More opened classes than one page holds, in start-date order, all taught by one instructor. */
const OPENED = CLASS_SECTION_PAGE + 6;
const openedCodes = Array.from({ length: OPENED }, (_, i) => `PG-O${String(i).padStart(2, '0')}`);

let t: TestServer;
const tokens = { admin: '', teacher: '', student: '', parent: '' };

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  const course = await createCourse(db, { code: 'PG-COURSE' });
  const teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  const { student, token } = await signedInStudent(db, NOW);
  // Created in reverse so that the order on the page comes from the start dates, not the ids.
  for (let i = OPENED - 1; i >= 0; i -= 1) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = i < 28 ? '2026-10' : '2026-11';
    const classroom = await createClassroom(db, {
      courseId: course.id,
      code: openedCodes[i]!,
      startDate: `${month}-${day}`,
      endDate: '2027-01-30',
    });
    await teach(db, teacher.employee.id, classroom.id);
    await enroll(db, student.id, classroom.id, 'PAID');
  }
  await createClassroom(db, { courseId: course.id, code: 'PG-PUB', status: 'PUBLISHED', startDate: '2027-01-10', endDate: '2027-03-10' });
  await createClassroom(db, { courseId: course.id, code: 'PG-CLOSED', status: 'CLOSED', startDate: '2026-01-10', endDate: '2026-03-10' });
  tokens.admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  tokens.teacher = teacher.token;
  tokens.student = token;
  const { parent } = await createFamily(db, { phoneNumber: '+15550108888', email: 'pages-parent@example.com' });
  tokens.parent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, NOW);
});

afterAll(() => t.close());

async function dashboardOf(token: string, mode?: string) {
  const result = await t.gql<{ dashboard: { active: Section[]; completed: Section[] } }>(DASHBOARD, mode ? { mode } : {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.dashboard;
}

async function sectionOf(token: string, key: string, offset: number, mode?: string) {
  const result = await t.gql<{ dashboardSection: Section }>(SECTION, { key, offset, ...(mode ? { mode } : {}) }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.dashboardSection;
}

const codes = (section: Section | undefined) => section?.classes.map((card) => card.code);

describe('a dashboard section sends one page of classes at a time', () => {
  it.each([
    ['an admin', 'admin', 'ADMIN'],
    ['an instructor', 'teacher', 'INSTRUCTOR'],
    ['a student', 'student', undefined],
  ] as const)('%s gets the first page of a long section and its total', async (_who, role, mode) => {
    const opened = (await dashboardOf(tokens[role], mode)).active.find((section) => section.key === 'OPENED');
    expect(opened).toMatchObject({ title: 'OPENED CLASSES', total: OPENED });
    expect(codes(opened)).toEqual(openedCodes.slice(0, CLASS_SECTION_PAGE));
  });

  it.each([
    ['an admin', 'admin', 'ADMIN'],
    ['an instructor', 'teacher', 'INSTRUCTOR'],
    ['a student', 'student', undefined],
  ] as const)('%s gets the rest from the offset shown, in the same order, and nothing past the end', async (_who, role, mode) => {
    const rest = await sectionOf(tokens[role], 'OPENED', CLASS_SECTION_PAGE, mode);
    expect(rest).toMatchObject({ key: 'OPENED', title: 'OPENED CLASSES', total: OPENED });
    expect(codes(rest)).toEqual(openedCodes.slice(CLASS_SECTION_PAGE));
    expect(codes(await sectionOf(tokens[role], 'OPENED', 2, mode))).toEqual(openedCodes.slice(2, 2 + CLASS_SECTION_PAGE));
    expect(codes(await sectionOf(tokens[role], 'OPENED', OPENED, mode))).toEqual([]);
  });

  it('a short section comes whole, and an admin still sees no closed class', async () => {
    const dashboard = await dashboardOf(tokens.admin, 'ADMIN');
    expect(dashboard.active.map((section) => [section.key, section.total])).toEqual([
      ['OPENED', OPENED],
      ['PUBLISHED', 1],
    ]);
    expect(codes(dashboard.active[1])).toEqual(['PG-PUB']);
    expect(dashboard.completed).toEqual([]);
  });
});

describe('asking for a section', () => {
  it('a section the viewer does not have is not found', async () => {
    expect(errorCode(await t.gql(SECTION, { key: 'PUBLISHED', offset: 0 }, { token: tokens.student }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SECTION, { key: '2026-03', offset: 0, mode: 'ADMIN' }, { token: tokens.admin }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SECTION, { key: 'NOPE', offset: 0, mode: 'INSTRUCTOR' }, { token: tokens.teacher }))).toBe('NOT_FOUND');
  });

  it('a negative offset is refused with a clear message', async () => {
    const result = await t.gql(SECTION, { key: 'OPENED', offset: -1, mode: 'ADMIN' }, { token: tokens.admin });
    expect(errorCode(result)).toBe('INVALID_INPUT');
    expect(result.errors?.[0]?.message).toBe('Some fields are invalid');
  });

  it('the same people as the dashboard may ask, in the modes they have', async () => {
    expect(errorCode(await t.gql(SECTION, { key: 'OPENED', offset: 0, mode: 'ADMIN' }, { token: tokens.teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SECTION, { key: 'OPENED', offset: 0 }, { token: tokens.parent }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SECTION, { key: 'OPENED', offset: 0 }))).toBe('NOT_SIGNED_IN');
  });
});
