import { formatMoney } from '@solve/core/pricing';
import PDFDocument from 'pdfkit';

/** What an invoice, a receipt or a refund receipt says, ready to print. */
export interface BillingDocument {
  kind: 'INVOICE' | 'RECEIPT' | 'REFUND';
  /** The invoice's or the payment's number, as the family sees it elsewhere. */
  number: string;
  /** The day it was issued or paid, as words ("November 28, 2026"). */
  date: string;
  academy: { name: string; address: string; taxId: string; email: string; phone: string };
  family: { name: string; email: string; address: string };
  lines: readonly BillingLine[];
  totals: BillingTotals;
  /** The payment or refund a receipt is for. */
  payment: { method: string; amountCents: number; reference: string } | null;
  /** The invoice a receipt belongs to. */
  invoiceNumber: string | null;
}

export interface BillingLine {
  description: string;
  /** The student a class is for, if any. */
  student: string | null;
  /** Negative for a discount or a credit. */
  amountCents: number;
}

export interface BillingTotals {
  subtotalCents: number;
  discountCents: number;
  creditCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}

const TITLES = { INVOICE: 'Invoice', RECEIPT: 'Receipt', REFUND: 'Refund receipt' } as const;
const PAGE = { margin: 54, width: 612 } as const;
const RIGHT_COLUMN = 150;
const INK = '#1f2937';
const MUTED = '#6b7280';

/** A file name the browser saves it under: `receipt-PAY-1024.pdf`. */
export const billingFileName = (document: Pick<BillingDocument, 'kind' | 'number'>) =>
  `${document.kind.toLowerCase()}-${document.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/**
 * The document as a PDF of text (searchable and copyable, in the standard Helvetica that every
 * reader has): the academy with its address and tax id, the family, each line, the totals and,
 * on a receipt, the payment with its card's last digits.
 */
export function renderBillingPdf(document: BillingDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: `${TITLES[document.kind]} ${document.number}`, Author: document.academy.name, Subject: TITLES[document.kind] },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, document);
  pdf.end();
  return done;
}

type Pdf = InstanceType<typeof PDFDocument>;

function draw(pdf: Pdf, document: BillingDocument): void {
  const left = PAGE.margin;
  const contentWidth = PAGE.width - 2 * PAGE.margin;
  const { academy, family } = document;

  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(academy.name, left, PAGE.margin);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const row of [
    academy.address,
    [academy.phone, academy.email].filter(Boolean).join('  ·  '),
    academy.taxId && `Tax ID ${academy.taxId}`,
  ]) {
    if (row) pdf.text(row);
  }

  const top = PAGE.margin;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(16);
  pdf.text(TITLES[document.kind], left, top, { width: contentWidth, align: 'right' });
  pdf.font('Helvetica').fontSize(10).text(document.number, { width: contentWidth, align: 'right' });
  pdf.fillColor(MUTED).text(document.date, { width: contentWidth, align: 'right' });
  if (document.invoiceNumber && document.kind !== 'INVOICE')
    pdf.text(`For invoice ${document.invoiceNumber}`, { width: contentWidth, align: 'right' });

  pdf.moveDown(3);
  const billTo = Math.max(pdf.y, 140);
  pdf
    .fillColor(MUTED)
    .fontSize(9)
    .text(document.kind === 'INVOICE' ? 'BILL TO' : 'RECEIVED FROM', left, billTo);
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(family.name);
  pdf.font('Helvetica').fontSize(10);
  for (const row of [family.address, family.email]) if (row) pdf.text(row);

  pdf.moveDown(1.5);
  let y = pdf.y;
  const amountX = left + contentWidth - RIGHT_COLUMN;
  pdf.fillColor(MUTED).fontSize(9).text('DESCRIPTION', left, y).text('AMOUNT', amountX, y, { width: RIGHT_COLUMN, align: 'right' });
  y = pdf.y + 4;
  pdf
    .moveTo(left, y)
    .lineTo(left + contentWidth, y)
    .strokeColor('#d1d5db')
    .lineWidth(0.75)
    .stroke();
  pdf.y = y + 6;

  for (const line of document.lines) {
    const rowTop = pdf.y;
    pdf
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(line.description, left, rowTop, { width: contentWidth - RIGHT_COLUMN - 12 });
    if (line.student) pdf.fillColor(MUTED).fontSize(9).text(line.student);
    const rowBottom = pdf.y;
    pdf.fillColor(INK).fontSize(10).text(formatMoney(line.amountCents), amountX, rowTop, { width: RIGHT_COLUMN, align: 'right' });
    pdf.y = Math.max(rowBottom, pdf.y) + 6;
    if (pdf.y > 680) pdf.addPage();
  }
  y = pdf.y;
  pdf
    .moveTo(left, y)
    .lineTo(left + contentWidth, y)
    .strokeColor('#d1d5db')
    .stroke();
  pdf.y = y + 8;

  const { totals } = document;
  const rows: Array<[string, number, boolean]> = [['Subtotal', totals.subtotalCents, false]];
  if (totals.discountCents) rows.push(['Discounts', -totals.discountCents, false]);
  if (totals.creditCents) rows.push(['Credits', -totals.creditCents, false]);
  rows.push(['Total', totals.totalCents, true]);
  if (document.kind === 'INVOICE') rows.push(['Paid', -totals.paidCents, false], ['Balance due', totals.balanceCents, true]);
  for (const [label, cents, strong] of rows) {
    const rowTop = pdf.y;
    pdf
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor(INK)
      .fontSize(10);
    pdf.text(label, amountX - RIGHT_COLUMN, rowTop, { width: RIGHT_COLUMN, align: 'right' });
    pdf.text(formatMoney(cents), amountX, rowTop, { width: RIGHT_COLUMN, align: 'right' });
    pdf.y += 2;
  }

  if (document.payment) {
    pdf.moveDown(2);
    const verb = document.kind === 'REFUND' ? 'Refunded' : 'Paid';
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`${verb} ${formatMoney(document.payment.amountCents)}`, left, pdf.y);
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(document.kind === 'REFUND' ? `To ${document.payment.method}` : `By ${document.payment.method}`);
    if (document.payment.reference) pdf.fillColor(MUTED).fontSize(9).text(`Reference ${document.payment.reference}`);
  }

  // The footer sits in the bottom margin, which would otherwise send it to a page of its own.
  pdf.page.margins.bottom = 0;
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED);
  pdf.text(`Questions? ${[academy.email, academy.phone].filter(Boolean).join(' or ')}`, left, 740, {
    width: contentWidth,
    align: 'center',
    lineBreak: false,
  });
}
