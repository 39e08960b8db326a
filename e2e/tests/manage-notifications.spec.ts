import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from './manage-support.js';
import { createFixtureEmployee, isTablet, signInEmployee, test } from './support.js';

/** What POST /dev/fixtures/notification-deliveries makes: a parent told of an absence (a mail and a text) and a failed mail to the student. */
interface Deliveries {
  tag: string;
  parentName: string;
  studentName: string;
}

async function createDeliveries(page: Page): Promise<Deliveries> {
  const response = await page.request.post('/dev/fixtures/notification-deliveries');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Deliveries;
}

/** WCAG 2.1 A and AA violations once transitions have ended. */
async function axeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
}

async function signInAdmin(page: Page) {
  const admin = await createFixtureEmployee(page, { admin: true });
  await signInEmployee(page, '/admin', admin.email, admin.password);
  await expect(page).not.toHaveURL(/\/admin$/);
}

/** A row of the log (a table row on a wide screen, a card on a narrow one) naming `text`. */
const logRow = (main: Locator, text: string) => main.locator('tr, li').filter({ hasText: text });

test.describe('Manage → Notifications', () => {
  test('an admin turns a kind off and on, rewords a message with its preview, resets it, and filters the delivery log', async ({
    page,
  }, testInfo) => {
    // The two widths run side by side on one academy: each changes its own kind and message.
    const kind = isTablet(page) ? 'Homework due tomorrow, not started' : 'Homework past due';
    const deliveries = await createDeliveries(page);
    await signInAdmin(page);
    await page.goto('/manage');
    await page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/manage\/notifications$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    for (const group of ['Families', 'Students', 'Staff']) await expect(main.getByRole('region', { name: group })).toBeVisible();

    // Kinds: off by keyboard, still off after a reload, on again by pointer.
    const families = main.getByRole('region', { name: 'Families' });
    const toggle = families.getByRole('switch', { name: new RegExp(`^${kind}`) });
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notifications-kinds-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    await page.reload();
    await expect(toggle).toBeChecked();

    // Templates: a variable the message does not offer is said under its field and cannot be saved.
    await main.getByRole('tab', { name: 'Templates' }).click();
    await main.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
    await expect(main.getByRole('heading', { level: 2, name: kind })).toBeVisible();
    await expect(main.getByText('The default wording.', { exact: true })).toBeVisible();
    const subject = main.getByLabel('Subject');
    await subject.fill('{{firstName}} and {{sett}}');
    await expect(main.getByText('The subject names {{sett}}, which this message does not offer.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
    await subject.fill('Reminder from {{academy}}: {{firstName}} and {{set}}');
    await expect(main.getByText(/which this message does not offer/)).toHaveCount(0);
    // A variable goes where the cursor was: the end of the text message.
    const sms = main.getByLabel('Text message');
    await sms.fill('{{firstName}} still has {{set}} in ');
    await sms.press('End');
    await main.getByRole('button', { name: /^Insert class:/ }).click();
    await expect(sms).toHaveValue('{{firstName}} still has {{set}} in {{class}}');
    // The preview fills the sample values and the academy's name, and counts the text's segments.
    const preview = main.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(/Reminder from .+: Maya and Linear equations/);
    await expect(preview).toContainText('Maya still has Linear equations in Algebra 1 (Fall)');
    await expect(preview).toContainText(/1 segment \(GSM-7\)/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notifications-template-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Saved. New messages use this wording.')).toBeVisible();
    await expect(main.getByText('Customized for the academy.')).toBeVisible();

    // Kept after a reload; Reset brings back the default wording.
    await page.reload();
    await expect(main.getByLabel('Subject')).toHaveValue('Reminder from {{academy}}: {{firstName}} and {{set}}');
    await main.getByRole('button', { name: 'Reset to default' }).click();
    await expect(main.getByText('Back to the default wording.')).toBeVisible();
    await expect(main.getByLabel('Subject')).not.toHaveValue(/Reminder/);
    await expect(main.getByText('The default wording.', { exact: true })).toBeVisible();
    await main.getByRole('button', { name: '← All messages' }).click();
    await expect(main.getByRole('button', { name: new RegExp(`^${kind}`) })).not.toContainText('Customized');

    // The delivery log: the failed mail by its chip, the parent's text by kind and channel (filtered
    // first: the whole log's first page is the newest deliveries of every journey running at once).
    await main.getByRole('tab', { name: 'Delivery log' }).click();
    await main.getByRole('button', { name: /^Failed \(\d+\)$/ }).click();
    await expect(logRow(main, deliveries.studentName)).toContainText('The mail server refused the message.');
    await expect(logRow(main, deliveries.parentName)).toHaveCount(0);
    await main.getByRole('button', { name: /^All \(\d+\)$/ }).click();
    await choose(page, main, 'Kind', 'Absent or late');
    await expect(logRow(main, deliveries.parentName).first()).toBeVisible();
    await choose(page, main, 'Channel', 'Text message');
    await expect(logRow(main, deliveries.parentName)).toHaveCount(1);
    await expect(logRow(main, deliveries.parentName)).toContainText('Text message');
    await expect(logRow(main, deliveries.studentName)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notifications-log-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
  });

  test('at 390 px the page fits the screen: the preview below the fields, the log in cards', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const deliveries = await createDeliveries(page);
    await signInAdmin(page);
    const main = page.getByRole('main');
    await page.goto('/manage/notifications');
    await expect(main.getByRole('region', { name: 'Families' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('notifications-kinds-390.png'), fullPage: true });

    await page.goto('/manage/notifications?tab=templates&message=ABSENT');
    const preview = main.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('Maya Chen was absent for Algebra 1 (Fall), lesson 4.');
    const fields = await main.getByLabel('Text message').boundingBox();
    const below = await preview.boundingBox();
    expect(below!.y).toBeGreaterThan(fields!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('notifications-template-390.png'), fullPage: true });

    await page.goto('/manage/notifications?tab=log');
    await expect(main.getByRole('list', { name: 'Delivery log' })).toBeVisible();
    // The failed ones: the whole log's first page is the newest deliveries of every journey running at once.
    await main.getByRole('button', { name: /^Failed \(\d+\)$/ }).click();
    await expect(logRow(main, deliveries.studentName)).toContainText('Failed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('notifications-log-390.png'), fullPage: true });
  });
});
