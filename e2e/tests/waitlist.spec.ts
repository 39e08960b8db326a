import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { choose } from './manage-support.js';
import { createCatalogClass, fillBilling, fillCard } from './shop-support.js';
import {
  createFixtureEmployee,
  createFixtureFamily,
  graphql,
  latestOutboxMessage,
  signInEmployee,
  signInParent,
  signInParentHere,
  test,
} from './support.js';

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('waitlists with timed offers', () => {
  test('a parent joins the line of a full class, an admin raises its capacity, the parent gets the seat held and pays for it', async ({
    page,
    browser,
  }) => {
    const family = await createFixtureFamily(page);
    const full = await createCatalogClass(page, { tuition: 30_000, max: 1, taken: 1 });
    const admin = await createFixtureEmployee(page, { admin: true });

    // The parent finds the class FULL in the catalog and puts Kit in its line.
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/catalog?grade=6-8');
    const join = page.getByRole('button', { name: `Join waitlist for ${full.code} ${full.title}` });
    await join.click();
    const chooser = page.getByRole('dialog', { name: `Join the waitlist of ${full.title}` });
    await chooser.getByLabel(/^Kit /).check();
    await chooser.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(chooser).toHaveCount(0);
    await expect(page.getByText('Waitlist: #1 for Kit')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // HOME shows the place in line too.
    await page.goto('/dashboard');
    const homeLine = page.getByRole('region', { name: 'Waitlists' });
    await expect(homeLine).toContainText(`Waitlist: #1 for Kit in ${full.code}`);

    // The admin, in a browser of their own, sees the line and raises the capacity to 2.
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
    const office = await context.newPage();
    await signInEmployee(office, '/admin', admin.email, admin.password);
    await expect(office).not.toHaveURL(/\/admin$/);
    await office.goto(`/manage/classes/${full.classroomId}`);
    const line = office.getByRole('table', { name: 'Waitlist' });
    await expect(line.getByRole('row').filter({ hasText: 'Waiting' })).toHaveCount(1);
    expect(await axeViolations(office)).toEqual([]);
    await office.getByRole('button', { name: 'Edit class' }).click();
    const form = office.getByRole('dialog');
    await form.getByLabel('Capacity').fill('2');
    // The fixture class has no lead instructor yet; the form asks for one.
    await choose(office, form, 'Lead instructor', /.+/);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    // The offer is made in the background: the line shows the held seat once it is.
    await expect(async () => {
      await office.reload();
      await expect(line).toContainText('Seat held until', { timeout: 1_000 });
    }).toPass();
    await context.close();

    // The family's mail carries the link that puts the class in the cart.
    const mail = await latestOutboxMessage(page, family.email, /^A seat for Kit/);
    const link = /\/cart\?offer=\d+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    await page.goto('/dashboard');
    await expect(homeLine).toContainText('A seat is held for Kit');
    // The link works signed out too: it asks the parent to sign in, then puts the class in the cart.
    const phone = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
    const mailbox = await phone.newPage();
    await mailbox.goto(link!);
    await expect(mailbox).toHaveURL(/\/family/);
    await signInParentHere(mailbox, family.phone);
    await expect(mailbox).toHaveURL(/\/cart/);
    await expect(mailbox.getByRole('status').filter({ hasText: 'is in your cart' })).toBeVisible();
    await expect(mailbox.getByRole('table', { name: 'Items' })).toContainText(full.code);
    expect(await axeViolations(mailbox)).toEqual([]);

    // Paying in time takes the held seat.
    await mailbox.getByRole('button', { name: 'Go to payment' }).click();
    const payment = mailbox.getByRole('dialog', { name: 'Payment' });
    await fillCard(mailbox);
    await fillBilling(mailbox);
    await payment.getByLabel(/I have read and agree/).check();
    await payment.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(mailbox.getByText('Thank you! Your payment was successful.')).toBeVisible();
    await phone.close();
    // Kit left the line enrolled: the family has no waitlist left, and the class is full.
    expect((await graphql<{ familyWaitlist: unknown[] }>(page, '{ familyWaitlist { id } }')).familyWaitlist).toEqual([]);
    await page.goto(`/checkout?classroomId=${full.classroomId}`);
    await expect(page.getByText('FULL', { exact: true })).toBeVisible();
  });
});
