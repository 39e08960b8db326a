import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addToCart, createCatalogClass, fillBilling, fillCard } from './shop-support.js';
import { createFixtureEmployee, createFixtureFamily, signInEmployee, signInParent, test } from './support.js';

/** WCAG 2.1 A and AA violations of the page as it is. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 120) ?? ''}`);
}

test.describe('discounts and coupon codes', () => {
  test('an admin creates a coupon; a family with two students sees its discounts, tries a wrong code and the right one, and pays; the coupon counts one use', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const code = `E2E${testInfo.project.name === 'desktop' ? 'D' : 'T'}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

    // The admin creates the coupon on Manage → Coupons.
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto('/manage/coupons');
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'WELCOME10' })).toContainText('Live');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill('no good!');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A code is 3 to 20 letters, digits, dashes or underscores.');
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Uses in all').fill('5');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Coupon ${code} is created.` })).toBeVisible();
    const couponRow = page.getByRole('row').filter({ hasText: code });
    await expect(couponRow).toContainText('15% off');
    await expect(couponRow).toContainText('0 of 5');
    expect(await axeViolations(page)).toEqual([]);

    // The family, in a browser of its own: Kit in two classes, Sky in one.
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const parent = await context.newPage();
    const family = await createFixtureFamily(parent, { students: 2 });
    const algebra = await createCatalogClass(parent, { tuition: 40_000 });
    const biology = await createCatalogClass(parent, { tuition: 30_000 });
    const chess = await createCatalogClass(parent, { tuition: 20_000 });
    await signInParent(parent, family.phone);
    await expect(parent).not.toHaveURL(/\/family$/);
    await addToCart(parent, algebra, 'Kit');
    await addToCart(parent, chess, 'Kit');
    await addToCart(parent, biology, 'Sky');
    await parent.goto('/cart');
    const items = parent.getByRole('table', { name: 'Items' });
    // The demo academy's discounts: 10% off Sky (the second student), $25 off Kit's second class.
    await expect(items.getByRole('row').filter({ hasText: 'Sibling discount (10%) for Sky' })).toContainText('-$30.00');
    await expect(items.getByRole('row').filter({ hasText: 'Multi-class discount ($25.00) for Kit' })).toContainText('-$25.00');
    // $900 less $200 (new students), $30 and $25.
    const total = parent.getByRole('definition').last();
    await expect(total).toHaveText('$645.00');

    const field = parent.getByLabel('Coupon code');
    await field.fill('NOSUCHCODE');
    await parent.getByRole('button', { name: 'Apply' }).click();
    await expect(parent.getByRole('alert').filter({ hasText: 'We do not know this code. Check it and try again.' })).toBeVisible();
    await field.fill(code.toLowerCase());
    await parent.getByRole('button', { name: 'Apply' }).click();
    await expect(parent.getByText(`Coupon code ${code} applied`)).toBeVisible();
    // 15% off what each class costs after the other discounts: $45 + $26.25 + $25.50.
    await expect(items.getByRole('row').filter({ hasText: `Coupon ${code}` })).toHaveCount(3);
    await expect(total).toHaveText('$548.25');
    expect(await axeViolations(parent)).toEqual([]);

    await parent.getByRole('button', { name: 'Go to payment' }).click();
    const payment = parent.getByRole('dialog', { name: 'Payment' });
    await fillCard(parent);
    await fillBilling(parent);
    await payment.getByLabel(/I have read and agree/).check();
    await payment.getByRole('button', { name: 'Pay $548.25' }).click();
    await expect(parent).toHaveURL(/\/payment-success$/);
    await expect(parent.getByText('$548.25 to Visa •••• 1111')).toBeVisible();
    await context.close();

    // The admin's list counts the one use.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1 of 5');
  });

  test('an admin sets the automatic discounts on Manage → Academy, in their own words when a value is wrong', async ({ page }) => {
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto('/manage/academy');
    const section = page.getByRole('region', { name: 'Discounts' });
    await expect(section.getByLabel('Sibling discount: percent')).toHaveValue('10');
    await expect(section.getByLabel('Multi-class discount: dollars')).toHaveValue('25.00');
    await section.getByLabel('Sibling discount: percent').fill('150');
    await section.getByRole('button', { name: 'Save discounts' }).click();
    await expect(section.getByRole('alert')).toHaveText('A percent off is a whole number from 1 to 100.');
    // Nothing was changed: the page read again shows the demo's 10%.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Discounts' }).getByLabel('Sibling discount: percent')).toHaveValue('10');
  });
});
