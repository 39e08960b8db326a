import { expect, type Locator, type Page, test } from '@playwright/test';
import { goToProblem, HOMEWORK, openLesson, openSet, signInNewStudent } from './player-support.js';
import { signInEmployee } from './support.js';

/** The scratchpad: a student's drawing is kept with the problem; a teacher's becomes a problem image. */

async function draw(page: Page, canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 40);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 40 + step * 15, box.y + 40 + step * 8);
  await page.mouse.up();
}

test('a student draws on the scratchpad, saves, reloads and sees it', async ({ page }) => {
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  let problem = await goToProblem(page, 2);
  await problem.getByRole('button', { name: 'Scratchpad' }).click();
  const overlay = page.getByRole('dialog', { name: 'Scratchpad · problem 2' });
  await draw(page, overlay.getByTestId('scratchpad-canvas'));
  await overlay.getByRole('button', { name: 'SAVE' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(problem.getByRole('img', { name: 'Your scratchpad for problem 2' })).toBeVisible();

  await page.reload();
  problem = await goToProblem(page, 2);
  await expect(problem.getByRole('img', { name: 'Your scratchpad for problem 2' })).toBeVisible();

  // Clearing and saving over the saved drawing asks first.
  await problem.getByRole('button', { name: 'Scratchpad' }).click();
  await overlay.getByRole('button', { name: 'Clear all' }).click();
  await overlay.getByRole('button', { name: 'SAVE' }).click();
  await expect(overlay.getByRole('alert')).toContainText('your saved image will be replaced, continue?');
  await overlay.getByRole('button', { name: 'No' }).click();
  await overlay.getByRole('button', { name: 'Close the scratchpad' }).click();
});

test('a teacher saves a scratchpad as a problem image from the preview', async ({ page }) => {
  await signInEmployee(page, '/instructor', 'teacher@solve.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Solutions');
  const problem = await goToProblem(page, 3);
  await problem.getByRole('button', { name: 'Scratchpad' }).click();
  const overlay = page.getByRole('dialog', { name: 'Scratchpad · problem 3' });
  await draw(page, overlay.getByTestId('scratchpad-canvas'));
  await overlay.getByRole('button', { name: 'SAVE' }).click();
  await expect(problem.getByRole('link', { name: 'Saved as a problem image' })).toBeVisible();
});
