import { expect } from '@playwright/test';
import { isTablet, signInEmployee, test } from './support.js';
import {
  goToProblem,
  HOMEWORK,
  listItem,
  mainButton,
  navButton,
  openLesson,
  openSet,
  playerAccessibilityViolations,
  recordOperations,
  SELF_PACED,
  signInNewStudent,
  waitForClicksAfterDrag,
} from './player-support.js';

/** Staff preview a set with its solutions and save nothing; LEARN in a self-paced class; the player's entry rules. */

test('teacher@solve.test previews the homework with solutions, tries it, and nothing is saved', async ({ page }) => {
  test.setTimeout(90_000);
  await signInEmployee(page, '/instructor', 'teacher@solve.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openLesson(page, HOMEWORK);
  const operations = recordOperations(page);
  await openSet(page, HOMEWORK.set, 'Solutions');
  await expect(page.getByRole('heading', { level: 1, name: 'Problem Set 1.3: Ratios and Rates' })).toBeVisible();
  await expect(page.getByText('Preview: solutions are shown and nothing you enter is saved.')).toBeVisible();

  // Solutions show at once and can be hidden; no Skip, no set submission, no help for staff.
  let problem = await goToProblem(page, 6);
  await expect(problem.getByRole('region', { name: 'Solution' })).toContainText('The 16 oz box is cheapest per ounce.');
  await expect(problem.getByText('Correct answer', { exact: true })).toBeVisible();
  await problem.getByRole('button', { name: 'Hide solution' }).click();
  await expect(problem.getByRole('region', { name: 'Solution' })).toHaveCount(0);
  await problem.getByRole('button', { name: 'Show solution' }).click();
  await expect(problem.getByRole('region', { name: 'Solution' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Problem Set' })).toHaveCount(0);

  // Trying the problems: a choice, a ranking by dragging, NEXT; none of it goes to the server.
  await problem.getByRole('radio', { name: 'A: 12 oz for $3.00' }).check();
  await mainButton(problem, 'NEXT').click();
  problem = await goToProblem(page, 9);
  await expect(problem.getByText('Correct order: 100 m in 50 s → 60 m in 20 s → 200 m in 40 s → 90 m in 10 s')).toBeVisible();
  const handles = problem.getByRole('button', { name: /^Drag / });
  const last = await handles.last().getAttribute('aria-label');
  const from = (await handles.last().boundingBox())!;
  const to = (await handles.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect(handles.first()).toHaveAccessibleName(last!);
  await waitForClicksAfterDrag(page);
  await mainButton(problem, 'NEXT').click();
  await expect(navButton(page, 10)).toHaveAttribute('aria-current', 'step');
  expect(operations.filter((name) => /ProblemResponse|UpdateSubmission/.test(name))).toEqual([]);

  // Display All shows every problem; Full Screen hides the app's side bar and header.
  await page.getByRole('button', { name: 'Display All' }).click();
  await expect(page.getByRole('article')).toHaveCount(15);
  expect(await playerAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Display All' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  const appHeader = page.getByRole('heading', { name: 'Problem Set', exact: true });
  await expect(appHeader).toBeVisible();
  await page.getByRole('button', { name: 'Full Screen' }).click();
  await expect(appHeader).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Full Screen' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Full Screen' }).click();
  await expect(appHeader).toBeVisible();
  if (!isTablet(page)) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('in a self-paced class LEARN shows and hides the solution, and says when there is none', async ({ page }) => {
  await signInNewStudent(page, [SELF_PACED.classroom]);
  await openLesson(page, SELF_PACED);
  await openSet(page, SELF_PACED.set, 'Start');
  let problem = page.getByRole('article', { name: 'Problem 1' });
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(problem.getByRole('region', { name: 'Solution' })).toHaveCount(0);
  await problem.getByRole('button', { name: 'LEARN' }).click();
  await expect(problem.getByRole('region', { name: 'Solution' })).toBeVisible();
  await expect(problem.getByRole('button', { name: 'LEARN' })).toHaveAttribute('aria-pressed', 'true');
  await problem.getByRole('button', { name: 'LEARN' }).click();
  await expect(problem.getByRole('region', { name: 'Solution' })).toHaveCount(0);

  // The open question at the end has no model solution.
  problem = await goToProblem(page, 6);
  await expect(problem.getByText('describe a program you would like to write')).toBeVisible();
  await problem.getByRole('button', { name: 'LEARN' }).click();
  const message = page.getByRole('dialog', { name: 'Message' });
  await expect(message).toContainText('Solution is not available for this question.');
  await message.press('Enter');
  await expect(message).toBeHidden();
});

test('the player sends visitors where they belong: signed out home, no class to the dashboard, no attempt to the lessons', async ({
  page,
}) => {
  await page.goto('/problemSets?assignmentId=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeVisible();

  await signInNewStudent(page, [HOMEWORK.classroom]);
  await page.goto('/problemSets?assignmentId=1');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A class is open but the homework was never started: back to that class's lessons.
  await openLesson(page, HOMEWORK);
  const lessons = page.url();
  const assignmentId = (await listItem(page, HOMEWORK.set).getAttribute('id'))!.replace('assignment-', '');
  await page.goto(`/problemSets?assignmentId=${assignmentId}`);
  await expect(page).toHaveURL(lessons);
});
