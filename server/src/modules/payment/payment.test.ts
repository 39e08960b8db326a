import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../db/seed/factories/billing.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { credits, invoices, outboxMessages, payments } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import {
  ADD,
  addToCart,
  BILL_TO,
  CARDS,
  CART,
  CHARGE,
  cardToken,
  chargeInput,
  enrolmentsOf,
  payCart,
  sandboxChargesOf,
  shopAcademy,
  shopFamily,
  type ShopFamily,
} from '../../test/shop-kit.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

interface CartOut {
  invoiceId: number;
  status: string;
  priceCents: number;
  balanceCents: number;
  creditCents: number;
  totalCents: number;
  paid: boolean;
  items: {
    id: number;
    itemType: string;
    studentId: number;
    classroomId: number;
    priceCents: number;
    earlyBird: boolean;
    enrolled: boolean;
  }[];
}

const add = (family: ShopFamily, classroomId: number, studentId: number | null) => addToCart(server, family, classroomId, studentId);
async function cartOf(family: ShopFamily) {
  const result = await server.gql<{ cart: CartOut | null }>(CART, {}, { token: family.token });
  expect(result.errors).toBeUndefined();
  return result.data!.cart;
}
const pay = (family: ShopFamily, input: Record<string, unknown>) => payCart(server, family, input);
const sandboxCharges = (invoiceId: number) => sandboxChargesOf(server.services.db, invoiceId);
const enrolments = (studentId: number) => enrolmentsOf(server.services.db, studentId);

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
    const classes = cart.items.filter((i) => i.itemType === 'CLASSROOM');
    expect(classes.map((i) => [i.priceCents, i.earlyBird])).toEqual([
      [40_000, true],
      [30_000, false],
    ]);
    // Less a new-student discount of $100 for each student (new-student-offers.test.ts).
    expect(cart).toMatchObject({ priceCents: 50_000, balanceCents: 50_000, totalCents: 50_000, paid: false });
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
    // Ben's class less his new-student discount.
    expect((await cartOf(family))!).toMatchObject({ priceCents: 20_000, balanceCents: 20_000 });
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
    // 70,000 less a new-student discount of 10,000 for each student.
    expect(result.data!.chargeCreditCard).toMatchObject({
      success: true,
      amountCents: 50_000,
      cardBrand: 'VISA',
      last4: '1111',
      errorMessage: null,
    });
    expect(result.data!.chargeCreditCard.authNum).toMatch(/^[0-9A-F]{6}$/);

    const [invoice] = await server.services.db.select().from(invoices).where(eq(invoices.id, addToCart.invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', balanceCents: 0 });
    expect((await enrolments(family.ada.id)).map((e) => [e.classroomId, e.status])).toEqual([[shop.paid.id, 'PAID']]);
    expect((await enrolments(family.ben.id)).map((e) => [e.classroomId, e.status])).toEqual([[shop.plain.id, 'PAID']]);
    const paid = await server.services.db.select().from(payments).where(eq(payments.invoiceId, addToCart.invoiceId));
    expect(paid.map((p) => [p.method, p.amountCents, p.identification])).toEqual([['VISA', 50_000, 'Visa ending 1111']]);
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
      // An attached PDF is base64, where any run of letters may turn up by chance; its text is the
      // receipt's, checked for the card's last four only in the receipt's own tests.
      (key, value: unknown) => (key === 'attachments' ? null : value),
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
    expect((await cartOf(family))!).toMatchObject({ status: 'PENDING', balanceCents: 20_000 });
    expect(await enrolments(family.ada.id)).toEqual([]);
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
    // 30,000 less Ada's new-student discount.
    expect((await cartOf(family))!).toMatchObject({ balanceCents: 20_000, creditCents: 5_000, totalCents: 15_000 });
    const result = await pay(family, chargeInput(addToCart.invoiceId, { opaqueData: await cardToken(server) }));
    expect(result.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 15_000, creditCents: 5_000 });
    const used = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, family.family.id));
    expect(used.map((c) => [c.status, c.balanceCents])).toEqual([['USED', 0]]);

    const rich = await shopFamily(server, { creditCents: 50_000 });
    const cart = (await add(rich, shop.plain.id, rich.ada.id)).data!.addToCart;
    expect((await cartOf(rich))!.totalCents).toBe(0);
    const covered = await pay(
      rich,
      chargeInput(cart.invoiceId, { paymentProfileId: null, opaqueData: { dataDescriptor: 'x', dataValue: 'unused' } }),
    );
    expect(covered.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 0, creditCents: 20_000 });
    expect(await sandboxCharges(cart.invoiceId)).toBe(0);
    const left = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, rich.family.id));
    expect(left.map((c) => [c.status, c.balanceCents])).toEqual([['OPEN', 30_000]]);
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
    // Ben's first class: less his new-student discount.
    expect(again.data!.chargeCreditCard).toMatchObject({ success: true, cardBrand: 'MASTERCARD', last4: '0015', amountCents: 30_000 });
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
