import { expect, test } from '@playwright/test';
import { goToProblem, HOMEWORK, openLesson, openSet, signInNewStudent } from './player-support.js';

/** A student attaches a photo of their work to a problem, sees it kept after a reload, and removes it. */

// A 2×2 PNG, as a phone camera's photo would arrive (any image type is re-encoded by the server).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('a student attaches a photo and removes it', async ({ page }) => {
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  let problem = await goToProblem(page, 14);
  await problem.locator('input[type="file"]').setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(problem.getByRole('link', { name: 'Your attachment' })).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Attach file' })).toHaveCount(0);

  await page.reload();
  problem = await goToProblem(page, 14);
  const link = problem.getByRole('link', { name: 'Your attachment' });
  await expect(link).toBeVisible();
  const served = await page.request.get((await link.getAttribute('href'))!);
  expect(served.ok()).toBe(true);

  await problem.getByRole('button', { name: 'Remove the attachment of problem 14' }).click();
  await expect(problem.getByRole('link', { name: 'Your attachment' })).toHaveCount(0);
  await expect(problem.getByText('Attach file')).toBeVisible();

  // A file that is not an image or PDF is refused before anything is sent.
  await problem.locator('input[type="file"]').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('zip') });
  await expect(problem.getByRole('alert')).toHaveText('This type of file cannot be uploaded here.');
});
