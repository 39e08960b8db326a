import { expect } from '@playwright/test';
import { signInStudent, test } from './support.js';
import {
  HOMEWORK,
  listItem,
  mainButton,
  navButton,
  openLesson,
  openSet,
  signInNewStudent,
  timedAttempt,
  WARM_UP,
} from './player-support.js';

/** The player when time runs out, when the connection drops, and when the student signs in elsewhere. */

const OFFLINE_NOTICE = 'You are offline. Your answer is kept on this device and will be saved as soon as the connection is back.';
const MULTIPLE_SIGN_IN =
  'We have detected that you have multiple sign-ins on SOLVE. This session is no longer valid. Please close this session and resume your work on the new session.';

test('a timed set says "Time is up!", completes itself and shows the results', async ({ page }) => {
  test.setTimeout(90_000);
  const student = await signInNewStudent(page, [WARM_UP.classroom]);
  await openLesson(page, WARM_UP);
  // The student started the five-minute warm-up a while ago: a few seconds are left when they come back to it.
  await timedAttempt(page, student, WARM_UP, 12);
  await openSet(page, WARM_UP.set, /^(Start|Continue)$/);
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^Time left 00:(0\d|1[0-2])$/);
  await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('Time is up!', { timeout: 25_000 });
  await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'OK' }).click();
  const results = page.getByRole('dialog', { name: 'Your results' });
  await expect(results).toContainText('Correct Answers0/4');
  await expect(results).toContainText('Attempts1 of 3');
  await results.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('timer')).toHaveText('Times Up!');
  await expect(page.getByRole('button', { name: 'SUBMIT', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Problem Set' })).toHaveCount(0);
  // The server completed the set: leaving asks nothing.
  await page.getByRole('button', { name: 'Lessons' }).click();
  await expect(page).toHaveURL(/\/lessons\?classroomId=\d+$/);
});

test('an answer saved while offline is kept, sent when the connection is back, and a reload brings every answer back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);

  // The set does not load: its error shows in place of the problems, and trying again loads it.
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('query Player') ? route.abort() : route.fallback()));
  await listItem(page, HOMEWORK.set).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('alert')).toHaveText('The problem set could not be loaded. Check your connection and try again.');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problem Set 1.3: Ratios and Rates');

  // Answers cannot be saved: the page says so, keeps the answer and keeps trying.
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('ProblemResponse') ? route.abort() : route.fallback()));
  await navButton(page, 2).click();
  let problem = page.getByRole('article', { name: 'Problem 2' });
  await problem.getByLabel('Your answer').fill('12');
  await mainButton(problem, 'SUBMIT').click();
  await expect(problem.getByRole('status')).toHaveText(OFFLINE_NOTICE);
  await expect(navButton(page, 2)).toHaveAccessibleName('Problem 2, saving');
  await expect(problem.getByLabel('Your answer')).toHaveValue('12');

  // Still offline after a reload: the answer is still there and still waiting.
  await page.reload();
  problem = page.getByRole('article', { name: 'Problem 2' });
  await expect(problem.getByLabel('Your answer')).toHaveValue('12');
  await expect(problem.getByRole('status')).toHaveText(OFFLINE_NOTICE);

  // Back online: the same answer is saved once and checked.
  await page.unrouteAll();
  await expect(problem.getByRole('status')).toHaveText('Correct! Well done.', { timeout: 15_000 });
  await expect(navButton(page, 2)).toHaveAccessibleName('Problem 2, correct');

  // The text size is a kept preference; a reload shows the saved answer and its result on the same problem.
  await page.getByRole('button', { name: 'Large text' }).click();
  await page.reload();
  problem = page.getByRole('article', { name: 'Problem 2' });
  await expect(problem.getByLabel('Your answer')).toHaveValue('12');
  await expect(problem.getByRole('status')).toHaveText('Correct! Well done.');
  await expect(page.getByRole('button', { name: 'Large text' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('You have answered 1 of 13 problems.')).toBeVisible();
});

test('a second sign-in ends this work session: the player says so and saves nothing more', async ({ page, browser }) => {
  const student = await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  await navButton(page, 2).click();

  const elsewhere = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await elsewhere.newPage();
  await signInStudent(other, student.username, student.password);
  await expect(other).toHaveURL(/\/dashboard$/);
  await elsewhere.close();

  const problem = page.getByRole('article', { name: 'Problem 2' });
  await problem.getByLabel('Your answer').fill('12');
  await mainButton(problem, 'SUBMIT').click();
  const message = page.getByRole('dialog', { name: 'Message' });
  await expect(message).toContainText(MULTIPLE_SIGN_IN);
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'multiple sign-ins' })).toBeVisible();
  await expect(problem.getByLabel('Your answer')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Submit Problem Set' })).toBeDisabled();
  await expect(navButton(page, 2)).toHaveAccessibleName('Problem 2, not answered yet');
});
