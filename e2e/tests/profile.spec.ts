import { expect, type Page } from '@playwright/test';
import { createFixtureEmployee, createFixtureFamily, signInEmployee, signInParent, signInStudent, test } from './support.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

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

test.describe('profile image', () => {
  test('Change Profile Image uploads with a progress bar and SAVE keeps it; other files are refused', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const picker = page.getByLabel('Profile image file');

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('Please choose an image file (PNG, JPEG, GIF or WebP).')).toBeVisible();
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText('That image is too large. Please choose one under 5 MB.')).toBeVisible();

    // The upload is held back until the progress bar has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/files/**', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('progressbar', { name: 'Uploading profile image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await expect(page.getByText('New image ready: press Save to keep it.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeHidden();
    const avatar = page.getByRole('img', { name: /Kit Fixture/ }).first();
    await expect(avatar).toHaveAttribute('src', /\/files\/profile-image\//);
    // The server's own copy of the picture (decoded and encoded again) is what the browser shows.
    await expect.poll(() => avatar.evaluate((img) => (img instanceof HTMLImageElement && img.complete ? img.naturalWidth : 0))).toBe(1);
  });
});

test.describe('staff and parent profiles', () => {
  test('an instructor sees their card, changes the password from it and signs out', async ({ page }) => {
    const employee = await createFixtureEmployee(page);
    await signInEmployee(page, '/instructor', employee.email, employee.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByText(employee.email)).toBeVisible();
    await expect(page.getByText('Math Instructor').first()).toBeVisible();
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/changepassword$/);
    await page.getByLabel('Current password').fill(employee.password);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('New password').fill('staff-new-pass-9');
    await page.getByLabel('Confirm password').fill('staff-new-pass-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInEmployee(page, '/instructor', employee.email, 'staff-new-pass-9');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a parent sees a read-only card with the family address, and can sign out', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByText(family.email)).toBeVisible();
    await expect(page.getByText(/Fixture Way/)).toBeVisible();
    await expect(page.getByText('San Jose, CA 95112')).toBeVisible();
    // Read-only: nothing to edit, no password to change.
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
