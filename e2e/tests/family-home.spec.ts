import { expect, type Page } from '@playwright/test';
import { createFixtureFamilyWithoutStudents, isTablet, latestCode, signInParent, test } from './support.js';

/** A phone no family uses yet, made unique per run and per project. */
function freshPhone(): { typed: string; e164: string } {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { typed: `555${digits}`, e164: `+1555${digits}` };
}

async function openJoin(page: Page) {
  await page.goto('/');
  if (isTablet(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Home menu' }).getByText('Join').click();
  } else {
    await page.getByRole('button', { name: 'Join', exact: true }).click();
  }
  return page.getByRole('dialog', { name: 'Join Solve' });
}

test.describe('family home', () => {
  test('a new family registers from the home page with its phone proven by code', async ({ page }) => {
    const phone = freshPhone();
    const dialog = await openJoin(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter all required fields.');

    await dialog.getByLabel('First name').fill('Rosa');
    await dialog.getByLabel('Last name').fill('Newfamily');
    await dialog.getByLabel('Email').fill(`rosa-${phone.typed}@example.com`);
    await dialog.getByLabel('Relationship').click();
    await page.getByRole('option', { name: 'Mother' }).click();
    await dialog.getByLabel('Phone number').fill(phone.typed);
    await dialog.getByRole('button', { name: 'SEND CODE' }).click();
    const code = await latestCode(page, phone.e164);
    await expect(dialog.getByRole('button', { name: /SEND AGAIN/ })).toBeVisible();
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Welcome, Rosa!' })).toBeVisible();
    await expect(page.getByText('No students yet.')).toBeVisible();
  });

  test('a phone already in use cannot register again', async ({ page }) => {
    const family = await createFixtureFamilyWithoutStudents(page);
    await page.goto('/join');
    await page.getByLabel('Phone number').fill(family.phone);
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page.getByRole('alert')).toHaveText('Phone number already in use');
  });

  test('a parent adds a student who signs in with the password the parent set and is asked to change it', async ({ page }) => {
    const family = await createFixtureFamilyWithoutStudents(page);
    await signInParent(page, family.phone);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add a student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a student' });
    await dialog.getByRole('button', { name: 'Add student' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter all required fields');
    await dialog.getByLabel('First name').fill('Theo');
    await dialog.getByLabel('Last name').fill('Quill');
    await dialog.getByLabel('Birth date').fill('2014-03-09');
    await dialog.getByLabel('Grade').click();
    await page.getByRole('option', { name: '6', exact: true }).click();
    await dialog.getByLabel('Gender').click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await dialog.getByLabel('School').fill('Maple Elementary');
    await dialog.getByLabel('First password').fill('theo-first-pass');
    await dialog.getByRole('button', { name: 'Add student' }).click();
    const status = page.getByRole('status').filter({ hasText: 'can now sign in with the username' });
    await expect(status).toBeVisible();
    const username = /username (\w+)\./.exec((await status.textContent()) ?? '')?.[1] ?? '';
    expect(username).toMatch(/^theoq\d{3}$/);
    await expect(page.getByRole('option', { name: 'Theo Quill' })).toHaveAttribute('aria-selected', 'true');

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill('theo-first-pass');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/changepassword/);
  });
});
