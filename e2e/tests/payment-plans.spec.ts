import { expect, type Locator } from '@playwright/test';
import { addToCart, BILLING, createCatalogClass, fillBilling, fillCard } from './shop-support.js';
import { createFixtureFamily, signInParent, test } from './support.js';

/** Fills the billing address of a payment dialog other than the checkout's. */
async function fillBillingIn(dialog: Locator) {
  await dialog.getByLabel('First name').fill(BILLING.first);
  await dialog.getByLabel('Last name').fill(BILLING.last);
  await dialog.getByLabel('Billing address').fill(BILLING.address);
  await dialog.getByLabel('City').fill(BILLING.city);
  await dialog.getByLabel('State').fill(BILLING.state);
  await dialog.getByLabel('ZIP code').fill(BILLING.zip);
  await dialog.getByLabel('Country').fill(BILLING.country);
}

test.describe('payment plans', () => {
  test('a parent pays a large order in instalments, sees the plan in FINANCE, and pays a refused instalment now', async ({ page }) => {
    const family = await createFixtureFamily(page);
    // $900 less Kit's $100 new-student discount: $800, above the demo academy's $500 threshold.
    const robotics = await createCatalogClass(page, { tuition: 90_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await addToCart(page, robotics, 'Kit');
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Go to payment' }).click();

    // The checkout offers the plan with its schedule: 25 % today, then 3 monthly payments.
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('radio', { name: /^Pay in instalments: \$200\.00 today, then 3 monthly payments$/ }).check();
    const schedule = payment.getByRole('list', { name: 'Instalment schedule' });
    await expect(schedule.getByRole('listitem')).toHaveCount(4);
    await expect(schedule.getByRole('listitem').first()).toHaveText('Today: $200.00 (25% deposit)');
    await expect(payment.getByText('Due today: $200.00 of $800.00')).toBeVisible();
    await expect(payment.getByRole('checkbox', { name: /Save this card/ })).toBeChecked();
    await fillCard(page);
    await fillBilling(page);
    await payment.getByLabel(/I have read and agree/).check();
    await payment.getByRole('button', { name: 'Pay $200.00' }).click();
    await expect(page.getByText('Thank you! Your payment was successful.')).toBeVisible();

    // FINANCE: the plan with the deposit paid and three payments due.
    await page.goto('/dashboard?defaultTab=3');
    const plan = page.getByRole('table', { name: /^Payment plan of invoice INV-/ });
    await expect(plan.getByRole('row')).toHaveCount(5);
    await expect(plan.getByRole('row', { name: /^Deposit .* \$200\.00 Paid/ })).toBeVisible();
    const first = plan.getByRole('row', { name: /^Instalment 1 of 3 / });
    await expect(first).toContainText('$200.00');
    await expect(first).toContainText('Due');

    // The first instalment is tried and refused, as the scheduled job would on its day.
    const refused = await page.request.post(`/dev/fixtures/instalment-refused?familyAccountId=${family.familyAccountId}`);
    expect(await refused.json()).toMatchObject({ outcome: 'refused' });
    await page.reload();
    await expect(first).toContainText(/Failed, tried 1 time; next try [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // Pay now with the card saved at checkout.
    await first.getByRole('button', { name: 'Pay now: Instalment 1 of 3, $200.00' }).click();
    const payNow = page.getByRole('dialog', { name: 'Pay instalment 1 of 3' });
    await expect(payNow.getByRole('radio', { name: /^Visa •••• 1111/ })).toBeChecked();
    await fillBillingIn(payNow);
    await payNow.getByLabel(/I have read and agree/).check();
    await payNow.getByRole('button', { name: 'Pay $200.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Thank you: instalment 1 of 3 ($200.00) is paid.' })).toBeVisible();
    await expect(first).toContainText('Paid');
    await expect(first.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  });
});
