import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { createFixtureFamily, signInStudent } from './support.js';

/** Helpers of the problem-set player's journeys: a fresh student in demo classes, and the way to a set. */

export const HOMEWORK = {
  classroom: 'MA6-A',
  classTitle: 'Pre-Algebra',
  lesson: 'Lesson 1: Ratios and Rates',
  set: '1.3 Ratios and Rates',
} as const;
export const WARM_UP = { ...HOMEWORK, set: '1.2 Warm-up 1', code: 'MA6-L1-2' } as const;
export const SELF_PACED = {
  classroom: 'PY5-SP',
  classTitle: 'Python Programming',
  lesson: 'Lesson 1: Variables',
  set: '1.3 Variables',
} as const;

export interface Student {
  username: string;
  password: string;
}

/** A new student (own family) enrolled in demo classes, signed in on the dashboard. */
export async function signInNewStudent(page: Page, classrooms: readonly string[]): Promise<Student> {
  const family = await createFixtureFamily(page, { enroll: classrooms.join(',') });
  await signInStudent(page, family.username, family.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { username: family.username, password: family.password };
}

export const listItem = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Dashboard → class → lesson: the lesson's problem sets on screen. */
export async function openLesson(page: Page, target: { classTitle: string; lesson: string }) {
  await listItem(page, target.classTitle)
    .getByRole('link', { name: /^(Start|Enter)$/ })
    .click();
  await expect(page).toHaveURL(/\/lessons\?classroomId=\d+$/);
  await listItem(page, target.lesson).getByRole('button').first().click();
}

/** Presses a problem set's button in the open lesson (Start, Continue, Review, Solutions) and waits for the player. */
export async function openSet(page: Page, set: string, button: RegExp | string) {
  await listItem(page, set).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/problemSets\?assignmentId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Problem Set \d+\.\d+: / })).toBeVisible();
}

/** The side navigation's button of problem n (its name says the state: "Problem 3, correct"). */
export const navButton = (page: Page, n: number) =>
  page.getByRole('navigation', { name: 'Problems' }).getByRole('button', { name: new RegExp(`^Problem ${n},`) });

export async function goToProblem(page: Page, n: number): Promise<Locator> {
  await navButton(page, n).click();
  const problem = page.getByRole('article', { name: `Problem ${n}` });
  await expect(problem).toBeVisible();
  return problem;
}

/** The problem on screen (one problem at a time). */
export const currentProblem = (page: Page) => page.getByRole('article');

/**
 * Waits until a click reaches the page again after a drag: the drag library swallows every click
 * for a moment after a drop (so that the drop is not also a click), which a person never meets
 * but a test's next click can. A probe click on the body tells when clicks get through.
 */
export async function waitForClicksAfterDrag(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        let reached = false;
        const probe = () => (reached = true);
        document.body.addEventListener('click', probe);
        document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        document.body.removeEventListener('click', probe);
        return reached;
      }),
    )
    .toBe(true);
}

export const mainButton = (problem: Locator, name: 'SUBMIT' | 'NEXT' | 'END OF REVIEW') =>
  problem.getByRole('button', { name, exact: true });

/** An attempt of a timed set that has only `secondsLeft` seconds before its limit (the student started it earlier). */
export async function timedAttempt(page: Page, student: Student, set: { classroom: string; code: string }, secondsLeft: number) {
  const query = new URLSearchParams({
    username: student.username,
    classroom: set.classroom,
    set: set.code,
    secondsLeft: String(secondsLeft),
  });
  const response = await page.request.post(`/dev/fixtures/attempt?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { submissionId: number; assignmentId: number };
}

/** Operation names of the GraphQL requests the page sends from now on. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    names.push(body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? '');
  });
  return names;
}

/** Accessibility rules (WCAG 2.1 A and AA) the player itself breaks; the app's shell is checked by its own journeys. */
export async function playerAccessibilityViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('#player').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
