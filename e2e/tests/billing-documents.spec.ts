import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { addToCart, createCatalogClass, fillBilling, fillCard } from './shop-support.js';
import { createFixtureEmployee, createFixtureFamily, signInEmployee, signInParent, test } from './support.js';

interface OutboxMail {
  subject: string;
  attachments: { filename: string; contentType: string; sizeBytes: number; url: string }[];
}

test.describe('receipt and invoice PDFs', () => {
  test('a parent pays for a class, downloads the receipt from FINANCE, and the receipt mail carries the same PDF', async ({
    page,
  }, testInfo) => {
    const family = await createFixtureFamily(page);
    // $400 less Kit's $100 new-student discount: $300 to pay.
    const algebra = await createCatalogClass(page, { tuition: 40_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await addToCart(page, algebra, 'Kit');
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Go to payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await fillCard(page);
    await fillBilling(page);
    await payment.getByLabel(/I have read and agree/).check();
    await payment.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByText('Thank you! Your payment was successful.')).toBeVisible();

    // FINANCE: the paid invoice downloads as a PDF, and so does its payment's receipt.
    await page.getByRole('link', { name: 'See my orders' }).click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const row = invoices.getByRole('row').nth(1);
    await expect(row).toContainText('PAID');
    const invoiceLink = row.getByRole('link', { name: /^Download invoice INV-\d+ \(PDF\)$/ });
    await expect(invoiceLink).toBeVisible();
    const invoiceDownload = page.waitForEvent('download');
    await invoiceLink.click();
    expect((await invoiceDownload).suggestedFilename()).toMatch(/^invoice-INV-\d+\.pdf$/);

    await row.getByRole('button', { name: /^Invoice INV-/ }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByText(/Visa ending 1111/)).toBeVisible();
    const receiptDownload = page.waitForEvent('download');
    await detail.getByRole('link', { name: /^Download receipt for \$300\.00 paid .+ \(PDF\)$/ }).click();
    const receipt = await receiptDownload;
    expect(receipt.suggestedFilename()).toMatch(/^receipt-PAY-\d+\.pdf$/);
    const saved = testInfo.outputPath(receipt.suggestedFilename());
    await receipt.saveAs(saved);
    const bytes = await readFile(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1_000);
    expect(bytes.length).toBeLessThan(200_000);
    await detail.getByRole('button', { name: 'Close' }).click();

    // The receipt mail lists its PDF in the outbox, the same file the family downloaded.
    let mail: OutboxMail | undefined;
    await expect
      .poll(async () => {
        const list = (await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(family.email)}`)).json()) as OutboxMail[];
        mail = list.find((message) => message.subject.startsWith('Your receipt'));
        return mail?.attachments.length ?? 0;
      })
      .toBe(1);
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ filename: receipt.suggestedFilename(), contentType: 'application/pdf' });
    await page.goto(`/dev/outbox?to=${encodeURIComponent(family.email)}`);
    const outboxLink = page.getByRole('link', { name: receipt.suggestedFilename() });
    await expect(outboxLink).toBeVisible();
    const outboxDownload = page.waitForEvent('download');
    await outboxLink.click();
    const mailed = await readFile(await (await outboxDownload).path());
    expect(mailed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mailed.length).toBe(attachment!.sizeBytes);
  });

  test('staff download a family’s invoice on its page; after a refund to the card the parent downloads its receipt', async ({
    page,
  }, testInfo) => {
    const family = await createFixtureFamily(page);
    // $400 less Kit's $100 new-student discount: $300 paid, $250 back after the $50 fee.
    const algebra = await createCatalogClass(page, { tuition: 40_000 });
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await addToCart(page, algebra, 'Kit');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await fillCard(page);
    await fillBilling(page);
    await payment.getByLabel(/I have read and agree/).check();
    await payment.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);

    await page.context().clearCookies();
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto(`/manage/families/${family.familyAccountId}`);
    const invoiceLink = page.getByRole('link', { name: /^Download invoice INV-\d+ \(PDF\)$/ });
    await expect(invoiceLink).toBeVisible();
    const invoiceDownload = page.waitForEvent('download');
    await invoiceLink.click();
    const invoice = await invoiceDownload;
    expect(invoice.suggestedFilename()).toMatch(/^invoice-INV-\d+\.pdf$/);
    expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: new RegExp(`^Withdraw and refund to card: Kit .* from ${algebra.code}$`) }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw and refund to card' });
    await withdraw.getByRole('button', { name: 'Withdraw and refund $250.00' }).click();
    await expect(page.getByRole('status')).toContainText(`Withdrawn from ${algebra.code}: $250.00 refunded to Visa ending 1111.`);

    await page.context().clearCookies();
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/dashboard?defaultTab=3');
    await page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Invoice INV-/ })
      .click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByText(/\$250\.00 back to Visa ending 1111/)).toBeVisible();
    const refundDownload = page.waitForEvent('download');
    await detail.getByRole('link', { name: /^Download refund receipt for \$250\.00 refunded .+ \(PDF\)$/ }).click();
    const refund = await refundDownload;
    expect(refund.suggestedFilename()).toMatch(/^refund-REF-\d+\.pdf$/);
    const saved = testInfo.outputPath(refund.suggestedFilename());
    await refund.saveAs(saved);
    const bytes = await readFile(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1_000);
  });
});
