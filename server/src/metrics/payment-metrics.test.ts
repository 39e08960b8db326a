import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileChargeAttempts } from '../modules/payment/reconciler.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { BILL_TO, addToCart, cardToken, chargeInput, payCart, shopAcademy, shopFamily } from '../test/shop-kit.js';
import { registry } from './metrics.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

async function payments(): Promise<Record<string, number>> {
  const metric = await registry.getSingleMetric('solve_payments_total')!.get();
  return Object.fromEntries(metric.values.map((value) => [String(value.labels.outcome), value.value]));
}

describe('payments by outcome', () => {
  it('an approval counts once, however often the request is retried and the reconciler runs', async () => {
    const before = await payments();
    const family = await shopFamily(server);
    const { addToCart: cart } = (await addToCart(server, family, shop.paid.id, family.ada.id)).data!;
    const input = chargeInput(cart.invoiceId, { opaqueData: await cardToken(server) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => payCart(server, family, input)));
    expect(answers.some((answer) => answer.data?.chargeCreditCard.success)).toBe(true);
    expect((await payCart(server, family, input)).data?.chargeCreditCard.success).toBe(true);
    await reconcileChargeAttempts(server.services, 0);
    const after = await payments();
    expect(after.approved! - before.approved!).toBe(1);
    expect(after.declined).toBe(before.declined);
    expect(after.error).toBe(before.error);
  });

  it('a declined card counts as declined, once', async () => {
    const before = await payments();
    const family = await shopFamily(server);
    const { addToCart: cart } = (await addToCart(server, family, shop.paid.id, family.ada.id)).data!;
    const input = chargeInput(cart.invoiceId, { opaqueData: await cardToken(server), billTo: { ...BILL_TO, zip: '46282' } });
    expect((await payCart(server, family, input)).data?.chargeCreditCard.success).toBe(false);
    expect((await payCart(server, family, input)).data?.chargeCreditCard.success).toBe(false);
    const after = await payments();
    expect(after.declined! - before.declined!).toBe(1);
    expect(after.approved).toBe(before.approved);
  });

  /** Pays while the card service fails as `charge` says, then runs the reconciler twice, five minutes later. */
  async function payThroughFailure(charge: (real: TestServer['services']['payments']) => TestServer['services']['payments']['charge']) {
    const family = await shopFamily(server);
    const { addToCart: cart } = (await addToCart(server, family, shop.plain.id, family.ada.id)).data!;
    const real = server.services.payments;
    server.services.payments = { ...real, charge: charge(real) };
    try {
      expect((await payCart(server, family, chargeInput(cart.invoiceId, { opaqueData: await cardToken(server) }))).errors).toBeDefined();
    } finally {
      server.services.payments = real;
    }
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 5 * 60_000);
    try {
      await reconcileChargeAttempts(server.services);
      await reconcileChargeAttempts(server.services);
    } finally {
      server.clock.now = saved;
    }
  }

  it('a charge the request never finished counts once, when the reconciler settles it: approved, or error when nothing was charged', async () => {
    const before = await payments();
    await payThroughFailure((real) => async (request) => {
      await real.charge(request);
      throw new Error('the process died here');
    });
    const approved = await payments();
    expect(approved.approved! - before.approved!).toBe(1);
    expect(approved.error).toBe(before.error);

    await payThroughFailure(() => () => Promise.reject(new Error('the process died before the card service answered')));
    const after = await payments();
    expect(after.error! - before.error!).toBe(1);
    expect(after.approved).toBe(approved.approved);
  });
});
