import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createInvoiceItem } from '../../db/seed/factories/billing.js';
import { payments } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, CARDS, cardToken, chargeInput, payCart, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';

const SAVED = `{ paymentProfiles { id cardBrand last4 expiration } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

async function savedCards(family: ShopFamily) {
  const result = await server.gql<{ paymentProfiles: { id: number; cardBrand: string; last4: string; expiration: string }[] }>(
    SAVED,
    {},
    { token: family.token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.paymentProfiles;
}

/** Pays one class for Ada with a new card, saving it. */
async function payAndSave(family: ShopFamily, classroomId: number, card: { number?: string; expiry?: string } = {}) {
  const { invoiceId } = (await addToCart(server, family, classroomId, family.ada.id)).data!.addToCart;
  const paid = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server, card), createProfile: true }));
  expect(paid.data!.chargeCreditCard.success).toBe(true);
  return invoiceId;
}

const cardPaymentOf = async (invoiceId: number) =>
  (await server.services.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).find((p) => p.method !== 'CREDIT')!;

describe('saving a card', () => {
  it('keeps one profile per card: the same brand, last four and expiry saved again is the same card', async () => {
    const family = await shopFamily(server);
    const first = await payAndSave(family, shop.paid.id);
    const second = await payAndSave(family, shop.plain.id);
    const cards = await savedCards(family);
    expect(cards).toMatchObject([{ cardBrand: 'VISA', last4: '1111', expiration: '12/30' }]);
    // Both payments name that one profile.
    expect((await cardPaymentOf(first)).paymentProfileId).toBe(cards[0]!.id);
    expect((await cardPaymentOf(second)).paymentProfileId).toBe(cards[0]!.id);
  });

  it('another expiry or another family is another card', async () => {
    const family = await shopFamily(server);
    await payAndSave(family, shop.paid.id);
    await payAndSave(family, shop.plain.id, { expiry: '11/31' });
    expect((await savedCards(family)).map((c) => c.expiration).sort()).toEqual(['11/31', '12/30']);
    const other = await shopFamily(server);
    await payAndSave(other, shop.paid.id);
    expect(await savedCards(other)).toHaveLength(1);
  });

  it('two payments saving the same card at once keep one profile', async () => {
    const family = await shopFamily(server);
    const db = server.services.db;
    const invoiceIds: number[] = [];
    for (const classroom of [shop.paid, shop.plain, shop.small]) {
      const invoice = await createInvoice(db, {
        familyAccountId: family.family.id,
        status: 'OPEN',
        priceCents: 20_000,
        balanceCents: 20_000,
      });
      await createInvoiceItem(db, { invoiceId: invoice.id, studentId: family.ben.id, classroomId: classroom.id, unitPriceCents: 20_000 });
      invoiceIds.push(invoice.id);
    }
    const tokens = await Promise.all(invoiceIds.map(() => cardToken(server, { number: CARDS.mastercard, expiry: '10/32' })));
    const results = await Promise.all(
      invoiceIds.map((invoiceId, i) => payCart(server, family, chargeInput(invoiceId, { opaqueData: tokens[i], createProfile: true }))),
    );
    expect(results.map((r) => r.errors?.[0]?.message ?? r.data!.chargeCreditCard.success)).toEqual([true, true, true]);
    const cards = await savedCards(family);
    expect(cards).toMatchObject([{ cardBrand: 'MASTERCARD', last4: '0015', expiration: '10/32' }]);
    for (const invoiceId of invoiceIds) expect((await cardPaymentOf(invoiceId)).paymentProfileId).toBe(cards[0]!.id);
  });
});
