import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createFixtureFamily, signInStudent, test } from './support.js';

/** WCAG 2.1 A and AA violations of the page as it is. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 120) ?? ''}`);
}

test.describe("a student's own badges and the Top Student banner", () => {
  test('the dashboard celebrates the best Top Student badge; the profile lists every badge; a transcript its class’s', async ({ page }) => {
    // A finished class handed in at 95% (final Gold and Honor Roll) and a running one (Gold so far).
    const family = await createFixtureFamily(page, { enroll: 'EW6-P,MA6-A', passed: 'EW6-P,MA6-A' });
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard/);

    const banner = page.getByRole('region', { name: 'Top Student' });
    await expect(banner.getByRole('heading', { name: 'Congratulations, Kit! You are a Top Student' })).toBeVisible();
    await expect(banner).toContainText('Your grade in Creative Writing earned you the Top Student · Gold badge.');
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'See your 2 Top Student badges' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    const mine = page.getByRole('region', { name: 'My badges' });
    const badges = mine.getByRole('list', { name: 'Badges' }).getByRole('listitem');
    await expect(badges).toHaveCount(4);
    await expect(badges.filter({ hasText: 'Creative Writing · final' })).toHaveCount(2);
    await expect(badges.filter({ hasText: 'Pre-Algebra · so far, final when the class ends' })).toHaveCount(2);
    await expect(mine).toContainText('Honor Roll');
    expect(await axeViolations(page)).toEqual([]);

    // The finished class's transcript shows what it earned.
    await page.goto('/dashboard?defaultTab=1');
    await page.getByRole('listitem', { name: 'Creative Writing', exact: true }).getByRole('link', { name: 'Transcript' }).click();
    await expect(page).toHaveURL(/\/transcript\?classroomId=\d+$/);
    const classBadges = page.getByRole('region', { name: 'My badges' });
    await expect(classBadges.getByRole('heading', { name: 'Badges of this class' })).toBeVisible();
    await expect(classBadges.getByRole('listitem')).toHaveText([/Honor Roll\s*final/, /Top Student · Gold\s*final/]);
  });

  test('a badge of a running class is celebrated as earned so far, and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const family = await createFixtureFamily(page, { enroll: 'MA6-A', passed: 'MA6-A' });
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard/);
    const banner = page.getByRole('region', { name: 'Top Student' });
    await expect(banner.getByRole('heading', { name: 'Well done, Kit: you are on your way to Top Student · Gold' })).toBeVisible();
    await expect(banner).toContainText('Your grade in Pre-Algebra earns it so far. Keep it at 90% or more until the class ends');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('without a badge there is no banner, and the profile says how to earn one', async ({ page }) => {
    const family = await createFixtureFamily(page, { enroll: 'MA6-A' });
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('tab', { name: 'Enrolled' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'My badges' })).toContainText(
      'No badges yet. Finish a class with a grade of at least 70% to earn the Top Student badge.',
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Enrolled' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top Student' })).toHaveCount(0);
  });
});
