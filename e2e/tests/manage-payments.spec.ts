import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createFixtureEmployee, signInEmployee, test } from './support.js';

/** WCAG 2.1 A and AA violations once transitions have ended. */
async function axeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
}

/** A calendar date `days` from today (UTC's today: a day either way of the academy's is inside the range asked). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Manage → Payments', () => {
  test('an admin filters the transactions, reads the totals and downloads the CSV', async ({ page }, testInfo) => {
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto('/manage');
    await page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/manage\/payments$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    // This month by default: the totals show whatever it holds.
    const totals = main.getByRole('list', { name: 'Totals' });
    await expect(totals).toBeVisible();

    // The demo academy's last year: its card, check and credit payments and the credits it gave.
    await main.getByLabel('From', { exact: true }).fill(dayFromToday(-360));
    await main.getByLabel('To', { exact: true }).fill(dayFromToday(1));
    await expect(totals.getByText('Payments', { exact: true })).toBeVisible();
    await expect(totals.getByText('Net', { exact: true })).toBeVisible();
    const rows = main.locator('tbody tr, ul[aria-label="Transactions"] > li');
    await expect(rows.filter({ hasText: 'Payment' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Credit issued' }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`payments-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });

    // A term with no class line paid keeps the totals and says so, or lists its rows.
    await main.getByLabel('Term', { exact: true }).click();
    await page.getByRole('option').nth(1).click();
    await expect(totals).toBeVisible();
    await main.getByLabel('Term', { exact: true }).click();
    await page.getByRole('option', { name: 'All terms' }).click();
    await expect(rows.filter({ hasText: 'Credit issued' }).first()).toBeVisible();

    // The CSV of the filters: a header and a payment's row with a plain decimal amount.
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Time,Type,Family,Students,Classes,Method,Amount,Invoice,Reference');
    expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},\d{2}:\d{2},PAYMENT,.*,\d+\.\d{2},[^,]+,[^,]+$/.test(line))).toBe(true);

    // A phone's width: a card per transaction, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(main.getByRole('list', { name: 'Transactions' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('payments-390.png'), fullPage: true });
  });
});
