import { expect, type Page } from '@playwright/test';
import { signInStudent, test } from './support.js';
import { HOMEWORK, mainButton, navButton, openLesson, openSet, signInNewStudent } from './player-support.js';

/**
 * One sign-in works in every tab of its browser, and in the browser restored with its cookies;
 * only a new sign-in elsewhere ends its work (problem-set-player.md §6, §8).
 */

const MULTIPLE_SIGN_IN =
  'We have detected that you have multiple sign-ins on SOLVE. This session is no longer valid. Please close this session and resume your work on the new session.';

/** Answers problem n of the open set and waits until the server's result shows on its button. */
async function answer(page: Page, n: number, value: string, result: 'correct' | 'not correct') {
  await navButton(page, n).click();
  const problem = page.getByRole('article', { name: `Problem ${n}` });
  await problem.getByLabel('Your answer').fill(value);
  await mainButton(problem, 'SUBMIT').click();
  await expect(navButton(page, n)).toHaveAccessibleName(`Problem ${n}, ${result}`);
}

/** Opens the homework set from the dashboard: Start for the attempt's first tab, Continue after. */
async function openHomework(page: Page, button: 'Start' | 'Continue') {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, button);
}

/** Answers problem n and meets the multiple sign-in message; nothing is saved. */
async function answerRefused(page: Page, n: number, value: string) {
  await navButton(page, n).click();
  const problem = page.getByRole('article', { name: `Problem ${n}` });
  await problem.getByLabel('Your answer').fill(value);
  await mainButton(problem, 'SUBMIT').click();
  const message = page.getByRole('dialog', { name: 'Message' });
  await expect(message).toContainText(MULTIPLE_SIGN_IN);
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(navButton(page, n)).toHaveAccessibleName(`Problem ${n}, not answered yet`);
}

test('a second tab of the same sign-in starts a set and answers, and the first tab goes on answering', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewStudent(page, [HOMEWORK.classroom]);
  const secondTab = await page.context().newPage();
  await openHomework(secondTab, 'Start');
  await answer(secondTab, 2, '12', 'correct');

  await openHomework(page, 'Continue');
  await answer(page, 3, '2:3', 'correct');
  await answer(secondTab, 4, 'Unit Rate', 'correct');
  await expect(page.getByRole('dialog', { name: 'Message' })).toHaveCount(0);
  await expect(secondTab.getByRole('dialog', { name: 'Message' })).toHaveCount(0);
});

test('a browser restored with its cookies starts a set; a sign-in elsewhere then ends the old sign-in in every tab', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const student = await signInNewStudent(page, [HOMEWORK.classroom]);

  // The browser comes back with its cookies (and its kept preferences), its tabs' session storage gone.
  const restored = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: page.viewportSize() ?? undefined,
  });
  const restoredPage = await restored.newPage();
  await restoredPage.goto('/dashboard');
  await expect(restoredPage.getByRole('link', { name: /^(Start|Enter)$/ }).first()).toBeVisible();
  expect(await restoredPage.evaluate(() => sessionStorage.getItem('sessionId'))).toBeNull();
  await openHomework(restoredPage, 'Start');
  await answer(restoredPage, 2, '12', 'correct');
  await openHomework(page, 'Continue');
  await answer(page, 3, '2:3', 'correct');

  // The student signs in on another computer: that sign-in works now, and this one no longer.
  const elsewhere = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await signInStudent(await elsewhere.newPage(), student.username, student.password);
  await expect(elsewhere.pages()[0]!).toHaveURL(/\/dashboard$/);
  await elsewhere.close();

  await answerRefused(page, 4, 'Unit Rate');
  await answerRefused(restoredPage, 4, 'Unit Rate');
  await restored.close();
});
