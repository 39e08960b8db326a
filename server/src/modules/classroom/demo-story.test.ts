import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, employees, students } from '../../db/schema/index.js';
import { seedDemoAcademy } from '../../db/seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

/** A Sunday afternoon in the academy's zone, like the days the demo is opened. */
const NOW = new Date('2026-11-22T22:13:27Z');
const DASHBOARD = `query { dashboard { tabs active { title classes { code action mode grade points overdueCount } } completed { title classes { code action } } } }`;
const RECOMMENDATIONS = `query ($scope: RecommendationScope!) { recommendations(scope: $scope) { label classes { code } } }`;
const PAGE = `query ($id: Int!) { classroomPage(classroomId: $id) { lessons { lessonId number locked lockReason } } }`;
const LESSON = `query ($id: Int!) { lessonPage(lessonId: $id) { webinar { phase officeHours { phase } } assignments { startAction locked } } }`;

interface Dashboard {
  dashboard: {
    tabs: string[];
    active: { title: string; classes: { code: string; action: string; grade: number | null; points: number | null }[] }[];
    completed: { classes: { code: string; action: string }[] }[];
  };
}

let t: TestServer;
const tokens = { alice: '', teacher: '', admin: '' };
const classroomIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await seedDemoAcademy(db, NOW);
  const [alice] = await db.select().from(students).where(eq(students.username, 'alicew101'));
  const [teacher] = await db.select().from(employees).where(eq(employees.workEmail, 'teacher@solve.test'));
  const [admin] = await db.select().from(employees).where(eq(employees.workEmail, 'admin@solve.test'));
  tokens.alice = await sessionFor(db, { userType: 'STUDENT', studentId: alice!.id }, NOW);
  tokens.teacher = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: teacher!.id }, NOW);
  tokens.admin = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: admin!.id }, NOW);
  for (const row of await db.select({ id: classrooms.id, code: classrooms.code }).from(classrooms)) classroomIds[row.code] = row.id;
});

afterAll(() => t.close());

async function ask<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await t.gql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe("the demo academy tells alicew101's story", () => {
  it('enrolled classes of several styles, a published one, a preview and a trial; completed ones inside and outside the window', async () => {
    const { dashboard } = await ask<Dashboard>(DASHBOARD, {}, tokens.alice);
    const sections = Object.fromEntries(dashboard.active.map((section) => [section.title, section.classes.map((card) => card.code)]));
    expect(sections).toEqual({
      'OPENED CLASSES': ['MA6-A', 'PY5-SP', 'MC8-A'],
      'PUBLISHED CLASSES': ['DB7-M'],
      'PREVIEW CLASSES': ['NP9-A'],
      'TRIAL CLASSES': ['BI7-M'],
    });
    const completed = dashboard.completed.flatMap((group) => group.classes).map((card) => [card.code, card.action]);
    expect(completed).toEqual(
      expect.arrayContaining([
        ['MG9-A', 'ENTER'],
        ['EW6-P', 'TRANSCRIPT'],
      ]),
    );
    const preAlgebra = dashboard.active[0]!.classes.find((card) => card.code === 'MA6-A')!;
    expect(preAlgebra.grade).toBeGreaterThan(0);
    expect(preAlgebra.points).toBeGreaterThan(0);
  });

  it('recommendations exist, and Find More finds more', async () => {
    const next = await ask<{ recommendations: { classes: { code: string }[] }[] }>(RECOMMENDATIONS, { scope: 'NEXT' }, tokens.alice);
    expect(next.recommendations.flatMap((group) => group.classes.map((card) => card.code)).sort()).toEqual(['EW8-A', 'EW8-S', 'PY7-A']);
    expect(next.recommendations.length).toBeGreaterThan(1);
    const more = await ask<{ recommendations: { classes: { code: string }[] }[] }>(RECOMMENDATIONS, { scope: 'MORE' }, tokens.alice);
    expect(more.recommendations.flatMap((group) => group.classes.map((card) => card.code))).toEqual(['CH8-A']);
  });

  it('locked and unlocked lessons, a live webinar and an open office hour in the competition class', async () => {
    const page = await ask<{
      classroomPage: { lessons: { lessonId: number; number: number; locked: boolean; lockReason: string | null }[] };
    }>(PAGE, { id: classroomIds['MC8-A'] }, tokens.alice);
    const lessons = page.classroomPage.lessons;
    expect(lessons.filter((lesson) => !lesson.locked).map((lesson) => lesson.number)).toEqual([0, 1, 2, 3]);
    expect(lessons.find((lesson) => lesson.number === 4)!.lockReason).toBe('PREVIOUS_LESSON');
    const live = await ask<{ lessonPage: { webinar: { phase: string }; assignments: { startAction: string | null }[] } }>(
      LESSON,
      { id: lessons.find((lesson) => lesson.number === 3)!.lessonId },
      tokens.alice,
    );
    expect(live.lessonPage.webinar.phase).toBe('LIVE');
    expect(live.lessonPage.assignments.some((card) => card.startAction === 'START')).toBe(true);
    const before = await ask<{ lessonPage: { webinar: { phase: string; officeHours: { phase: string }[] } } }>(
      LESSON,
      { id: lessons.find((lesson) => lesson.number === 2)!.lessonId },
      tokens.alice,
    );
    expect(before.lessonPage.webinar.phase).toBe('REPLAY');
    expect(before.lessonPage.webinar.officeHours[0]!.phase).toBe('OPEN');
  });

  it('the pre-algebra class opens lessons at their preview date', async () => {
    const page = await ask<{ classroomPage: { lessons: { locked: boolean; lockReason: string | null }[] } }>(
      PAGE,
      { id: classroomIds['MA6-A'] },
      tokens.alice,
    );
    const reasons = new Set(page.classroomPage.lessons.map((lesson) => (lesson.locked ? lesson.lockReason : 'open')));
    expect([...reasons].sort()).toEqual(['NOT_YET_OPEN', 'open']);
  });

  it('teacher@solve.test teaches some classes, admin@solve.test sees every opened and published one', async () => {
    const taught = (await ask<Dashboard>(DASHBOARD, {}, tokens.teacher)).dashboard;
    const taughtCodes = taught.active.flatMap((section) => section.classes.map((card) => card.code));
    expect(taughtCodes).toEqual(expect.arrayContaining(['MA6-A', 'MC8-A', 'MF4-A']));
    expect(taughtCodes).not.toContain('PY5-SP');
    expect(taught.active.map((section) => section.title)).toEqual(['OPENED CLASSES', 'PUBLISHED CLASSES']);
    expect(taught.completed.flatMap((group) => group.classes.map((card) => card.code))).toEqual(['MG9-A']);
    const all = (await ask<Dashboard>(DASHBOARD, {}, tokens.admin)).dashboard;
    const allCodes = all.active.flatMap((section) => section.classes.map((card) => card.code));
    expect(allCodes.length).toBeGreaterThan(taughtCodes.length);
    expect(allCodes).not.toContain('MG9-A');
  });
});
