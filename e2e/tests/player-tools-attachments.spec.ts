import { expect } from '@playwright/test';
import { goToProblem, HOMEWORK, openLesson, openSet, signInNewStudent } from './player-support.js';
import { graphql, test } from './support.js';

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

  // A file that is not an image or PDF is refused before anything is sent; so is text.
  const input = problem.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('zip') });
  await expect(problem.getByRole('alert')).toHaveText('This type of file cannot be uploaded here.');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my working') });
  await expect(problem.getByRole('alert')).toHaveText('This type of file cannot be uploaded here.');

  // The picker offers what the server takes (phone photos where it converts them), and a HEIC
  // photo it cannot read is refused with what to do instead.
  const offered = await graphql<{ acceptedFileTypes: string[] }>(page, '{ acceptedFileTypes(purpose: ATTACHMENT) }');
  expect(offered.acceptedFileTypes).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'application/pdf']));
  await expect(input).toHaveAttribute('accept', offered.acceptedFileTypes.join(','));
  const unreadable = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 7)]);
  await input.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: unreadable });
  await expect(problem.getByRole('alert')).toHaveText(
    'This photo format (HEIC) cannot be read here. Please attach the photo as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) or as a PDF.',
  );
  await expect(problem.getByRole('link', { name: 'Your attachment' })).toHaveCount(0);
});
