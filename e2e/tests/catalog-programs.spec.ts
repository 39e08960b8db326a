import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support.js';

/** WCAG 2.1 A and AA violations of the page as it is. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 120) ?? ''}`);
}

/** Where an element is on the page, rounded to the pixel. */
async function placeOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) };
}

const OLYMPIAD_CARD = 'section[aria-label="Programs"] button:has-text("Olympiad")';

test.describe('programs on the catalog', () => {
  test('program cards show their grade ranges and filter the catalog; a second click deselects', async ({ page }) => {
    await page.goto('/catalog');
    const programs = page.getByRole('region', { name: 'Programs' });
    // The programs the academy sells classes of, in the order of the spec's table, with its grade ranges.
    await expect(programs.getByRole('button')).toHaveText([
      /^AP\s*Grades 8-12$/,
      /^Olympiad\s*Grades K-12$/,
      /^Accelerated\s*Grades 3-12$/,
      /^Biology\s*Grades 7-12$/,
      /^Chemistry\s*Grades 8-12$/,
      /^Programming\s*Grades 2-11$/,
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await programs.getByRole('button', { name: /^AP/ }).click();
    await expect(page).toHaveURL(/program=AP/);
    const classes = page.getByRole('list', { name: 'Classes' });
    await expect(classes).toContainText('NP9-A');
    await expect(classes).not.toContainText('MF4-A');
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await expect(filters.getByRole('group', { name: 'Programs' }).getByRole('button', { name: 'AP · 8-12' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A grade band narrows the program further; a band the program's classes miss matches nothing.
    await filters.getByRole('button', { name: 'Grades 9-12' }).click();
    await expect(page).toHaveURL(/grade=9-12/);
    await expect(classes).toContainText('NP9-A');
    expect(await axeViolations(page)).toEqual([]);
    await filters.getByRole('button', { name: 'Grades 9-12' }).click();
    // Another program replaces the first, and a second click on it shows every class again.
    await filters.getByRole('button', { name: 'Accelerated · 3-12' }).click();
    await expect(page).toHaveURL(/program=Accelerated/);
    await expect(classes).toContainText('MF4-A');
    await expect(classes).not.toContainText('NP9-A');
    await filters.getByRole('button', { name: 'Accelerated · 3-12' }).click();
    await expect(page).not.toHaveURL(/program=/);
    await expect(page.getByRole('region', { name: 'Programs' })).toBeVisible();
  });

  test('at 390 px the program cards fit the screen and filter the same way', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalog');
    const programs = page.getByRole('region', { name: 'Programs' });
    await expect(programs.getByRole('button', { name: /^Olympiad/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Keyboard: the card is reached with Tab and chosen with Enter, once the app has taken over the drawn page.
    await expect(programs.getByRole('button', { name: /^Olympiad/ })).toBeEnabled();
    await programs.getByRole('button', { name: /^Olympiad/ }).press('Enter');
    await expect(page).toHaveURL(/program=Olympiad/);
    await page.goBack();
    await programs.getByRole('button', { name: /^Olympiad/ }).click();
    await expect(page).toHaveURL(/program=Olympiad/);
    await expect(page.getByRole('list', { name: 'Classes' })).toContainText('MC8');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the drawn catalog has the program cards, and they stay in place when the app takes over', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/catalog', { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('fieldset.prerendered');
    await expect(drawn.locator('section[aria-label="Programs"]')).toContainText('Grades K-12');
    const before = await placeOf(page, OLYMPIAD_CARD);

    release();
    await expect(drawn).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Programs' }).getByRole('button', { name: /^Olympiad/ })).toBeEnabled();
    expect(await placeOf(page, OLYMPIAD_CARD)).toEqual(before);
  });
});
