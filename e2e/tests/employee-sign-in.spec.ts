import { expect } from '@playwright/test';
import { createFixtureEmployee, signInEmployee, test } from './support.js';

test.describe('instructor and admin sign-in', () => {
  test('an instructor signs in at /instructor and reaches the dashboard', async ({ page }) => {
    await signInEmployee(page, '/instructor', 'teacher@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByText('teacher@solve.test')).toBeVisible();
  });

  test('an admin signs in at /admin', async ({ page }) => {
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the wrong door and wrong credentials answer with the texts of the spec', async ({ page }) => {
    await signInEmployee(page, '/admin', 'teacher@solve.test');
    await expect(page.getByText('Sorry! it looks like account is not an admin!')).toBeVisible();
    await signInEmployee(page, '/instructor', 'admin@solve.test');
    await expect(page.getByText('Sorry! it looks like account is not an instructor!')).toBeVisible();
    await signInEmployee(page, '/instructor', 'office@solve.test');
    await expect(page.getByText('Your account is neither an instructor nor an admin of the academy.')).toBeVisible();
    // A wrong password counts against the account: one of the journey's own.
    const teacher = await createFixtureEmployee(page);
    await signInEmployee(page, '/instructor', teacher.email, 'wrong-password');
    await expect(page.getByText('Whoops, either your email or password is invalid')).toBeVisible();
    await page.goto('/instructor');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter your email and password')).toBeVisible();
  });
});
