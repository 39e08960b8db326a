import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../db/seed/factories/people.js';
import { chargeAttempts, couponUses, invoices } from '../../db/schema/index.js';
import { claimCouponUse } from './coupon-uses.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { APPLY, couponInput, freshCode, SAVE } from '../../test/coupon-kit.js';
import { addToCart, BILL_TO, cardToken, chargeInput, payCart, sandboxChargesOf, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { sessionFor } from '../../test/session-for.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, { workEmail: 'admin@race.test', passwordHash: 'x', isAdminOfSolve: true });
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());

describe('a coupon at its limit, paid by several families at once (PostgreSQL)', () => {
  it('is used exactly once: one family pays with it, the others are told it is used up and not charged', async () => {
    const code = freshCode('RACE');
    const saved = await server.gql<{ saveCoupon: { id: number } }>(SAVE, { input: couponInput(code, { totalLimit: 1 }) }, { token: admin });
    const couponId = saved.data!.saveCoupon.id;
    const families = await Promise.all([1, 2, 3, 4, 5].map(() => shopFamily(server)));
    const orders = [];
    for (const family of families) {
      const added = await addToCart(server, family, shop.plain.id, family.ada.id);
      expect((await server.gql(APPLY, { code }, { token: family.token })).errors).toBeUndefined();
      orders.push({ family, invoiceId: added.data!.addToCart.invoiceId, card: await cardToken(server) });
    }
    const results = await Promise.all(
      orders.map(({ family, invoiceId, card }) => payCart(server, family, chargeInput(invoiceId, { opaqueData: card }))),
    );
    const paid = results.filter((result) => result.data?.chargeCreditCard.success);
    const refused = results.filter((result) => result.errors);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(orders.length - 1);
    for (const result of refused) expect(result.errors![0]!.message).toBe('This code has been used up.');

    const uses = await server.services.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), isNull(couponUses.returnedAt)));
    expect(uses).toHaveLength(1);
    for (const [index, { invoiceId }] of orders.entries()) {
      const [invoice] = await server.services.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      const won = results[index]!.data?.chargeCreditCard.success === true;
      expect(await sandboxChargesOf(server.services.db, invoiceId)).toBe(won ? 1 : 0);
      // A refused family's cart lost the code and is back to its price without it.
      expect(invoice).toMatchObject(won ? { status: 'PAID', couponCode: code } : { status: 'PENDING', couponCode: null });
    }
  });

  it('counts under the coupon row lock: claims that start together in open transactions still count one', async () => {
    const code = freshCode('LOCK');
    const saved = await server.gql<{ saveCoupon: { id: number } }>(SAVE, { input: couponInput(code, { totalLimit: 1 }) }, { token: admin });
    const couponId = saved.data!.saveCoupon.id;
    const orders = [];
    for (const family of await Promise.all([1, 2, 3, 4].map(() => shopFamily(server)))) {
      const added = await addToCart(server, family, shop.plain.id, family.ada.id);
      expect((await server.gql(APPLY, { code }, { token: family.token })).errors).toBeUndefined();
      orders.push({ family, invoiceId: added.data!.addToCart.invoiceId });
    }
    // Every transaction records its attempt, then all claim at the same moment.
    let arrived = 0;
    let release: () => void = () => {};
    const together = new Promise<void>((resolve) => (release = resolve));
    const outcomes = await Promise.allSettled(
      orders.map(({ family, invoiceId }, index) =>
        server.services.db.transaction(async (tx) => {
          const [attempt] = await tx
            .insert(chargeAttempts)
            .values({
              familyAccountId: family.family.id,
              invoiceId,
              idempotencyKey: `lock-${code}-${index}`,
              amountCents: 0,
              balanceCents: 0,
              gatewayInvoiceNumber: `L${invoiceId}`,
              request: { paymentProfileId: null, saveCard: false, billTo: BILL_TO },
            })
            .returning({ id: chargeAttempts.id });
          if (++arrived === orders.length) release();
          await together;
          await claimCouponUse(tx, {
            invoiceId,
            familyAccountId: family.family.id,
            couponCode: code,
            attemptId: attempt!.id,
            today: '2026-01-15',
          });
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as Error).message).toBe('This code has been used up.');
    }
    const uses = await server.services.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), isNull(couponUses.returnedAt)));
    expect(uses).toHaveLength(1);
  });
});
