import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, payments, sandboxTransactions } from '../../db/schema/index.js';
import type { ChargeRequest } from '../../integrations/payments/payments.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, cardToken, chargeInput, enrolmentsOf, payCart, shopAcademy, shopFamily } from '../../test/shop-kit.js';

/**
 * The family's credits change while the card service charges what they left to pay: the charge
 * is voided, and the family is told what happened and what to do, not that it is "being processed".
 */
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

/**
 * Pays the family's $300 class (less Ada's $100 new-student discount and its $50 credit) while its
 * credit is spent elsewhere during the charge.
 */
async function payWhileCreditsChange(options: { voidFails?: boolean } = {}) {
  const family = await shopFamily(server, { creditCents: 5_000 });
  const { invoiceId } = (await addToCart(server, family, shop.plain.id, family.ada.id)).data!.addToCart;
  const real = server.services.payments;
  server.services.payments = {
    ...real,
    charge: async (request: ChargeRequest) => {
      const result = await real.charge(request);
      await server.services.db
        .update(credits)
        .set({ balanceCents: 0, status: 'USED' })
        .where(eq(credits.familyAccountId, family.family.id));
      return result;
    },
    void: options.voidFails ? () => Promise.resolve({ ok: false, code: 'E00027', message: 'not voided' }) : real.void,
  };
  try {
    const paid = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(paid.errors).toBeUndefined();
    return { family, invoiceId, answer: paid.data!.chargeCreditCard };
  } finally {
    server.services.payments = real;
  }
}

describe('a payment voided because the amount to pay changed meanwhile', () => {
  it('says so, says nothing was charged and asks to pay again; the charge is voided and nothing is recorded', async () => {
    const { family, invoiceId, answer } = await payWhileCreditsChange();
    expect(answer.success).toBe(false);
    expect(answer.resultCode).toBe('PAYMENT_AMOUNT_CHANGED');
    expect(answer.errorMessage).toBe(
      'Your order changed while it was being paid (its total, or the credits that pay part of it), so we cancelled this payment. Nothing was charged. Please check your cart and pay again.',
    );
    expect(answer.errorMessage).not.toContain('being processed');
    const charged = await server.services.db
      .select({ status: sandboxTransactions.status })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.amountCents, 15_000));
    expect(charged.map((t) => t.status)).toContain('voided');
    expect(await server.services.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toEqual([]);
    expect(await enrolmentsOf(server.services.db, family.ada.id)).toEqual([]);

    // Paying again, for what is now owed, goes through.
    const again = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(again.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 20_000 });
  });

  it('when the card service could not void it, the family is not told that nothing was charged', async () => {
    const { answer } = await payWhileCreditsChange({ voidFails: true });
    expect(answer.success).toBe(false);
    expect(answer.resultCode).toBe('PAYMENT_IN_PROGRESS');
    expect(answer.errorMessage).not.toContain('Nothing was charged');
  });
});
