import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { chargeAttempts, classrooms, enrollments, sandboxTransactions, seatHolds } from '../../db/schema/index.js';
import type { ChargeRequest, PaymentGateway } from '../../integrations/payments/payments.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, BILL_TO, cardToken, chargeInput, payCart, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';
import { reconcileChargeAttempts } from './reconciler.js';

/**
 * A payment holds its seats from before the card service is called until it leaves PENDING:
 * the seats count as taken for everyone else meanwhile, and come back on a decline or a failure.
 */
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

const add = (family: ShopFamily, classroomId: number) => addToCart(server, family, classroomId, family.ada.id);
const pay = (family: ShopFamily, input: Record<string, unknown>) => payCart(server, family, input);
const holdsOf = async (classroomId: number) =>
  (await server.services.db.select({ n: count() }).from(seatHolds).where(eq(seatHolds.classroomId, classroomId)))[0]!.n;

async function oneSeatClass(code: string) {
  return createClassroom(server.services.db, {
    courseId: shop.paid.courseId,
    code,
    title: `${code}: Last seat`,
    status: 'PUBLISHED',
    tuitionCents: 20_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 1,
  });
}

/** Lets the test hold the card service's answer until it says so. */
function gatedGateway() {
  const real = server.services.payments;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reached!: () => void;
  const called = new Promise<void>((resolve) => (reached = resolve));
  const gateway: PaymentGateway = {
    ...real,
    charge: async (request: ChargeRequest) => {
      reached();
      await gate;
      return real.charge(request);
    },
  };
  server.services.payments = gateway;
  return { called, open, restore: () => (server.services.payments = real) };
}

describe('seats held while the card service answers', () => {
  it('the last seat is taken for everyone else while a payment holds it: the catalog, the cart and other payments', async () => {
    const classroom = await oneSeatClass('HOLD-1');
    const first = await shopFamily(server);
    const second = await shopFamily(server);
    const firstCart = (await add(first, classroom.id)).data!.addToCart;
    const secondCart = (await add(second, classroom.id)).data!.addToCart;
    const gate = gatedGateway();
    try {
      const paying = pay(first, chargeInput(firstCart.invoiceId, { opaqueData: await cardToken(server) }));
      await gate.called;
      expect(await holdsOf(classroom.id)).toBe(1);
      // Another family is refused before any charge, by the class's name.
      const refused = await pay(second, chargeInput(secondCart.invoiceId, { opaqueData: await cardToken(server) }));
      expect(refused.errors?.[0]?.message).toBe('Sorry, HOLD-1: Last seat is full. Please remove it from your cart.');
      // A third cannot put it in the cart, and the catalog shows it full.
      const third = await shopFamily(server);
      expect((await add(third, classroom.id)).errors?.[0]?.message).toBe('This class is full!');
      const catalog = await server.gql<{ checkoutClassroom: { classroom: { full: boolean; seatsLeft: number | null } } }>(
        `query C($id: Int!) { checkoutClassroom(classroomId: $id) { classroom { full seatsLeft } } }`,
        { id: classroom.id },
      );
      expect(catalog.data!.checkoutClassroom.classroom).toEqual({ full: true, seatsLeft: 0 });
      // An enrolment by any other path is refused by the database too.
      await expect(
        createEnrollment(server.services.db, { studentId: third.ada.id, classroomId: classroom.id, status: 'PAID' }),
      ).rejects.toThrow();
      gate.open();
      expect((await paying).data!.chargeCreditCard.success).toBe(true);
    } finally {
      gate.restore();
    }
    // The hold became the enrolment.
    expect(await holdsOf(classroom.id)).toBe(0);
    const seated = await server.services.db.select().from(enrollments).where(eq(enrollments.classroomId, classroom.id));
    expect(seated.map((e) => e.studentId)).toEqual([first.ada.id]);
  });

  it('a declined card gives the seat back at once: the next family pays for it', async () => {
    const classroom = await oneSeatClass('HOLD-2');
    const first = await shopFamily(server);
    const second = await shopFamily(server);
    const firstCart = (await add(first, classroom.id)).data!.addToCart;
    const secondCart = (await add(second, classroom.id)).data!.addToCart;
    const declined = await pay(
      first,
      chargeInput(firstCart.invoiceId, { opaqueData: await cardToken(server), billTo: { ...BILL_TO, zip: '46282' } }),
    );
    expect(declined.data!.chargeCreditCard.success).toBe(false);
    expect(await holdsOf(classroom.id)).toBe(0);
    const paid = await pay(second, chargeInput(secondCart.invoiceId, { opaqueData: await cardToken(server) }));
    expect(paid.data!.chargeCreditCard.success).toBe(true);
  });

  it('a payment a crash left behind keeps its seat until the reconciler closes it, then the seat is free', async () => {
    const classroom = await oneSeatClass('HOLD-3');
    const family = await shopFamily(server);
    const cart = (await add(family, classroom.id)).data!.addToCart;
    const real = server.services.payments;
    // The card service is never reached: the request dies first.
    server.services.payments = {
      ...real,
      charge: () => Promise.reject(new Error('the process died here')),
    };
    try {
      await pay(family, chargeInput(cart.invoiceId, { opaqueData: await cardToken(server) }));
    } finally {
      server.services.payments = real;
    }
    expect(await holdsOf(classroom.id)).toBe(1);
    const other = await shopFamily(server);
    expect(errorCode(await add(other, classroom.id))).toBe('CLASS_FULL');

    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 5 * 60_000);
    try {
      await reconcileChargeAttempts(server.services);
    } finally {
      server.clock.now = saved;
    }
    const [attempt] = await server.services.db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, cart.invoiceId));
    expect(attempt!.status).toBe('FAILED');
    expect(await holdsOf(classroom.id)).toBe(0);
    expect((await add(other, classroom.id)).errors).toBeUndefined();
    const [charged] = await server.services.db
      .select({ n: count() })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.invoiceNumber, attempt!.gatewayInvoiceNumber));
    expect(charged!.n).toBe(0);
  });

  it('a student already enrolled holds no second seat; a cart of two students in one class needs two', async () => {
    const classroom = await createClassroom(server.services.db, {
      courseId: shop.paid.courseId,
      code: 'HOLD-4',
      title: 'HOLD-4: Two seats',
      status: 'PUBLISHED',
      tuitionCents: 20_000,
      earlyBirdTuitionCents: null,
      enrollmentMax: 2,
    });
    const family = await shopFamily(server);
    await add(family, classroom.id);
    const cart = (await addToCart(server, family, classroom.id, family.ben.id)).data!.addToCart;
    const stranger = await shopFamily(server);
    await createEnrollment(server.services.db, { studentId: stranger.ada.id, classroomId: classroom.id, status: 'PAID' });
    const refused = await pay(family, chargeInput(cart.invoiceId, { opaqueData: await cardToken(server) }));
    expect(refused.errors?.[0]?.message).toBe('Sorry, HOLD-4: Two seats is full. Please remove it from your cart.');
    expect(await holdsOf(classroom.id)).toBe(0);
  });

  it('a seat limit lowered while the card was being charged: the charge is voided and the family told, by name', async () => {
    const classroom = await oneSeatClass('HOLD-5');
    const family = await shopFamily(server);
    const cart = (await add(family, classroom.id)).data!.addToCart;
    const gate = gatedGateway();
    let result;
    try {
      const paying = pay(family, chargeInput(cart.invoiceId, { opaqueData: await cardToken(server) }));
      await gate.called;
      await server.services.db.update(classrooms).set({ enrollmentMax: 0 }).where(eq(classrooms.id, classroom.id));
      gate.open();
      result = await paying;
    } finally {
      gate.restore();
    }
    expect(result.data!.chargeCreditCard).toMatchObject({
      success: false,
      errorMessage: 'Sorry, HOLD-5: Last seat is full. Please remove it from your cart.',
    });
    const [attempt] = await server.services.db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, cart.invoiceId));
    expect(attempt!.status).toBe('FAILED');
    const [charge] = await server.services.db
      .select({ status: sandboxTransactions.status })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.invoiceNumber, attempt!.gatewayInvoiceNumber));
    expect(charge!.status).toBe('voided');
    expect(await holdsOf(classroom.id)).toBe(0);
    expect(await server.services.db.select().from(enrollments).where(eq(enrollments.classroomId, classroom.id))).toEqual([]);
  });
});
