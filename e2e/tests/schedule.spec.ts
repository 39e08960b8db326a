import { expect, test } from '@playwright/test';
import { createFixtureFamily, signInParent } from './support.js';

test('a parent goes through the week of a student with a class, and a future class offers a makeup', async ({ page }) => {
  // MA6-A: the demo's opened pre-algebra class, meeting every week.
  const family = await createFixtureFamily(page, { enroll: 'MA6-A' });
  await signInParent(page, family.phone);
  await expect(page).not.toHaveURL(/\/family$/);
  await page.goto('/dashboard?defaultTab=2');
  await expect(page.getByRole('tab', { name: 'SCHEDULE' })).toHaveAttribute('aria-selected', 'true');
  const next = page.getByRole('button', { name: 'Next week' });
  await expect(next).toBeVisible();

  // The class meets weekly: within a few weeks there is a class to come.
  const future = page.getByRole('button', { name: /: schedule a makeup$/ });
  for (let week = 0; week < 6 && (await future.count()) === 0; week += 1) {
    const range = await page.getByText(/ – /).first().textContent();
    await next.click();
    await expect(page.getByText(/ – /).first()).not.toHaveText(range ?? '');
  }
  await future.first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Makeup' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Prev week' }).click();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
});
