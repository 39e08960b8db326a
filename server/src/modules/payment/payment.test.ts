import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../db/seed/factories/billing.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import {
  chargeAttempts,
  credits,
  enrollments,
  invoices,
  outboxMessages,
  payments,
  sandboxTransactions,
  seatHolds,
} from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { ADD, BILL_TO, CARDS, CART, CHARGE, cardToken, type ChargeOut, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { chargeInvoice } from './charge.service.js';
import type { ChargeInput } from './charge-types.js';
import { reconcileChargeAttempts } from './reconciler.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

type Family = Awaited<ReturnType<typeof shopFamily>>;
interface CartOut {
  invoiceId: number;
  status: string;
  priceCents: number;
  balanceCents: number;
  creditCents: number;
  totalCents: number;
  paid: boolean;
  items: { id: number; studentId: number; classroomId: number; priceCents: number; earlyBird: boolean; enrolled: boolean }[];
}

async function add(family: Family, classroomId: number, studentId: number | null) {
  return server.gql<{ addToCart: { invoiceId: number; cartItemCount: number } }>(ADD, { classroomId, studentId }, { token: family.token });
}
async function cartOf(family: Family) {
  const result = await server.gql<{ cart: CartOut | null }>(CART, {}, { token: family.token });
  expect(result.errors).toBeUndefined();
  return result.data!.cart;
}
async function pay(family: Family, input: Record<string, unknown>) {
  return server.gql<{ chargeCreditCard: ChargeOut }>(CHARGE, { input }, { token: family.token });
}
const sandboxCharges = async (invoiceId: number) =>
  (
    await server.services.db
      .select({ n: count() })
      .from(sandboxTransactions)
      .where(
        and(
          sql`${sandboxTransactions.invoiceNumber} like ${`I${invoiceId}-%`}`,
          eq(sandboxTransactions.status, 'capturedPendingSettlement'),
        ),
      )
  )[0]!.n;
const enrolmentsOf = (studentId: number) => server.services.db.select().from(enrollments).where(eq(enrollments.studentId, studentId));

describe('add to cart', () => {
  it('adds at the early-bird price, counts the badge and refuses the same student and class twice', async () => {
    const family = await shopFamily(server);
    const first = await add(family, shop.paid.id, family.ada.id);
    expect(first.errors).toBeUndefined();
    expect(first.data!.addToCart.cartItemCount).toBe(1);
    const again = await add(family, shop.paid.id, family.ada.id);
    expect(again.errors?.[0]?.message).toBe('Already in cart');
    await add(family, shop.plain.id, family.ben.id);
    const cart = (await cartOf(family))!;
    expect(cart.status).toBe('PENDING');
    expect(cart.items.map((i) => [i.priceCents, i.earlyBird])).toEqual([
      [40_000, true],
      [30_000, false],
    ]);
    expect(cart).toMatchObject({ priceCents: 70_000, balanceCents: 70_000, totalCents: 70_000, paid: false });
  });

  it("answers the spec's texts: no student, not a family, unknown class", async () => {
    const family = await shopFamily(server);
    expect((await add(family, shop.paid.id, null)).errors?.[0]?.message).toBe('You must select a student');
    const asStudent = await server.gql(ADD, { classroomId: shop.paid.id, studentId: family.ada.id }, { token: family.studentToken });
    expect(asStudent.errors?.[0]?.message).toBe('You must login through a family account');
    expect((await add(family, 987_654, family.ada.id)).errors?.[0]?.message).toBe('classroom does not exist');
    expect(errorCode(await add(family, shop.hidden.id, family.ada.id))).toBe('CLASS_NOT_FOR_SALE');
    const other = await shopFamily(server);
    expect(errorCode(await add(family, shop.paid.id, other.ada.id))).toBe('NOT_YOUR_STUDENT');
    expect(await cartOf(family)).toBeNull();
  });

  it('removes a line: the total and the badge follow', async () => {
    const family = await shopFamily(server);
    await add(family, shop.paid.id, family.ada.id);
    await add(family, shop.plain.id, family.ben.id);
    const cart = (await cartOf(family))!;
    const removed = await server.gql<{ removeCartItem: { cartItemCount: number } }>(
      `mutation R($id: Int!) { removeCartItem(itemId: $id) { cartItemCount } }`,
      { id: cart.items[0]!.id },
      { token: family.token },
    );
    expect(removed.data!.removeCartItem.cartItemCount).toBe(1);
    expect((await cartOf(family))!).toMatchObject({ priceCents: 30_000, balanceCents: 30_000 });
    const other = await shopFamily(server);
    const theirs = await server.gql(
      `mutation R($id: Int!) { removeCartItem(itemId: $id) { cartItemCount } }`,
      { id: cart.items[1]!.id },
      { token: other.token },
    );
    expect(errorCode(theirs)).toBe('NOT_FOUND');
  });
});

describe('paying by card', () => {
  it('charges the server’s amount once, records it, enrols, marks the invoice PAID and mails the receipt', async () => {
    const family = await shopFamily(server);
    await add(family, shop.paid.id, family.ada.id);
    const { addToCart } = (await add(family, shop.plain.id, family.ben.id)).data!;
    const input = chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) });
    const result = await pay(family, input);
    expect(result.errors).toBeUndefined();
    expect(result.data!.chargeCreditCard).toMatchObject({
      success: true,
      amountCents: 70_000,
      cardBrand: 'VISA',
      last4: '1111',
      errorMessage: null,
    });
    expect(result.data!.chargeCreditCard.authNum).toMatch(/^[0-9A-F]{6}$/);

    const [invoice] = await server.services.db.select().from(invoices).where(eq(invoices.id, addToCart.invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', balanceCents: 0 });
    expect((await enrolmentsOf(family.ada.id)).map((e) => [e.classroomId, e.status])).toEqual([[shop.paid.id, 'PAID']]);
    expect((await enrolmentsOf(family.ben.id)).map((e) => [e.classroomId, e.status])).toEqual([[shop.plain.id, 'PAID']]);
    const paid = await server.services.db.select().from(payments).where(eq(payments.invoiceId, addToCart.invoiceId));
    expect(paid.map((p) => [p.method, p.amountCents, p.identification])).toEqual([['VISA', 70_000, 'Visa ending 1111']]);
    expect(await cartOf(family)).toBeNull();

    const [mail] = await server.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, family.parent.email));
    expect(mail!.subject).toContain(invoice!.invoiceNumber);
    expect(mail!.body).toContain('Visa ending 1111');
    expect(mail!.body).toContain('$400.00');

    // The same key again: the first answer, no second charge.
    const retry = await pay(family, input);
    expect(retry.data!.chargeCreditCard).toEqual(result.data!.chargeCreditCard);
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    // Another key on the paid invoice: refused, nothing charged.
    const other = await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) }));
    expect(errorCode(other)).toBe('INVOICE_ALREADY_PAID');
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
  });

  it('keeps no card number or code anywhere in the database', async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.plain.id, family.ada.id)).data!;
    await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server, { cvv: '737' }), createProfile: true }));
    const dump = JSON.stringify(
      await Promise.all(
        ['charge_attempts', 'payments', 'payment_profiles', 'sandbox_transactions', 'sandbox_payment_profiles', 'outbox_messages'].map(
          (table) => server.services.db.execute(sql.raw(`select * from ${table}`)),
        ),
      ),
    );
    expect(dump).not.toContain(CARDS.visa);
    expect(dump).not.toContain('411111');
    // Nothing named like a card code was kept either.
    expect(dump).not.toMatch(/cardCode|cvv|cardNumber/i);
  });

  it("a declined card (ZIP 46282) shows the provider's message and charges nothing; a new try pays", async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.plain.id, family.ada.id)).data!;
    const declined = await pay(
      family,
      chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server), billTo: { ...BILL_TO, zip: '46282' } }),
    );
    expect(declined.data!.chargeCreditCard).toMatchObject({
      success: false,
      errorMessage: 'Unsuccessful: This transaction has been declined.',
      resultCode: '2',
    });
    expect((await cartOf(family))!).toMatchObject({ status: 'PENDING', balanceCents: 30_000 });
    expect(await enrolmentsOf(family.ada.id)).toEqual([]);
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(0);

    const cvv = await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server, { cvv: '901' }) }));
    expect(cvv.data!.chargeCreditCard.success).toBe(false);

    const ok = await pay(
      family,
      chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server, { number: CARDS.amex, cvv: '1234' }) }),
    );
    expect(ok.data!.chargeCreditCard).toMatchObject({ success: true, cardBrand: 'AMEX', last4: '0002' });
  });

  it('a token pays once', async () => {
    const family = await shopFamily(server);
    const token = await cardToken(server);
    const first = (await add(family, shop.plain.id, family.ada.id)).data!.addToCart;
    expect((await pay(family, chargeInput(first.invoiceId, { opaqueData: token }))).data!.chargeCreditCard.success).toBe(true);
    const second = (await add(family, shop.paid.id, family.ada.id)).data!.addToCart;
    const reused = await pay(family, chargeInput(second.invoiceId, { opaqueData: token }));
    expect(reused.data!.chargeCreditCard).toMatchObject({ success: false, errorMessage: 'Unsuccessful: Invalid OTS Token.' });
  });

  it('spends open credits first, and pays without the gateway when they cover it', async () => {
    const family = await shopFamily(server, { creditCents: 5_000 });
    const { addToCart } = (await add(family, shop.plain.id, family.ada.id)).data!;
    expect((await cartOf(family))!).toMatchObject({ balanceCents: 30_000, creditCents: 5_000, totalCents: 25_000 });
    const result = await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) }));
    expect(result.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 25_000, creditCents: 5_000 });
    const used = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, family.family.id));
    expect(used.map((c) => [c.status, c.balanceCents])).toEqual([['USED', 0]]);

    const rich = await shopFamily(server, { creditCents: 50_000 });
    const cart = (await add(rich, shop.plain.id, rich.ada.id)).data!.addToCart;
    expect((await cartOf(rich))!.totalCents).toBe(0);
    const covered = await pay(
      rich,
      chargeInput(cart.invoiceId, { paymentProfileId: null, opaqueData: { dataDescriptor: 'x', dataValue: 'unused' } }),
    );
    expect(covered.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 0, creditCents: 30_000 });
    expect(await sandboxCharges(cart.invoiceId)).toBe(0);
    const left = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, rich.family.id));
    expect(left.map((c) => [c.status, c.balanceCents])).toEqual([['OPEN', 20_000]]);
  });

  it('saves the card, lists it as brand, last four and expiry, and pays with it next time', async () => {
    const family = await shopFamily(server);
    const first = (await add(family, shop.plain.id, family.ada.id)).data!.addToCart;
    await pay(
      family,
      chargeInput(first.invoiceId, {
        opaqueData: await cardToken(server, { number: CARDS.mastercard, expiry: '11/31' }),
        createProfile: true,
      }),
    );
    const saved = await server.gql<{ paymentProfiles: { id: number; cardBrand: string; last4: string; expiration: string }[] }>(
      `{ paymentProfiles { id cardBrand last4 expiration } }`,
      {},
      { token: family.token },
    );
    expect(saved.data!.paymentProfiles).toMatchObject([{ cardBrand: 'MASTERCARD', last4: '0015', expiration: '11/31' }]);
    const second = (await add(family, shop.paid.id, family.ben.id)).data!.addToCart;
    const again = await pay(family, chargeInput(second.invoiceId, { paymentProfileId: saved.data!.paymentProfiles[0]!.id }));
    expect(again.data!.chargeCreditCard).toMatchObject({ success: true, cardBrand: 'MASTERCARD', last4: '0015', amountCents: 40_000 });
    const other = await shopFamily(server);
    const theirs = (await add(other, shop.paid.id, other.ada.id)).data!.addToCart;
    const stolen = await pay(other, chargeInput(theirs.invoiceId, { paymentProfileId: saved.data!.paymentProfiles[0]!.id }));
    expect(errorCode(stolen)).toBe('PAYMENT_PROFILE_MISSING');
  });

  it('refuses, before any charge, a class that filled after it went into the cart, naming it', async () => {
    const family = await shopFamily(server);
    const small = await shopFamily(server);
    const { addToCart } = (await add(family, shop.small.id, family.ada.id)).data!;
    await createEnrollment(server.services.db, { studentId: small.ada.id, classroomId: shop.small.id, status: 'PAID' });
    const result = await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) }));
    expect(result.errors?.[0]?.message).toBe('Sorry, CH9-S: Chemistry is full. Please remove it from your cart.');
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(0);
  });

  it('refuses bad requests with clear texts and changes nothing', async () => {
    const family = await shopFamily(server);
    const { addToCart } = (await add(family, shop.plain.id, family.ada.id)).data!;
    const opaqueData = await cardToken(server);
    expect(errorCode(await pay(family, chargeInput(addToCart.invoiceId, { opaqueData, acceptedTerms: false })))).toBe(
      'LEGAL_AGREEMENT_REQUIRED',
    );
    expect(errorCode(await pay(family, chargeInput(addToCart.invoiceId, { opaqueData, billTo: { ...BILL_TO, city: ' ' } })))).toBe(
      'BILLING_ADDRESS_REQUIRED',
    );
    expect(errorCode(await pay(family, chargeInput(addToCart.invoiceId, { opaqueData, idempotencyKey: 'x' })))).toBe('INVALID_INPUT');
    expect(errorCode(await pay(family, chargeInput(addToCart.invoiceId)))).toBe('INVALID_INPUT');
    const other = await shopFamily(server);
    expect(errorCode(await pay(other, chargeInput(addToCart.invoiceId, { opaqueData })))).toBe('NOT_FOUND');
    const empty = await createInvoice(server.services.db, {
      familyAccountId: family.family.id,
      status: 'OPEN',
      priceCents: 100,
      balanceCents: 100,
    });
    expect((await pay(family, chargeInput(empty.id, { opaqueData }))).errors?.[0]?.message).toBe('Cart empty');
    const student = await server.gql(CHARGE, { input: chargeInput(addToCart.invoiceId, { opaqueData }) }, { token: family.studentToken });
    expect(errorCode(student)).toBe('FAMILY_LOGIN_REQUIRED');
    // The same key for another invoice is refused.
    const key = chargeInput(addToCart.invoiceId).idempotencyKey;
    await pay(family, chargeInput(addToCart.invoiceId, { opaqueData, idempotencyKey: key }));
    expect(errorCode(await pay(family, chargeInput(empty.id, { opaqueData, idempotencyKey: key })))).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('the token endpoint checks the card with the form’s texts', async () => {
    const { originOf } = await import('../../test/shop-kit.js');
    const origin = await originOf(server);
    const post = (body: unknown) =>
      fetch(`${origin}/payments/sandbox/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bad = await post({ cardNumber: '4111111111111112', expirationDate: '01/20', cardCode: '12', fullName: 'x' });
    expect(bad.status).toBe(400);
    const texts = ((await bad.json()) as { messages: { message: { text: string }[] } }).messages.message.map((m) => m.text);
    expect(texts).toEqual(['Invalid card number', 'Invalid Date', 'Invalid Code']);
    expect((await post('nonsense')).status).toBe(400);
    expect((await fetch(`${origin}/payments/sandbox/token`, { method: 'POST', body: '{' })).status).toBe(400);
  });
});

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
    expect((await enrolmentsOf(family.ada.id)).length).toBe(1);
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
    expect((await enrolmentsOf(family.ada.id)).length).toBe(1);
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
      tuitionCents: 10_100,
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
    expect(await enrolmentsOf(family.ada.id)).toEqual([]);
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
    expect((await enrolmentsOf(family.ada.id)).map((e) => e.status)).toEqual(['PAID']);
    const paid = await server.services.db.select().from(payments).where(eq(payments.invoiceId, addToCart.invoiceId));
    expect(paid.map((p) => p.amountCents)).toEqual([30_000]);
    expect(await sandboxCharges(addToCart.invoiceId)).toBe(1);
    const [attempt] = await server.services.db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, addToCart.invoiceId));
    expect(attempt!.status).toBe('SUCCEEDED');
  });
});
