import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createInvoiceItem } from '../../db/seed/factories/billing.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { shopAcademy, shopFamily } from '../../test/shop-kit.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

const FINANCE = `{ familyInvoices(limit: 100) { invoices { invoiceNumber summary classSummary } } }`;

describe("the FINANCE tab's invoices, by name", () => {
  it('names the classes and the students of each invoice, not their codes', async () => {
    const family = await shopFamily(server);
    const db = server.services.db;
    const make = async (invoiceNumber: string, day: number, lines: [number, number][], summary = '') => {
      const invoice = await createInvoice(db, {
        familyAccountId: family.family.id,
        invoiceNumber: `${invoiceNumber}-${family.family.id}`,
        status: 'PAID',
        issueDate: new Date(Date.UTC(2026, 0, day)),
        summary,
      });
      for (const [studentId, classroomId] of lines) await createInvoiceItem(db, { invoiceId: invoice.id, studentId, classroomId });
      return invoice;
    };
    // Newest first: two classes for two students, a removed line that no longer counts, an offer alone.
    await make('TWO', 12, [
      [family.ada.id, shop.paid.id],
      [family.ben.id, shop.paid.id],
      [family.ben.id, shop.plain.id],
    ]);
    const one = await make('ONE', 11, [[family.ada.id, shop.plain.id]], 'CH9-A');
    await createInvoiceItem(db, { invoiceId: one.id, studentId: family.ben.id, classroomId: shop.small.id, archivedOn: new Date() });
    const offer = await make('OFFER', 10, []);
    await createInvoiceItem(db, { invoiceId: offer.id, itemType: 'OFFER', description: 'New student discount' });

    const result = await server.gql<{ familyInvoices: { invoices: { invoiceNumber: string; summary: string; classSummary: string }[] } }>(
      FINANCE,
      {},
      { token: family.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.familyInvoices.invoices.map((invoice) => [invoice.invoiceNumber.split('-')[0], invoice.classSummary])).toEqual([
      ['TWO', 'Pre-Algebra, Chemistry for Ada, Ben'],
      ['ONE', 'Chemistry for Ada'],
      ['OFFER', ''],
    ]);
  });
});
