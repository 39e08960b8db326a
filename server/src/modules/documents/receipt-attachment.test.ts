import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academySettings, outboxMessages } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-kit.js';
import { ADD, CHARGE, cardToken, type ChargeOut, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  await server.services.db
    .update(academySettings)
    .set({ address: '1 Camden Ave, San Jose, CA', taxId: '77-0412345' })
    .where(eq(academySettings.id, 1));
});
afterAll(() => server.close());

describe('the receipt mail', () => {
  it('carries the receipt PDF: the academy, the class, the student, the discount, the credit and the card by its last four', async () => {
    const family = await shopFamily(server, { creditCents: 5_000 });
    const cart = await server.gql<{ addToCart: { invoiceId: number } }>(
      ADD,
      { classroomId: shop.plain.id, studentId: family.ada.id },
      { token: family.token },
    );
    const invoiceId = cart.data!.addToCart.invoiceId;
    const paid = await server.gql<{ chargeCreditCard: ChargeOut }>(
      CHARGE,
      { input: chargeInput(invoiceId, { opaqueData: await cardToken(server) }) },
      { token: family.token },
    );
    expect(paid.data!.chargeCreditCard.success).toBe(true);
    await server.runJobs();

    const [mail] = await server.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, family.parent.email));
    expect(mail!.subject).toMatch(/^Your receipt for INV-/);
    // The mail's text is as it always was; the PDF comes beside it.
    expect(mail!.body).toContain('Paid by card: $150.00 (Visa ending 1111');
    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments!;
    expect(attachment!.filename).toMatch(/^receipt-PAY-\d+\.pdf$/);
    expect(attachment!.contentType).toBe('application/pdf');
    const pdf = Buffer.from(attachment!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const words of [
      'Solve Academy',
      '1 Camden Ave, San Jose, CA',
      'Tax ID 77-0412345',
      'CH9-A: Chemistry',
      `Ada ${family.ada.lastName}`,
      'New student discount for Ada',
      'Discounts -$100.00',
      'Credits -$50.00',
      'Total $150.00',
      'Paid $150.00',
      'By Visa ending 1111',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('4111111111111111');
  });
});
