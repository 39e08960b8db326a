import { expect, test } from '@playwright/test';
import { isTablet, openNavigation, signInStudent } from './support.js';

test.describe('home and navigation', () => {
  test('home offers the Student/Parent choice and the Login modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Student/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await page.getByRole('link', { name: /Parent/ }).click();
    await expect(page).toHaveURL(/\/family$/);

    await page.goto('/');
    if (isTablet(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Login' }).click();
    } else {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    }
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('tab', { name: 'Parent' })).toBeVisible();
    await expect(modal.getByRole('tab', { name: /Student/ })).toBeVisible();
    // Register Family appears only when the modal is opened from checkout.
    await expect(modal.getByRole('tab', { name: 'Register Family' })).toHaveCount(0);
    await modal.getByRole('tab', { name: /Student/ }).click();
    await modal.getByLabel('Username or email').fill('alicew101');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByLabel('Password').fill('solve-demo-2026');
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(modal).toBeHidden();
  });

  test('signed-out visitors are sent home from pages that need a sign-in', async ({ page }) => {
    for (const path of ['/dashboard', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a student navigates with the side bar or the drawer, opens help and signs out', async ({ page }) => {
    await signInStudent(page, 'alicew101');
    await expect(page).toHaveURL(/\/dashboard$/);
    // Students see Dashboard, News and Settings but not the family items.
    await openNavigation(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Dashboard')).toBeVisible();
    await expect(nav.getByText('News')).toBeVisible();
    await expect(nav.getByText('Orders')).toHaveCount(0);
    await nav.getByText('Help').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header is hidden on the sign-in routes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the side bar is 100 px on desktop and a drawer at 768 px', async ({ page }) => {
    await signInStudent(page, 'alicew101');
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isTablet(page)) {
      await expect(nav).toHaveCount(0);
      await openNavigation(page);
      await expect(nav).toBeVisible();
    } else {
      const box = await nav.boundingBox();
      expect(box?.width).toBe(100);
    }
  });
});
