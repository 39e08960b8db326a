import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createFixtureEmployee, graphql, latestOutboxMessage, openNavigation, signInEmployee, test } from './support.js';

/** What POST /dev/fixtures/failed-jobs makes: two mails that failed for good, their errors naming the run's tag. */
interface FailedJobs {
  tag: string;
  jobIds: [number, number];
}

async function createFailedJobs(page: Page): Promise<FailedJobs> {
  const response = await page.request.post('/dev/fixtures/failed-jobs');
  expect(response.ok()).toBe(true);
  return (await response.json()) as FailedJobs;
}

/** WCAG 2.1 A and AA violations of the page once its transitions (a dialog fading in) have ended. */
async function axeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
}

const SECTIONS = ['Version', 'Database', 'Services', 'Jobs', 'Last backup', 'Instances'];

test.describe('the System page', () => {
  test('an admin opens Manage → System, sees how the server runs, retries one failed job and discards another', async ({
    page,
  }, testInfo) => {
    const { tag, jobIds } = await createFailedJobs(page);
    const [retried, discarded] = jobIds;
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);

    await openNavigation(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage' }).click();
    const sections = page.getByRole('navigation', { name: 'Manage' });
    await sections.getByRole('link', { name: 'System' }).click();
    await expect(page).toHaveURL(/\/manage\/system$/);
    await expect(sections.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    // Opened at its address, the last section of the row is scrolled into view.
    await page.reload();
    await expect(sections.getByRole('link', { name: 'System' })).toBeInViewport({ ratio: 1 });
    await expect(sections.getByRole('link', { name: 'Classes' })).not.toHaveAttribute('aria-current');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
    for (const name of SECTIONS) await expect(main.getByRole('region', { name, exact: true })).toBeVisible();

    // The journeys' server runs the built-in stand-ins: said loudly, at the top and beside each.
    await expect(main.getByRole('alert').filter({ hasText: 'This academy is running in test mode:' })).toContainText(
      'payments (no card is charged), text messages (sign-in codes are not sent) and mail (receipts and invitations are not sent)',
    );
    const services = main.getByRole('region', { name: 'Services', exact: true });
    await expect(services.getByText('Test mode', { exact: true })).toHaveCount(3);
    // Storage is real files wherever they are kept (this machine or an object store).
    await expect(services.getByRole('listitem').filter({ hasText: 'File storage' })).toContainText(/Local|Live/);
    await expect(main.getByRole('region', { name: 'Version', exact: true })).toContainText(/Version\s*\d+\.\d+\.\d+/);
    await expect(main.getByRole('region', { name: 'Version', exact: true })).toContainText(/Migration\s*\d{4}_\w+/);
    await expect(main.getByRole('region', { name: 'Database', exact: true })).toContainText('Embedded (PGlite, on this machine)');
    await expect(main.getByRole('region', { name: 'Database', exact: true })).toContainText(/Size\s*[\d.,]+ (MB|GB)/);
    // The server that answers says every few seconds that it is alive.
    await expect(main.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1)).toBeVisible();

    // A table row on a wide screen, a block of its own on a narrow one.
    const jobs = main.getByRole('region', { name: 'Jobs', exact: true });
    const rowOf = (id: number) => jobs.locator('tr, li').filter({ has: page.getByRole('button', { name: `Retry job ${id}` }) });
    await expect(rowOf(retried)).toContainText(`Connection refused by the mail server (fixture ${tag})`);
    await expect(rowOf(discarded)).toContainText('mail');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`system-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });

    // Retried, the mail leaves the list and is sent (to the outbox).
    await rowOf(retried)
      .getByRole('button', { name: `Retry job ${retried}` })
      .click();
    await expect(main.getByText(`Job ${retried} (mail) is queued again.`)).toBeVisible();
    await expect(rowOf(retried)).toHaveCount(0);
    expect((await latestOutboxMessage(page, `system-${tag}-0@fixture.test`, /receipt/)).subject).toBe('Your receipt');

    // Discarding asks first; Escape keeps the job.
    const discard = rowOf(discarded).getByRole('button', { name: `Discard job ${discarded}` });
    await discard.click();
    const dialog = page.getByRole('dialog', { name: `Discard job ${discarded}?` });
    await expect(dialog).toContainText('deleted for good');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(discarded)).toHaveCount(1);
    // By keyboard: the dialog opens on Cancel, Tab reaches Discard.
    await discard.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Discard job' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main.getByText(`Job ${discarded} (mail) was discarded.`)).toBeVisible();
    await expect(jobs.getByText(`fixture ${tag}`)).toHaveCount(0);

    // On a phone the page fits the screen: the tables scroll within themselves.
    const more = await createFailedJobs(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    for (const name of SECTIONS) await expect(main.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(rowOf(more.jobIds[0])).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('system-390.png'), fullPage: true });
    for (const id of more.jobIds)
      await graphql(
        page,
        `
          mutation ($id: Int!) {
            discardFailedJob(id: $id) {
              failed
            }
          }
        `,
        { id },
      );
  });
});
