import { expect } from '@playwright/test';
import { addToCart, createCatalogClass, enrolFree, fillBilling, fillCard } from './shop-support.js';
import {
  createFixtureEmployee,
  createFixtureFamily,
  isTablet,
  latestOutboxMessage,
  signInEmployee,
  signInParent,
  signInParentHere,
  signInStudent,
  test,
} from './support.js';

test.describe('catalog, cart and card payment', () => {
  test('a parent fills the cart for two students, removes one class, pays by card and the student is enrolled', async ({ page }) => {
    const family = await createFixtureFamily(page, { students: 2 });
    // $550 less Kit's $100 new-student discount: $450 to pay.
    const geometry = await createCatalogClass(page, { tuition: 55_000 });
    const extra = await createCatalogClass(page, { tuition: 30_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);

    await addToCart(page, geometry, 'Kit');
    await addToCart(page, extra, 'Sky');
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // Two classes, each student's new-student discount, and the demo academy's 10% sibling discount for Sky.
    await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(6);
    await page.getByRole('button', { name: new RegExp(`^Remove .*${extra.title} for Sky`) }).click();
    await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByText('$450.00').first()).toBeVisible();

    await page.getByRole('button', { name: 'Go to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await expect(dialog.getByText(/Refund policy: you receive a full refund/)).toBeVisible();
    await fillCard(page);
    await expect(dialog.getByText('Visa', { exact: true })).toBeVisible();
    await fillBilling(page);
    // Without the legal tick the form says so and pays nothing.
    await dialog.getByRole('button', { name: 'Pay $450.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please accept the refund policy and terms before paying.');
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Pay $450.00' }).click();

    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByText('Thank you! Your payment was successful.')).toBeVisible();
    await expect(page.getByText('Authorization number')).toBeVisible();
    await expect(page.getByText('$450.00 to Visa •••• 1111')).toBeVisible();
    // The summary names what was paid for: the class and the student.
    const paidFor = page.getByRole('list', { name: 'Classes paid for' });
    await expect(paidFor.getByRole('listitem')).toHaveCount(1);
    await expect(paidFor).toContainText(`${geometry.title} for Kit`);
    const receipt = await latestOutboxMessage(page, family.email, /^Your receipt/);
    expect(receipt.subject).toMatch(/^Your receipt for INV-/);
    expect(receipt.body).toContain('Visa ending 1111');
    expect(receipt.body).toContain(geometry.code);

    // The paid order: the paid icon, no remove column, no pay button.
    await page.getByRole('link', { name: 'See this order' }).click();
    await expect(page).toHaveURL(/\/cart\?invoiceId=\d+$/);
    await expect(page.getByRole('img', { name: 'Paid' })).toBeVisible();
    await expect(page.getByText('Order total')).toBeVisible();
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row')).toHaveCount(3);
    await expect(items.getByRole('row').first().getByRole('columnheader')).toHaveCount(3);
    await expect(items.getByRole('columnheader', { name: 'Remove' })).toHaveCount(0);
    await expect(items.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(items.getByText('Enrolled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to payment' })).toHaveCount(0);
    await page.goBack();

    await page.getByRole('link', { name: 'See my orders' }).click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('row').nth(1)).toContainText('PAID');
    await expect(invoices.getByRole('row').nth(1)).toContainText('$450.00');
    // Its notes name the class and the student, not the class's code.
    await expect(invoices.getByRole('row').nth(1)).toContainText(`${geometry.title} for Kit`);
    await invoices.getByRole('row').nth(1).getByRole('button').click();
    await expect(page.getByRole('dialog').getByText(/Visa ending 1111/)).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Items' })).toContainText(`${geometry.title} for Kit `);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The student sees the class on their dashboard.
    await page.context().clearCookies();
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByText(geometry.title).first()).toBeVisible();
  });

  test('a declined card shows the provider’s message and charges nothing; the saved card pays the next order', async ({ page }) => {
    const family = await createFixtureFamily(page);
    // $400 less Kit's new-student discount; the second order is $25 less (the demo academy's multi-class discount).
    const first = await createCatalogClass(page, { tuition: 40_000 });
    const second = await createCatalogClass(page, { tuition: 20_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await addToCart(page, first, 'Kit');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await fillCard(page);
    await fillBilling(page, '46282');
    await dialog.getByLabel('Save this card').check();
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Unsuccessful: This transaction has been declined.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByText('Pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to payment' })).toBeVisible();

    // Another billing ZIP: approved, and the card is saved.
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await fillCard(page);
    await fillBilling(page);
    await dialog.getByLabel('Save this card').check();
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);

    await addToCart(page, second, 'Kit');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await dialog.getByLabel('Visa •••• 1111 · expires 12/30').check();
    await expect(dialog.getByLabel('Card number')).toHaveCount(0);
    await fillBilling(page);
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Pay $175.00' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(page.getByText('$175.00 to Visa •••• 1111')).toBeVisible();
  });

  test('a free class enrols at once and stays Enrolled after a reload; a full class cannot be chosen', async ({ page }) => {
    const family = await createFixtureFamily(page, { students: 2 });
    const free = await createCatalogClass(page, { tuition: 0, max: 5 });
    const full = await createCatalogClass(page, { tuition: 25_000, max: 2, taken: 2 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);

    await page.goto(`/checkout?classroomId=${free.classroomId}`);
    await expect(page.getByText('FREE')).toBeVisible();
    await enrolFree(page, free, 'Kit');
    // Sky may still enrol: the button still offers it, and only to Sky.
    await page.getByRole('button', { name: `Enroll in ${free.title} for free` }).click();
    const chooser = page.getByRole('dialog', { name: `Enroll in ${free.title}` });
    await expect(chooser.getByRole('radio')).toHaveCount(1);
    await chooser.getByRole('button', { name: 'Cancel' }).click();
    await enrolFree(page, free, 'Sky');
    await expect(page.getByRole('button', { name: `Enrolled in ${free.title}` })).toBeDisabled();
    // Every student is enrolled: so it reads after a reload, here and in the catalog.
    await page.reload();
    await expect(page.getByRole('button', { name: `Enrolled in ${free.title}` })).toBeDisabled();
    await page.goto('/catalog?view=table');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: free.code })
        .getByRole('button', { name: `Enrolled in ${free.title}` }),
    ).toBeDisabled();

    await page.goto(`/checkout?classroomId=${full.classroomId}`);
    await expect(page.getByText('FULL', { exact: true })).toBeVisible();
    await expect(page.getByText('This class is full!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await page.goto('/catalog?view=table');
    const row = page.getByRole('row').filter({ hasText: full.code });
    await expect(row.getByRole('button', { name: 'FULL' })).toBeDisabled();
  });

  test('a signed-out visitor goes from the catalog through sign-in to checkout', async ({ page }) => {
    const family = await createFixtureFamily(page);
    const geometry = await createCatalogClass(page, { tuition: 45_000 });
    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Grades 6-8' }).click();
    await expect(page).toHaveURL(/grade=6-8/);
    await page.getByRole('link', { name: `Enroll in ${geometry.code} ${geometry.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?classroomId=${geometry.classroomId}$`));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByRole('tab', { name: 'Register Family' })).toBeVisible();
    await signInParentHere(page, family.phone);
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/checkout\\?classroomId=${geometry.classroomId}$`));
    await page.getByRole('combobox', { name: 'Student' }).click();
    await page.getByRole('option', { name: /^Kit / }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Added to cart' })).toBeVisible();
    if (isTablet(page)) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('an admin withdraws a paid student: a refund to the card less the $50 fee, or a credit', async ({ page }) => {
    const family = await createFixtureFamily(page, { students: 2 });
    // $300 and $170 paid: each less its student's $100 new-student discount, Sky's also less the 10% sibling discount.
    const refunded = await createCatalogClass(page, { tuition: 40_000 });
    const credited = await createCatalogClass(page, { tuition: 30_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await addToCart(page, refunded, 'Kit');
    await addToCart(page, credited, 'Sky');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await fillCard(page);
    await fillBilling(page);
    await payment.getByLabel(/I have read and agree/).check();
    await payment.getByRole('button', { name: 'Pay $470.00' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);

    await page.context().clearCookies();
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto(`/manage/families/${family.familyAccountId}`);
    await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^Withdraw and refund to card: Kit .* from ${refunded.code}$`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw and refund to card' });
    const refund = dialog.getByRole('definition');
    await expect(dialog.getByText('Tuition paid')).toBeVisible();
    await expect(refund.nth(0)).toHaveText('$300.00');
    await expect(dialog.getByText('Processing fee (refund policy)')).toBeVisible();
    await expect(refund.nth(1)).toHaveText('-$50.00');
    await expect(dialog.getByText('Refund to Visa ending 1111')).toBeVisible();
    await expect(refund.nth(2)).toHaveText('$250.00');
    await dialog.getByLabel('Note (optional)').fill('Moving away');
    await dialog.getByRole('button', { name: 'Withdraw and refund $250.00' }).click();
    await expect(page.getByRole('status')).toContainText(`Withdrawn from ${refunded.code}: $250.00 refunded to Visa ending 1111.`);
    await expect(page.getByRole('region', { name: 'Credits', exact: true })).toContainText('Refunded $250.00 to Visa ending 1111');
    await expect(page.getByRole('region', { name: 'Credits', exact: true })).toContainText('Moving away');

    await page.getByRole('button', { name: new RegExp(`^Withdraw \\(credit\\): Sky .* from ${credited.code}$`) }).click();
    const creditDialog = page.getByRole('dialog', { name: 'Withdraw (credit)' });
    await expect(creditDialog.getByText('Credit for the family')).toBeVisible();
    await creditDialog.getByRole('button', { name: 'Withdraw with a $120.00 credit' }).click();
    await expect(page.getByRole('status')).toContainText(
      new RegExp(`Withdrawn from ${credited.code}: credit CR-W\\d+-\\w+ of \\$120\\.00 issued\\.`),
    );
    await expect(page.getByRole('region', { name: 'Credits', exact: true })).toContainText(`Credit for withdrawal from ${credited.code}`);
    await expect(page.getByRole('list', { name: /^Classes of / })).toHaveCount(0);
  });

  test('the cart badge counts the classes of the one order the cart shows', async ({ page }) => {
    // A cart of two classes, and an issued order still owing for a third.
    const family = await createFixtureFamily(page, { cartItems: 2, openInvoiceItems: 1 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(3);
  });

  test('the payment result opened without a payment sends the family to its orders', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/payment-success');
    await expect(page).toHaveURL(/\/dashboard\?defaultTab=3$/);
    await expect(page.getByRole('tab', { name: 'FINANCE', selected: true })).toBeVisible();
    await expect(page.getByText('Thank you! Your payment was successful.')).toHaveCount(0);
  });

  test('the catalog combines filters from its chips, deselects on a second click, and offers to go back when nothing matches', async ({
    page,
  }) => {
    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Winter In Person' }).click();
    await expect(page).toHaveURL(/session=/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Catalog' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Winter In Person' })).toHaveAttribute('aria-pressed', 'true');
    // Narrow further: the grade band joins the session.
    await filters.getByRole('button', { name: 'Grades 3-5' }).click();
    await expect(page).toHaveURL(/grade=3-5/);
    await expect(page).toHaveURL(/session=/);
    await expect(page.getByRole('list', { name: 'Classes' })).toContainText('MF4-A');
    await expect(page.getByRole('list', { name: 'Classes' })).not.toContainText('NP9-A');
    // A second click deselects.
    await filters.getByRole('button', { name: 'Grades 3-5' }).click();
    await expect(page).not.toHaveURL(/grade=/);
    await expect(page.getByRole('list', { name: 'Classes' })).toContainText('NP9-A');
    // Choosing a subject clears the session.
    await filters.getByRole('button', { name: 'Physics' }).click();
    await expect(page).toHaveURL(/subject=N/);
    await expect(page).not.toHaveURL(/session=/);

    // Nothing matches: the spec's text, and a way back to the last choice.
    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Winter Bootcamp' }).click();
    await expect(page.getByRole('list', { name: 'Classes' })).toContainText('DB7-CAMP');
    await page.getByRole('navigation', { name: 'Filters' }).getByRole('button', { name: 'Grades 1-2' }).click();
    await expect(page.getByRole('alert')).toContainText('No matching classrooms found!');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).not.toHaveURL(/grade=/);
    await expect(page.getByRole('list', { name: 'Classes' })).toContainText('DB7-CAMP');
  });
});
