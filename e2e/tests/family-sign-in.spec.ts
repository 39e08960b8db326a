import { expect, test } from '@playwright/test';
import { createFixtureFamily, latestCode } from './support.js';

test.describe('parent sign-in by code', () => {
  test('a parent gets a code, sees the countdown, signs in and lands on their page', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/family');
    await page.getByLabel('Phone number').fill(family.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('A verification code has been sent to your phone.')).toBeVisible();
    // The button counts down from the code's lifetime, then offers 'Get Code' again.
    await expect(page.getByRole('button', { name: /Get Code \(\d+s\)/ })).toBeDisabled();
    const code = await latestCode(page, family.phone);

    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('That code is not correct. Please check it and try again.')).toBeVisible();

    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/family/);
    // A parent's navigation has the family items, not a student's.
    await page.goto('/profile');
    await expect(page.getByText(family.email)).toBeVisible();
  });

  test('an unknown phone number and empty fields are refused with a clear message', async ({ page }) => {
    await page.goto('/family');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('+15559990000');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We could not find an account with that phone number.')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('you must enter all fields')).toBeVisible();
  });

  test('the demo parent of a referred family with no students can sign in', async ({ page }) => {
    await page.goto('/family');
    await page.getByLabel('Phone number').fill('+15550100002');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCode(page, '+15550100002');
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/family/);
  });
});
