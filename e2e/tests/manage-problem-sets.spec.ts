import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { goToProblem, listItem, openSet } from './player-support.js';
import { signInEmployee, signInStudent, test } from './support.js';

/** The back office's problem-set editor: an admin changes a problem with math and its answer, previews it, and the student's work stays. */

interface EditorFixture {
  problemSetId: number;
  setCode: string;
  setTitle: string;
  classroomId: number;
  lessonTitle: string;
  admin: { email: string; password: string };
  student: { username: string; password: string; answer: string };
}

const NEW_QUESTION = 'A train covers $\\frac{180}{3}$ miles in one hour. How many miles per hour is that?';

async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  return context.newPage();
}

test.describe.configure({ timeout: 120_000 });

test("an admin edits a problem's text with math and its answer, previews it in the player, and the student's earlier answer is still shown", async ({
  page,
  browser,
}, testInfo) => {
  const response = await page.request.post('/dev/fixtures/problem-set-editor');
  expect(response.ok()).toBe(true);
  const fixture = (await response.json()) as EditorFixture;

  await signInEmployee(page, '/admin', fixture.admin.email, fixture.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/manage');
  await page
    .getByRole('link', { name: /^Problem sets/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Problem sets' })).toBeVisible();
  await page.getByLabel('Search by code or title').fill(fixture.setCode);
  const sets = page.getByRole('table', { name: 'Problem sets' });
  await expect(sets.getByRole('row')).toHaveCount(2);
  await sets.getByRole('link', { name: fixture.setTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/problem-sets/${fixture.problemSetId}$`));
  await expect(page.getByRole('heading', { level: 1, name: fixture.setTitle })).toBeVisible();

  // The answered problem says so and cannot be removed; its text and key can change.
  const problem = page.getByRole('article', { name: 'Problem 1' });
  await expect(problem.getByText('1 answer', { exact: true })).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Remove problem 1' })).toBeDisabled();
  await problem.getByRole('button', { name: /^Problem 1/ }).click();
  const question = problem.getByLabel('Question', { exact: true });
  await expect(question).toHaveValue(/A car travels/);
  await question.fill(NEW_QUESTION);
  const preview = problem.getByRole('region', { name: 'Question: preview' });
  await expect(preview.locator('.katex')).toBeVisible();
  await expect(preview).toContainText('How many miles per hour is that?');

  // A key the checker cannot use is refused at its field, by the import's own rule, and nothing is saved.
  const key = problem.getByLabel('Answer key');
  await key.fill('sixty');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The problem set was not saved' })).toBeVisible();
  await expect(problem.getByText("'sixty' is not a number")).toBeVisible();
  await key.fill('60');
  await expect(problem.getByText("'sixty' is not a number")).toHaveCount(0);
  // Saved from the keyboard.
  await key.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: "Saved. Students' earlier answers and grades are kept" })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The preview is the player's staff preview of the saved set.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/problemSets\\?problemSetId=${fixture.problemSetId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Problem Set 1.3: ${fixture.setTitle}` })).toBeVisible();
  await expect(page.getByText('Preview: solutions are shown and nothing you enter is saved.')).toBeVisible();
  const played = page.getByRole('article', { name: 'Problem 1' });
  await expect(played).toContainText('How many miles per hour is that?');
  await expect(played.locator('.katex').first()).toBeVisible();
  await expect(played).toContainText('Correct answer: 60');
  await page.getByRole('button', { name: 'Problem set editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/problem-sets/${fixture.problemSetId}$`));

  // The save is in the audit log.
  await page.goto('/manage/audit');
  await page.getByLabel('Action').fill('problemSet');
  await page.getByLabel('Record id').fill(String(fixture.problemSetId));
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('cell', { name: 'problemSet.update' })).toHaveCount(1);
  await changes.getByRole('button', { name: 'Before and after' }).click();
  await expect(changes).toContainText('A car travels');
  await expect(changes).toContainText('\\\\frac{180}{3}');

  // The student's submitted attempt still shows their answer, beside the problem as it now reads.
  const student = await secondPage(browser, testInfo);
  await signInStudent(student, fixture.student.username, fixture.student.password);
  await expect(student).toHaveURL(/\/dashboard/);
  await student.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await listItem(student, fixture.lessonTitle).getByRole('button').first().click();
  await openSet(student, `1.3 ${fixture.setTitle}`, /Review|Results/);
  const answered = await goToProblem(student, 1);
  await expect(answered.getByRole('textbox', { name: 'Your answer' })).toHaveValue(fixture.student.answer);
  await expect(answered).toContainText('How many miles per hour is that?');
  await student.context().close();
});
