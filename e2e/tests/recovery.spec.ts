import { expect } from '@playwright/test';
import { createFixtureFamily, latestOutboxMessage, signInStudent, test } from './support.js';

test.describe('password recovery', () => {
  test('a forgotten password is reset through the single-use mailed link', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/recovery\?password/);
    // The sign-in page (with its own Username field) stays on screen until the recovery page has loaded.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Username').fill(family.username);
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('An email has been sent to your email to reset your password.')).toBeVisible();

    const mail = await latestOutboxMessage(page, family.email);
    const link = /https?:\/\/\S+\/changepassword\?\S+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    // The link's token stands for the current password.
    await expect(page.getByLabel('Current password')).toHaveCount(0);

    await page.getByLabel('New password').fill('brand-new-pass-1');
    await page.getByLabel('Confirm password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible();
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('New password').fill('brand-new-pass-1');
    await page.getByLabel('Confirm password').fill('brand-new-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();

    // The link works once.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('New password').fill('another-pass-3');
    await page.getByLabel('Confirm password').fill('another-pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();

    await signInStudent(page, family.username, 'brand-new-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown username and a forgotten username by email', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/recovery?password');
    await page.getByLabel('Username').fill('no-such-student-42');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('Username was not found.')).toBeVisible();

    await page.getByRole('link', { name: 'Forgot Username?' }).click();
    await expect(page).toHaveURL(/\/recovery$/);
    await expect(page.getByRole('heading', { name: 'Forgot username' })).toBeVisible();
    await page.getByLabel('Email').fill(family.email);
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('An email has been sent to your email to reset your password.')).toBeVisible();
    const mail = await latestOutboxMessage(page, family.email);
    expect(mail.body).toContain(family.username);
  });

  test('a signed-in student changes their password from the profile', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Change password' }).click();
    // Signed in, the current password is asked for: without it, or wrong, nothing changes.
    await page.getByLabel('New password').fill('changed-pass-77');
    await page.getByLabel('Confirm password').fill('changed-pass-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Please enter all required fields.')).toBeVisible();
    await page.getByLabel('Current password').fill('not-my-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct. Please try again.')).toBeVisible();
    await page.getByLabel('Current password').fill(family.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();
  });
});
