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

const FINANCE = `{ familyInvoices(limit: 100) { total invoices { invoiceNumber itemCount } } }`;

describe('the FINANCE tab', () => {
  it("counts each invoice's own live lines", async () => {
    const family = await shopFamily(server);
    const db = server.services.db;
    // Five invoices of 1, 1, 4, 1 and 2 lines, newest first; a removed line does not count.
    const sizes = [1, 1, 4, 1, 2];
    const day = Date.UTC(2026, 0, 10);
    for (const [index, size] of sizes.entries()) {
      const invoice = await createInvoice(db, {
        familyAccountId: family.family.id,
        invoiceNumber: `FIN-${index}-${family.family.id}`,
        status: 'PAID',
        issueDate: new Date(day - index * 86_400_000),
      });
      const lines = [family.ada, family.ben].flatMap((student) => [shop.paid, shop.plain].map((classroom) => [student.id, classroom.id]));
      for (const [studentId, classroomId] of lines.slice(0, size))
        await createInvoiceItem(db, { invoiceId: invoice.id, studentId, classroomId });
      await createInvoiceItem(db, { invoiceId: invoice.id, studentId: family.ben.id, classroomId: shop.small.id, archivedOn: new Date() });
    }
    const result = await server.gql<{ familyInvoices: { total: number; invoices: { invoiceNumber: string; itemCount: number }[] } }>(
      FINANCE,
      {},
      { token: family.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.familyInvoices.total).toBe(5);
    expect(result.data!.familyInvoices.invoices.map((invoice) => [invoice.invoiceNumber, invoice.itemCount])).toEqual(
      sizes.map((size, index) => [`FIN-${index}-${family.family.id}`, size]),
    );
  });
});
