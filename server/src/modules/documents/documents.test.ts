import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredit, createInvoice, createInvoiceItem, createPayment } from '../../db/seed/factories/billing.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { academySettings, invoiceItems, withdrawals } from '../../db/schema/index.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-kit.js';
import { sessionFor } from '../../test/session-for.js';
import { originOf, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';
import { loadInvoiceDocument, loadPaymentDocument } from './billing-document.js';
import { renderBillingPdf } from './billing-pdf.js';

let server: TestServer;
let origin: string;
let owner: ShopFamily;
let stranger: ShopFamily;
let adminToken: string;
let teacherToken: string;
let invoiceId: number;
let invoiceNumber: string;
let cardPaymentId: number;

/** A paid invoice: a class for Ada, a sibling discount, $100 from a credit and the rest by Visa. */
async function paidInvoice(family: ShopFamily, classroomId: number) {
  const db = server.services.db;
  const invoice = await createInvoice(db, {
    familyAccountId: family.family.id,
    status: 'PAID',
    priceCents: 40_500,
    balanceCents: 0,
    paidAt: new Date(),
  });
  await createInvoiceItem(db, { invoiceId: invoice.id, classroomId, studentId: family.ada.id, unitPriceCents: 45_000, enrolled: true });
  await createInvoiceItem(db, {
    invoiceId: invoice.id,
    itemType: 'DISCOUNT',
    description: 'Sibling discount',
    unitPriceCents: 4_500,
    priceCents: 4_500,
  });
  const credit = await createCredit(db, { familyAccountId: family.family.id, amountCents: 10_000, balanceCents: 0, status: 'USED' });
  await createPayment(db, {
    invoiceId: invoice.id,
    method: 'CREDIT',
    creditId: credit.id,
    identification: credit.creditNumber,
    amountCents: 10_000,
  });
  const card = await createPayment(db, {
    invoiceId: invoice.id,
    method: 'VISA',
    identification: 'Visa ending 1111',
    amountCents: 30_500,
    authCode: 'A1B2C3',
  });
  return { invoice, credit, card };
}

beforeAll(async () => {
  server = await startTestServer();
  const shop = await shopAcademy(server);
  const db = server.services.db;
  await db
    .update(academySettings)
    .set({ name: 'Elm Academy', address: '12 Elm St, Palo Alto, CA 94301', taxId: '94-1234567' })
    .where(eq(academySettings.id, 1));
  owner = await shopFamily(server);
  stranger = await shopFamily(server);
  const paid = await paidInvoice(owner, shop.paid.id);
  invoiceId = paid.invoice.id;
  invoiceNumber = paid.invoice.invoiceNumber;
  cardPaymentId = paid.card.id;
  const admin = await createEmployee(db, { workEmail: 'admin@docs.test', passwordHash: 'x', isAdminOfSolve: true });
  const teacher = await createEmployee(db, { workEmail: 'teacher@docs.test', passwordHash: 'x', isTeacher: true });
  adminToken = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: admin.id });
  teacherToken = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: teacher.id });
  origin = await originOf(server);
});
afterAll(() => server.close());

const download = (path: string, token?: string) =>
  fetch(`${origin}${path}`, { headers: token ? { cookie: `solve_session=${token}` } : {} });

describe('invoice and receipt documents', () => {
  it('an invoice prints the academy, the family, the student, the class, the discount, the credit and the totals', async () => {
    const loaded = await loadInvoiceDocument(server.services.db, invoiceId);
    expect(loaded?.familyAccountId).toBe(owner.family.id);
    const text = await pdfText(await renderBillingPdf(loaded!.document));
    for (const words of [
      'Elm Academy',
      '12 Elm St, Palo Alto, CA 94301',
      'Tax ID 94-1234567',
      'Invoice',
      invoiceNumber,
      `${owner.parent.firstName} ${owner.parent.lastName}`,
      'MA6-A: Pre-Algebra',
      `Ada ${owner.ada.lastName}`,
      'Sibling discount',
      'Subtotal $450.00',
      'Discounts -$45.00',
      'Credits -$100.00',
      'Total $305.00',
      'Paid -$305.00',
      'Balance due $0.00',
    ]) {
      expect(text).toContain(words);
    }
  });

  it("a payment's receipt names the card by its last four and never a card number", async () => {
    const loaded = await loadPaymentDocument(server.services.db, cardPaymentId);
    const text = await pdfText(await renderBillingPdf(loaded!.document));
    for (const words of [
      'Receipt',
      `PAY-${cardPaymentId}`,
      `For invoice ${invoiceNumber}`,
      'Paid $305.00',
      'By Visa ending 1111',
      'Tax ID 94-1234567',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/\d{12,}/);
  });

  it('a payment whose identification holds a card number prints it without the number', async () => {
    const db = server.services.db;
    const payment = await createPayment(db, { invoiceId, method: 'VISA', identification: 'Visa 4111 1111 1111 1111', amountCents: 1 });
    const loaded = await loadPaymentDocument(db, payment.id);
    expect(loaded!.document.payment!.method).not.toMatch(/4111/);
  });

  it('the owning family and admins download them; anyone else, signed out and malformed ids get 404', async () => {
    const invoicePath = `/documents/invoices/${invoiceId}.pdf`;
    const receiptPath = `/documents/payments/${cardPaymentId}.pdf`;
    for (const [path, name] of [
      [invoicePath, `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`],
      [receiptPath, `receipt-PAY-${cardPaymentId}.pdf`],
    ] as const) {
      for (const token of [owner.token, adminToken]) {
        const response = await download(path, token);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
      for (const token of [stranger.token, owner.studentToken, teacherToken, undefined]) {
        const response = await download(path, token);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).not.toBe('application/pdf');
      }
    }
    // A missing document answers as one the viewer may not read.
    for (const path of [
      '/documents/invoices/999999.pdf',
      '/documents/payments/999999.pdf',
      '/documents/invoices/abc.pdf',
      '/documents/invoices/0.pdf',
      '/documents/invoices/-1.pdf',
      '/documents/payments/99999999999.pdf',
      '/documents/invoices/1.pdf.exe',
      '/documents/receipts/1.pdf',
    ]) {
      expect((await download(path, adminToken)).status).toBe(404);
    }
    expect((await fetch(`${origin}${invoicePath}`, { method: 'POST', headers: { cookie: `solve_session=${owner.token}` } })).status).toBe(
      405,
    );
  });

  it("a card refund's receipt names the class, the student and the card it went back to; a pending one is not a document", async () => {
    const db = server.services.db;
    const [item] = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).limit(1);
    const enrollment = await createEnrollment(db, { studentId: owner.ada.id, classroomId: item!.classroomId! });
    const withdrawal = async (status: 'PENDING' | 'SUCCEEDED') =>
      (
        await db
          .insert(withdrawals)
          .values({
            enrollmentId: enrollment.id,
            invoiceItemId: item!.id,
            mode: 'REFUND',
            status,
            amountCents: 20_000,
            refundCents: 20_000,
            creditCents: 0,
            cardIdentification: 'Visa ending 1111',
          })
          .returning()
      )[0]!;
    const refunded = await withdrawal('SUCCEEDED');
    const response = await download(`/documents/refunds/${refunded.id}.pdf`, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="refund-REF-${refunded.id}.pdf"`);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    for (const words of [
      'Refund receipt',
      `REF-${refunded.id}`,
      `For invoice ${invoiceNumber}`,
      'Refund for the withdrawal from MA6-A: Pre-Algebra',
      'Refunded $200.00',
      'To Visa ending 1111',
      'Tax ID 94-1234567',
    ]) {
      expect(text).toContain(words);
    }
    expect((await download(`/documents/refunds/${refunded.id}.pdf`, stranger.token)).status).toBe(404);
    expect((await download(`/documents/refunds/${refunded.id}.pdf`, adminToken)).status).toBe(200);
    const pending = await withdrawal('PENDING');
    expect((await download(`/documents/refunds/${pending.id}.pdf`, adminToken)).status).toBe(404);
    // FINANCE's invoice detail lists the refund that went through (its receipt's id), not the pending one.
    const detail = await server.gql<{ familyInvoice: { refunds: { id: number; amountCents: number; cardIdentification: string }[] } }>(
      'query ($id: Int!) { familyInvoice(id: $id) { refunds { id amountCents cardIdentification } } }',
      { id: invoiceId },
      { token: owner.token },
    );
    expect(detail.data!.familyInvoice.refunds).toEqual([{ id: refunded.id, amountCents: 20_000, cardIdentification: 'Visa ending 1111' }]);
  });

  it("a family's cart is not a document", async () => {
    const cart = await createInvoice(server.services.db, { familyAccountId: owner.family.id, status: 'PENDING' });
    expect(await loadInvoiceDocument(server.services.db, cart.id)).toBeNull();
    expect((await download(`/documents/invoices/${cart.id}.pdf`, owner.token)).status).toBe(404);
  });
});
