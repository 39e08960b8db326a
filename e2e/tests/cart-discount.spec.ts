import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addToCart, createCatalogClass, fillBilling, fillCard } from './shop-support.js';
import { createFixtureFamily, signInParent, test } from './support.js';

/** WCAG 2.1 A and AA violations of the page as it is. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 120) ?? ''}`);
}

test.describe('the new-student discount', () => {
  test("a new student's first order is $100 less, on a line of its own; the next order has no second new-student discount", async ({
    page,
  }) => {
    const family = await createFixtureFamily(page);
    const first = await createCatalogClass(page, { tuition: 45_000 });
    const second = await createCatalogClass(page, { tuition: 20_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);

    await addToCart(page, first, 'Kit');
    await page.goto('/cart');
    const items = page.getByRole('table', { name: 'Items' });
    const discount = items.getByRole('row').filter({ hasText: 'New student discount for Kit' });
    await expect(discount).toContainText('-$100.00');
    // Only classes can be removed; the badge counts classes.
    await expect(discount.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$350.00' }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Go to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await expect(dialog.getByText(/Promotions: new students save \$100/)).toBeVisible();
    await fillCard(page);
    await fillBilling(page);
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Pay $350.00' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByText('$350.00 to Visa •••• 1111')).toBeVisible();

    // Kit is a paid student now: no second new-student discount, only the demo academy's $25 multi-class discount.
    await addToCart(page, second, 'Kit');
    await page.goto('/cart');
    await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByText('New student discount')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Multi-class discount ($25.00) for Kit' })).toContainText('-$25.00');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay $175.00' })).toBeVisible();
  });
});
