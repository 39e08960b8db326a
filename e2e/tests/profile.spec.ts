import { expect, type Page, test } from '@playwright/test';
import { createFixtureFamily, signInStudent } from './support.js';

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('student profile', () => {
  test('a student edits the profile; bad input is refused and changes nothing', async ({ page }) => {
    const family = await createFixtureFamily(page, { gradeUpdated: false });
    await signInStudent(page, family.username, family.password);
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();

    await page.getByLabel('School').fill('Hoover Middle School');
    await choose(page, 'Grade', '7');
    await page.getByLabel('Zip').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid zip code.')).toBeVisible();

    await page.getByLabel('Zip').fill('95112');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeHidden();
    await expect(page.getByText('Hoover Middle School')).toBeVisible();

    // The editor does not open by itself again, and the change is kept.
    await page.reload();
    await expect(page.getByText('Hoover Middle School')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toHaveCount(0);
  });
});
