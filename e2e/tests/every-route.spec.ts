import { expect, type Page } from '@playwright/test';
import { inspect, problemsOf, watch } from './every-route-support.js';
import { createFixtureFamily, graphql, signInEmployee, signInParent, signInStudent, test } from './support.js';

/**
 * Every route as each role sees it, at a desktop's 1280 px and a phone's 390 px: no serious or
 * critical axe-core violation, no console error, no failed request, no text that does not fit its
 * box. A classroom's tabs and the family dashboard's are visited one by one. Staff and the parent
 * are the demo's own (these visits change nothing); the student is one of the journey's own, since
 * opening a problem set starts an attempt.
 */

type Role = 'visitor' | 'student' | 'parent' | 'instructor' | 'admin';

interface Visit {
  path: string;
  /** Tabs to open one by one after the page loads (their accessible names). */
  tabs?: string[];
  /** What a person does first on the page, before it is checked. */
  before?: (page: Page) => Promise<void>;
}

async function closeBirthdayGreeting(page: Page) {
  await page
    .getByRole('dialog', { name: /Guess what day it is|Happy Birthday/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const CLASSROOM_TABS = ['NEWS', 'MESSAGES', 'GRADEBOOK', 'TEACHERS', 'LEADERBOARD', 'ATTENDANCE'];

async function catalogIds(page: Page): Promise<Record<string, number>> {
  const { catalog } = await graphql<{ catalog: { classrooms: { id: number; code: string }[] } }>(
    page,
    '{ catalog { classrooms { id code } } }',
  );
  return Object.fromEntries(catalog.classrooms.map((classroom) => [classroom.code, classroom.id]));
}

/** A lesson of the class, and an assignment in it. */
async function lessonOf(page: Page, classroomId: number) {
  const { classroomPage } = await graphql<{
    classroomPage: { lessons: { lessonId: number; problemSets: { assignmentId: number }[] }[] };
  }>(page, 'query ($id: Int!) { classroomPage(classroomId: $id) { lessons { lessonId problemSets { assignmentId } } } }', {
    id: classroomId,
  });
  const lesson = classroomPage.lessons.find((candidate) => candidate.problemSets.length > 0)!;
  return { lessonId: lesson.lessonId, assignmentId: lesson.problemSets[0]!.assignmentId };
}

/** Signs the role in (a visitor stays signed out) and answers the visits it makes. */
const ROLES: Record<Role, (page: Page) => Promise<Visit[]>> = {
  async visitor(page) {
    await page.goto('/');
    const ids = await catalogIds(page);
    return [
      { path: '/' },
      { path: '/login' },
      { path: '/family' },
      { path: '/instructor' },
      { path: '/admin' },
      { path: '/recovery' },
      { path: '/join' },
      { path: '/catalog' },
      { path: `/checkout?classroomId=${ids['MA6-A']}` },
      { path: '/post?id=1' },
      { path: `/syllabus?classroomId=${ids['MA6-A']}` },
      { path: '/no-such-page' },
    ];
  },
  async student(page) {
    const family = await createFixtureFamily(page, { grade: 7, enroll: 'MA6-A,MC8-A,MG9-A', passed: 'MA6-A:1,MC8-A:2,MG9-A' });
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard/);
    const ids = await catalogIds(page);
    const { assignmentId } = await lessonOf(page, ids['MA6-A']!);
    return [
      { path: '/dashboard' },
      { path: '/dashboard?defaultTab=1' },
      { path: '/dashboard?defaultTab=2' },
      { path: `/lessons?classroomId=${ids['MA6-A']}`, tabs: CLASSROOM_TABS },
      { path: `/problemSets?assignmentId=${assignmentId}` },
      { path: `/syllabus?classroomId=${ids['MA6-A']}` },
      { path: '/messages' },
      { path: '/posts' },
      { path: '/catalog' },
      { path: '/profile' },
      { path: '/notifications' },
      { path: '/notifications/preferences' },
    ];
  },
  async parent(page) {
    await signInParent(page, '+15550100001');
    await expect(page).not.toHaveURL(/\/family$/);
    const ids = await catalogIds(page);
    return [
      // The demo is seeded on Bob's birthday: the dashboard greets the family once, in timed steps
      // that would change the page while it is checked. Closed first (its own journey checks it).
      { path: '/dashboard', tabs: ['HOME', 'POST', 'SCHEDULE', 'FINANCE', 'PROFILE'], before: closeBirthdayGreeting },
      { path: '/reports' },
      { path: '/posts' },
      { path: '/catalog' },
      { path: `/checkout?classroomId=${ids['MA6-A']}` },
      { path: '/cart' },
      { path: '/courses' },
      { path: '/profile' },
      { path: '/notifications' },
      { path: '/notifications/preferences' },
    ];
  },
  async instructor(page) {
    await signInEmployee(page, '/instructor', 'teacher@solve.test');
    await expect(page).toHaveURL(/\/dashboard/);
    const ids = await catalogIds(page);
    const { lessonId } = await lessonOf(page, ids['MA6-A']!);
    return [
      { path: '/dashboard' },
      { path: `/lessons?classroomId=${ids['MA6-A']}`, tabs: CLASSROOM_TABS },
      { path: '/inbox' },
      { path: '/grading' },
      { path: `/gradebook?classroomId=${ids['MA6-A']}` },
      { path: `/roll?lessonId=${lessonId}` },
      { path: '/manage/classes' },
      { path: `/manage/classes/${ids['MA6-A']}` },
      { path: '/manage/problem-sets' },
      { path: '/profile' },
    ];
  },
  async admin(page) {
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard/);
    const ids = await catalogIds(page);
    const { families } = await graphql<{ searchFamilies: { familyAccountId: number }[] }>(
      page,
      '{ searchFamilies(query: "Williams") { familyAccountId } }',
    ).then((answer) => ({ families: answer.searchFamilies }));
    return [
      { path: '/dashboard' },
      { path: `/lessons?classroomId=${ids['MA6-A']}`, tabs: CLASSROOM_TABS },
      { path: '/manage/classes' },
      { path: `/manage/classes/${ids['MA6-A']}` },
      // A full class with a waitlist: the line with its held seat.
      { path: `/manage/classes/${ids['MF4-W']}` },
      { path: '/manage/academy' },
      { path: '/manage/staff' },
      { path: '/manage/families' },
      { path: `/manage/families/${families[0]!.familyAccountId}` },
      { path: '/manage/roster' },
      { path: '/manage/posts' },
      { path: '/manage/content' },
      { path: '/manage/problem-sets' },
      { path: '/manage/coupons' },
      { path: '/manage/audit' },
      { path: '/manage/system' },
      { path: '/manage/notifications' },
      { path: '/manage/notifications?tab=templates&message=ABSENT' },
      { path: '/manage/notifications?tab=log' },
      { path: '/inbox' },
      { path: '/grading' },
    ];
  },
};

for (const width of [1280, 390]) {
  for (const role of Object.keys(ROLES) as Role[]) {
    test(`every page as ${role === 'visitor' ? 'a visitor' : `the ${role}`} at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      const visits = await ROLES[role](page);
      const watcher = watch(page);
      const problems: string[] = [];
      for (const visit of visits) {
        await page.goto(visit.path);
        await visit.before?.(page);
        problems.push(...problemsOf(visit.path, await inspect(page, watcher)));
        for (const name of visit.tabs ?? []) {
          const tab = page.getByRole('tab', { name, exact: true });
          // A tab the role's mode does not show is no finding of this journey (the role's own journeys check which show).
          if (!(await tab.isVisible())) continue;
          await tab.click();
          problems.push(...problemsOf(`${visit.path} → ${name}`, await inspect(page, watcher)));
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
