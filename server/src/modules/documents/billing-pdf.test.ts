import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type BillingDocument, billingFileName, renderBillingPdf } from './billing-pdf.js';

// The reader's own copies of the standard fonts (Helvetica), which it measures the text by.
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** The PDF's words as a reader finds them, page by page. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, standardFontDataUrl });
  const loaded = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= loaded.numPages; number += 1) {
    const content = await (await loaded.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.map((page) => page.replace(/\s+/g, ' '));
}

const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');

const receipt: BillingDocument = {
  kind: 'RECEIPT',
  number: 'PAY-1042',
  date: 'November 28, 2026',
  academy: {
    name: 'Elm Academy',
    address: '12 Elm St, Palo Alto, CA 94301',
    taxId: '94-1234567',
    email: 'office@elm.example',
    phone: '(650) 555-0100',
  },
  family: { name: 'The Chen family', email: 'lin@example.com', address: '' },
  lines: [
    { description: 'Algebra 1 (Fall 2026)', student: 'Maya Chen', amountCents: 45_000 },
    { description: 'Sibling discount for Leo', student: null, amountCents: -4_500 },
  ],
  totals: { subtotalCents: 45_000, discountCents: 4_500, creditCents: 1_000, totalCents: 39_500, paidCents: 39_500, balanceCents: 0 },
  payment: { method: 'Visa ending 4242', amountCents: 39_500, reference: 'ch_123' },
  invoiceNumber: 'INV-100042',
};

describe('billing PDFs', () => {
  it('is a PDF of text: the academy, its tax id, the family, the lines, the totals and the card', async () => {
    const pdf = await renderBillingPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const words of [
      'Elm Academy',
      '12 Elm St, Palo Alto, CA 94301',
      'Tax ID 94-1234567',
      'Receipt',
      'PAY-1042',
      'For invoice INV-100042',
      'RECEIVED FROM',
      'The Chen family',
      'Algebra 1 (Fall 2026)',
      'Maya Chen',
      'Sibling discount for Leo',
      '-$45.00',
      'Discounts -$45.00',
      'Credits -$10.00',
      'Total $395.00',
      'Paid $395.00',
      'By Visa ending 4242',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('shows an invoice its balance due, and a refund where it went', async () => {
    const invoice = await pdfText(
      await renderBillingPdf({
        ...receipt,
        kind: 'INVOICE',
        number: 'INV-100042',
        payment: null,
        totals: { ...receipt.totals, paidCents: 10_000, balanceCents: 29_500 },
      }),
    );
    expect(invoice).toContain('Invoice');
    expect(invoice).toContain('BILL TO');
    expect(invoice).toContain('Balance due $295.00');
    const refund = await pdfText(
      await renderBillingPdf({ ...receipt, kind: 'REFUND', payment: { method: 'Visa ending 4242', amountCents: 12_000, reference: '' } }),
    );
    expect(refund).toContain('Refund receipt');
    expect(refund).toContain('Refunded $120.00 To Visa ending 4242');
  });

  it('continues a long invoice on another page', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Class ${index + 1}`,
      student: 'Maya Chen',
      amountCents: 1_000,
    }));
    const pages = await pdfPages(await renderBillingPdf({ ...receipt, lines }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Class 1 ');
    expect(pages.at(-1)).toContain('Class 60');
    expect(pages.at(-1)).toContain('Total $395.00');
  });

  it('names its file by its kind and number', () => {
    expect(billingFileName(receipt)).toBe('receipt-PAY-1042.pdf');
    expect(billingFileName({ kind: 'INVOICE', number: 'INV 1/2' })).toBe('invoice-INV12.pdf');
  });
});
