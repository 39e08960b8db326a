import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, cardToken, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';

const CHARGE = `mutation Charge($input: ChargeCreditCardInput!) { chargeCreditCard(input: $input) { success invoiceNum summary } }`;

const PAID_ORDER = `query Paid($id: Int!) { familyInvoice(id: $id) {
  invoice { invoiceNumber paid } items { itemType classroomCode classroomTitle studentName enrolled } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

describe('after a payment', () => {
  it("answers with the order's classes and students, and the paid invoice shows them to its family only", async () => {
    const family = await shopFamily(server);
    await addToCart(server, family, shop.paid.id, family.ada.id);
    const { invoiceId } = (await addToCart(server, family, shop.plain.id, family.ben.id)).data!.addToCart;
    const paid = await server.gql<{ chargeCreditCard: { success: boolean; summary: string } }>(
      CHARGE,
      { input: chargeInput(invoiceId, { opaqueData: await cardToken(server) }) },
      { token: family.token },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.chargeCreditCard).toMatchObject({ success: true, summary: 'MA6-A, CH9-A for Ada, Ben' });

    const order = await server.gql<{
      familyInvoice: {
        invoice: { paid: boolean };
        items: { itemType: string; classroomTitle: string; studentName: string; enrolled: boolean }[];
      } | null;
    }>(PAID_ORDER, { id: invoiceId }, { token: family.token });
    expect(order.data!.familyInvoice!.invoice.paid).toBe(true);
    const classes = order.data!.familyInvoice!.items.filter((i) => i.itemType === 'CLASSROOM');
    expect(classes.map((i) => [i.classroomTitle, i.studentName.split(' ')[0], i.enrolled])).toEqual([
      ['MA6-A: Pre-Algebra', 'Ada', true],
      ['CH9-A: Chemistry', 'Ben', true],
    ]);
    const other = await shopFamily(server);
    const theirs = await server.gql<{ familyInvoice: null }>(PAID_ORDER, { id: invoiceId }, { token: other.token });
    expect(theirs.data!.familyInvoice).toBeNull();
  });
});
