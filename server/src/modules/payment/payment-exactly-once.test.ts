import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { chargeAttempts, enrollments, payments, sandboxTransactions, seatHolds } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import {
  addToCart,
  cardToken,
  chargeInput,
  enrolmentsOf,
  payCart,
  sandboxChargesOf,
  shopAcademy,
  shopFamily,
  type ShopFamily,
} from '../../test/shop-kit.js';
import { chargeInvoice } from './charge.service.js';
import type { ChargeInput } from './charge-types.js';
import { reconcileChargeAttempts } from './reconciler.js';

/** A card payment charges once whatever the retries, races and crashes around it. */
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

const add = (family: ShopFamily, classroomId: number, studentId: number | null) => addToCart(server, family, classroomId, studentId);
const pay = (family: ShopFamily, input: Record<string, unknown>) => payCart(server, family, input);
const sandboxCharges = (invoiceId: number) => sandboxChargesOf(server.services.db, invoiceId);
const enrolments = (studentId: number) => enrolmentsOf(server.services.db, studentId);

describe('nothing paid is lost or applied twice', () => {
  it('50 requests with one key charge once and all get the same answer', async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.paid.id, family.ada.id)).data!;
    const input = chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) });
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(family, input)));
    const answers = results.map((r) => r.data?.chargeCreditCard ?? errorCode(r));
    const successes = answers.filter((a) => typeof a === 'object' && a.success);
    expect(successes.length + answers.filter((a) => a === 'PAYMENT_IN_PROGRESS').length).toBe(50);
    expect(successes.length).toBeGreaterThan(0);
    expect(new Set(successes.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    expect((await enrolments(family.ada.id)).length).toBe(1);
  });

  it('a request that finds no answer for its key, then finds the invoice paid with that key, answers as the first did', async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.paid.id, family.ada.id)).data!;
    const input = chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) });
    const viewer = {
      userType: 'FAMILY_MEMBER',
      sessionId: 0,
      familyMemberId: family.parent.id,
      familyAccountId: family.family.id,
      isGuest: false,
    } as const;
    // The second request has looked its key up (nothing yet) and waits before its transaction
    // while the first pays in full.
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const db = server.services.db;
    const slowDb = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction')
          return async (...args: Parameters<typeof db.transaction>) => {
            reached();
            await gate;
            return target.transaction(...args);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const second = chargeInvoice({ ...server.services, db: slowDb }, viewer, {
      paymentProfileId: null,
      saveCard: false,
      ...input,
    } as ChargeInput);
    await Promise.race([atGate, second]);
    const first = (await pay(family, input)).data!.chargeCreditCard;
    expect(first.success).toBe(true);
    open();
    const answer = await second;
    expect([answer.success, answer.transactionId, answer.authCode, answer.invoiceId, answer.amountCents]).toEqual([
      true,
      first.transactionId,
      first.authNum,
      first.invoiceId,
      first.amountCents,
    ]);
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    expect((await enrolments(family.ada.id)).length).toBe(1);
  });

  it('50 requests with different keys on one invoice charge once', async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.paid.id, family.ada.id)).data!;
    const tokens = await Promise.all(Array.from({ length: 50 }, () => cardToken(server)));
    const results = await Promise.all(tokens.map((opaqueData) => pay(family, chargeInput(addToCart.invoiceId, { opaqueData }))));
    const succeeded = results.filter((r) => r.data?.chargeCreditCard.success);
    expect(succeeded.length).toBe(1);
    for (const r of results.filter((r) => !r.data?.chargeCreditCard.success)) {
      expect(['PAYMENT_IN_PROGRESS', 'INVOICE_ALREADY_PAID']).toContain(errorCode(r));
    }
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    const paid = await server.services.db.select().from(payments).where(eq(payments.invoiceId, addToCart.invoiceId));
    expect(paid.length).toBe(1);
  });

  it('30 families racing for the last 3 seats (paid and free) → exactly 3 enrolments, nobody else charged', async () => {
    const db = server.services.db;
    const { createClassroom } = await import('../../db/seed/factories/catalog.js');
    // Two of five seats taken: three left in each class.
    const race = await createClassroom(db, {
      courseId: shop.paid.courseId,
      code: 'RACE-1',
      title: 'RACE-1: Race',
      status: 'PUBLISHED',
      // Each payer pays 10,100: the tuition less the new-student discount.
      tuitionCents: 20_100,
      earlyBirdTuitionCents: null,
      enrollmentMax: 5,
    });
    const freeRace = await createClassroom(db, {
      courseId: shop.paid.courseId,
      code: 'RACE-F',
      title: 'RACE-F: Free race',
      status: 'PUBLISHED',
      tuitionCents: 0,
      earlyBirdTuitionCents: null,
      enrollmentMax: 5,
    });
    for (const classroomId of [race.id, freeRace.id]) {
      for (const early of await Promise.all([shopFamily(server), shopFamily(server)])) {
        await createEnrollment(db, { studentId: early.ada.id, classroomId, status: 'PAID' });
      }
    }
    const payers = await Promise.all(Array.from({ length: 30 }, () => shopFamily(server)));
    const freeComers = await Promise.all(Array.from({ length: 30 }, () => shopFamily(server)));
    const carts: { invoiceId: number }[] = [];
    for (const family of payers) carts.push((await add(family, race.id, family.ada.id)).data!.addToCart);
    const tokens = await Promise.all(payers.map(() => cardToken(server)));
    const [paidResults, freeResults] = await Promise.all([
      Promise.all(payers.map((family, i) => pay(family, chargeInput(carts[i]!.invoiceId, { opaqueData: tokens[i] })))),
      Promise.all(
        freeComers.map((family) =>
          server.gql(
            `mutation F($c: Int!, $s: Int) { enrollFree(classroomId: $c, studentId: $s) { studentId } }`,
            { c: freeRace.id, s: family.ada.id },
            { token: family.token },
          ),
        ),
      ),
    ]);
    expect(paidResults.filter((r) => r.data?.chargeCreditCard.success).length).toBe(3);
    // The others were refused before any charge, naming the class.
    const refused = paidResults.filter((r) => !r.data?.chargeCreditCard.success);
    expect(refused.map((r) => r.errors?.[0]?.message)).toEqual(
      Array.from({ length: 27 }, () => 'Sorry, RACE-1: Race is full. Please remove it from your cart.'),
    );
    expect(freeResults.filter((r) => !r.errors).length).toBe(3);
    expect(freeResults.filter((r) => r.errors?.[0]?.message === 'This class is full!').length).toBe(27);
    for (const classroomId of [race.id, freeRace.id]) {
      const [seats] = await db
        .select({ n: count() })
        .from(enrollments)
        .where(and(eq(enrollments.classroomId, classroomId), sql`${enrollments.withdrawnAt} is null`));
      expect(seats!.n).toBe(5);
    }
    // The card service saw exactly three approved charges for the class, and voided none.
    const seen = await db
      .select({ status: sandboxTransactions.status, n: count() })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.amountCents, 10_100))
      .groupBy(sandboxTransactions.status);
    expect(seen).toEqual([{ status: 'capturedPendingSettlement', n: 3 }]);
    expect(await db.select().from(seatHolds)).toEqual([]);
  });

  it('a request that died between the approval and the commit: the reconciler completes the payment once', async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.plain.id, family.ada.id)).data!;
    const real = server.services.payments;
    server.services.payments = {
      ...real,
      charge: async (request) => {
        await real.charge(request);
        throw new Error('the process died here');
      },
    };
    let crashed;
    try {
      crashed = await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) }));
    } finally {
      server.services.payments = real;
    }
    expect(crashed.errors).toBeDefined();
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    expect(await enrolments(family.ada.id)).toEqual([]);
    // Young attempts may still be in their request: left alone.
    expect(await reconcileChargeAttempts(server.services)).toBe(0);

    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 5 * 60_000);
    try {
      await reconcileChargeAttempts(server.services);
      await reconcileChargeAttempts(server.services);
    } finally {
      server.clock.now = saved;
    }
    expect((await enrolments(family.ada.id)).map((e) => e.status)).toEqual(['PAID']);
    const paid = await server.services.db.select().from(payments).where(eq(payments.invoiceId, addToCart.invoiceId));
    // The $300 class less Ada's new-student discount.
    expect(paid.map((p) => p.amountCents)).toEqual([20_000]);
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    const [attempt] = await server.services.db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, addToCart.invoiceId));
    expect(attempt!.status).toBe('SUCCEEDED');
  });
});
