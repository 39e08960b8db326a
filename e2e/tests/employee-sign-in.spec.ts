import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createFixtureEmployee, signInEmployee, signInStudent, test } from './support.js';

test.describe('instructor and admin sign-in', () => {
  test('an instructor signs in at /instructor and reaches the dashboard', async ({ page }) => {
    await signInEmployee(page, '/instructor', 'teacher@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByText('teacher@solve.test')).toBeVisible();
  });

  test('an admin signs in at /admin, and staff are told which services are in test mode', async ({ page }) => {
    // Whether the banner was on the page when the first class card came: arriving after the cards,
    // it would move them down under a pointer about to press one.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('main [role="listitem"]')) return;
        document.documentElement.dataset.bannerWithFirstCard = String(document.querySelector('[role="note"]') !== null);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // The banner's code on a slow line: the page still waits for it (its first render waits up to 1.5 s).
    await page.route(/\/TestModeBanner-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('data-banner-with-first-card', 'true');
    // The demo runs the built-in card service and outboxes: staff must not rely on them.
    const banner = page.getByRole('note').filter({ hasText: 'Payments are in test mode' });
    await expect(banner).toHaveText(
      'Payments are in test mode: no card is charged. Texts are in test mode: none are sent. Mail is in test mode: none is sent.',
    );
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // Nobody else sees it.
    await page.context().clearCookies();
    await signInStudent(page, 'alicew101');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText('Payments are in test mode')).toHaveCount(0);
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
