import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { goToProblem, listItem, openSet } from './player-support.js';
import { signInEmployee, signInStudent, test } from './support.js';

/** A teacher grades a written answer from the grading queue; the student sees the grade and the comment. */

interface WrittenWork {
  classroomId: number;
  classroomTitle: string;
  setTitle: string;
  teacher: { email: string; password: string };
  student: { username: string; password: string; name: string };
}

async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  return context.newPage();
}

test.describe.configure({ timeout: 120_000 });

test('a teacher grades a free-form answer and the student sees the grade and comment', async ({ page, browser }, testInfo) => {
  const response = await page.request.post('/dev/fixtures/written-work');
  expect(response.ok()).toBe(true);
  const fixture = (await response.json()) as WrittenWork;

  await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/inbox');
  await page.getByRole('link', { name: 'Grading' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Grading');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Grading' })).toHaveCSS('font-weight', '700');
  const queue = page.getByRole('list', { name: 'Answers to grade' });
  await expect(queue.getByRole('button')).toHaveCount(2);
  const panel = page.getByRole('region', { name: 'Answer to grade' });
  await expect(panel.getByRole('heading')).toHaveText(`${fixture.student.name} · problem 1`);
  // Names rather than codes: the class by name with its code, the lesson and the set, and when the work came in.
  const [code, name] = fixture.classroomTitle.split(': ');
  const where = `${name} (${code}) · Lesson 1: Explaining ratios · ${fixture.setTitle}`;
  await expect(queue.getByRole('button').first()).toContainText(where);
  await expect(panel.getByText(/ · submitted /)).toContainText(`${where} · submitted `);
  await expect(panel.getByText(/ · submitted /)).toHaveText(/ · submitted [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  // The keyboard moves through the queue.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(panel.getByRole('heading')).toHaveText(`${fixture.student.name} · problem 2`);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(panel.getByRole('heading')).toHaveText(`${fixture.student.name} · problem 1`);
  await expect(panel).toContainText('Both simplify to 2:3 because 4 and 6 share the factor 2.');

  await panel.getByLabel('Points (0–4)').fill('9');
  await panel.getByRole('button', { name: 'Save grade' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Points must be a number from 0 to 4.');
  await panel.getByLabel('Points (0–4)').fill('3');
  await panel.getByLabel('Comment for the student').fill('Good reasoning: add an example next time.');
  await panel.getByLabel('Comment for the student').press('Control+Enter');
  await expect(page.getByText(`Grade saved. ${fixture.student.name}, problem 1: 3/4.`)).toBeVisible();
  await expect(queue.getByRole('button')).toHaveCount(1);

  const student = await secondPage(browser, testInfo);
  await signInStudent(student, fixture.student.username, fixture.student.password);
  await expect(student).toHaveURL(/\/dashboard/);
  await student.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await listItem(student, 'Lesson 1: Explaining ratios').getByRole('button').first().click();
  await openSet(student, `1.1 ${fixture.setTitle}`, /Review|Results|Continue/);
  const problem = await goToProblem(student, 1);
  await expect(problem).toContainText("Teacher's comment: Good reasoning: add an example next time.");

  // The gradebook shows it too, under the set.
  await student.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await student.getByRole('tab', { name: 'Gradebook' }).click();
  await student.getByRole('button', { name: /Lesson 1: Explaining ratios/ }).click();
  await expect(student.getByRole('list', { name: "Teacher's comments" })).toHaveText(
    "Teacher's comment, problem 1: Good reasoning: add an example next time.",
  );
  await student.context().close();
});
