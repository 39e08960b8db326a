import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { invoiceItems } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import {
  addToCart,
  CART,
  cardToken,
  chargeInput,
  enrolmentsOf,
  payCart,
  shopAcademy,
  shopFamily,
  type ShopFamily,
} from '../../test/shop-kit.js';
import { sessionFor } from '../../test/session-for.js';

const CART_LINES = `query { cart { invoiceId priceCents balanceCents totalCents items { id itemType description studentId classroomId priceCents } } }`;
const REMOVE = `mutation R($itemId: Int!) { removeCartItem(itemId: $itemId) { invoiceId } }`;
const COUNT = `{ cartItemCount }`;
const WITHDRAW = `mutation W($id: Int!) { withdrawEnrollment(enrollmentId: $id, mode: REFUND) { amountCents refundCents } }`;

interface Line {
  id: number;
  itemType: 'CLASSROOM' | 'OFFER' | 'DISCOUNT';
  description: string;
  studentId: number | null;
  classroomId: number | null;
  priceCents: number;
}
interface CartOut {
  invoiceId: number;
  priceCents: number;
  balanceCents: number;
  totalCents: number;
  items: Line[];
}

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, { workEmail: 'admin@offers.test', passwordHash: 'x', isAdminOfSolve: true });
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());

/** A class of the shop's math course for sale at `tuition` cents (no early bird). */
const mathClass = (tuitionCents: number, startDate = '2099-06-01') =>
  createClassroom(server.services.db, {
    courseId: shop.paid.courseId,
    status: 'PUBLISHED',
    tuitionCents,
    earlyBirdTuitionCents: null,
    enrollmentMax: 20,
    startDate,
    endDate: '2099-12-31',
  });

async function cartOf(family: ShopFamily): Promise<CartOut> {
  const result = await server.gql<{ cart: CartOut | null }>(CART_LINES, {}, { token: family.token });
  expect(result.errors).toBeUndefined();
  return result.data!.cart!;
}
const offersOf = (cart: CartOut) => cart.items.filter((item) => item.itemType === 'OFFER');

async function add(family: ShopFamily, classroomId: number, studentId: number) {
  const result = await addToCart(server, family, classroomId, studentId);
  expect(result.errors).toBeUndefined();
  return result.data!.addToCart.invoiceId;
}

async function pay(family: ShopFamily, invoiceId: number) {
  const result = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
  expect(result.errors).toBeUndefined();
  expect(result.data!.chargeCreditCard.success).toBe(true);
  return result.data!.chargeCreditCard;
}

describe('the new-student discount in the cart (§9: new students save $100)', () => {
  it("is a named line of $100 off a new student's class; the badge counts classes only", async () => {
    const family = await shopFamily(server);
    await add(family, shop.paid.id, family.ada.id);
    const cart = await cartOf(family);
    expect(offersOf(cart)).toEqual([
      expect.objectContaining({
        description: 'New student discount for Ada',
        studentId: family.ada.id,
        classroomId: shop.paid.id,
        priceCents: 10_000,
      }),
    ]);
    // The early-bird price 40,000 less 10,000.
    expect(cart).toMatchObject({ priceCents: 30_000, balanceCents: 30_000, totalCents: 30_000 });
    expect((await server.gql<{ cartItemCount: number }>(COUNT, {}, { token: family.token })).data!.cartItemCount).toBe(1);
  });

  it("once per student, on the student's dearest class; each new student of the family gets one", async () => {
    const family = await shopFamily(server);
    const cheaper = await mathClass(20_000);
    await add(family, cheaper.id, family.ada.id);
    await add(family, shop.paid.id, family.ada.id);
    await add(family, cheaper.id, family.ben.id);
    const cart = await cartOf(family);
    expect(offersOf(cart).map((offer) => [offer.studentId, offer.classroomId, offer.priceCents])).toEqual([
      [family.ada.id, shop.paid.id, 10_000],
      [family.ben.id, cheaper.id, 10_000],
    ]);
    expect(cart.balanceCents).toBe(20_000 + 40_000 + 20_000 - 20_000);
  });

  it('follows the cart: removing the class it was taken off moves it, removing every class takes it away', async () => {
    const family = await shopFamily(server);
    const cheaper = await mathClass(20_000);
    await add(family, cheaper.id, family.ada.id);
    await add(family, shop.paid.id, family.ada.id);
    const dear = (await cartOf(family)).items.find((item) => item.itemType === 'CLASSROOM' && item.classroomId === shop.paid.id)!;
    expect((await server.gql(REMOVE, { itemId: dear.id }, { token: family.token })).errors).toBeUndefined();
    let cart = await cartOf(family);
    expect(offersOf(cart).map((offer) => [offer.classroomId, offer.priceCents])).toEqual([[cheaper.id, 10_000]]);
    expect(cart.balanceCents).toBe(10_000);
    // Removing the discount line itself gives it straight back: it is not the family's to drop.
    await server.gql(REMOVE, { itemId: offersOf(cart)[0]!.id }, { token: family.token });
    expect(offersOf(await cartOf(family))).toHaveLength(1);
    const last = (await cartOf(family)).items.find((item) => item.itemType === 'CLASSROOM')!;
    await server.gql(REMOVE, { itemId: last.id }, { token: family.token });
    cart = await cartOf(family);
    expect(cart.items).toEqual([]);
    expect(cart).toMatchObject({ priceCents: 0, balanceCents: 0 });
  });

  it('never takes more than the class costs: a $60 class costs nothing, and the order is paid without the card', async () => {
    const family = await shopFamily(server);
    const small = await mathClass(6_000);
    const invoiceId = await add(family, small.id, family.ada.id);
    const cart = await cartOf(family);
    expect(offersOf(cart).map((offer) => offer.priceCents)).toEqual([6_000]);
    expect(cart).toMatchObject({ priceCents: 0, balanceCents: 0, totalCents: 0 });
    const paid = await payCart(server, family, chargeInput(invoiceId, { opaqueData: { dataDescriptor: 'x', dataValue: 'unused' } }));
    expect(paid.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 0 });
    expect((await enrolmentsOf(server.services.db, family.ada.id)).map((e) => [e.classroomId, e.status])).toEqual([[small.id, 'PAID']]);
  });

  it('is given once: the order that pays it enrols the student, whose next order is at full price', async () => {
    const family = await shopFamily(server);
    const invoiceId = await add(family, shop.paid.id, family.ada.id);
    expect(await pay(family, invoiceId)).toMatchObject({ amountCents: 30_000 });
    const next = await mathClass(25_000);
    await add(family, next.id, family.ada.id);
    await add(family, next.id, family.ben.id);
    const cart = await cartOf(family);
    // Ada paid her first class; Ben is still new.
    expect(offersOf(cart).map((offer) => offer.studentId)).toEqual([family.ben.id]);
    expect(cart.balanceCents).toBe(25_000 + 25_000 - 10_000);
  });

  it('is not for a student who had a paid enrolment, even one since withdrawn; a free class does not count', async () => {
    const db = server.services.db;
    const family = await shopFamily(server);
    const before = await mathClass(30_000, '2026-01-05');
    const free = await mathClass(0);
    await createEnrollment(db, {
      studentId: family.ada.id,
      classroomId: before.id,
      status: 'PAID',
      withdrawnAt: new Date('2026-01-01T00:00:00Z'),
    });
    await createEnrollment(db, { studentId: family.ben.id, classroomId: free.id, status: 'PAID' });
    await add(family, shop.paid.id, family.ada.id);
    await add(family, shop.paid.id, family.ben.id);
    expect(offersOf(await cartOf(family)).map((offer) => offer.studentId)).toEqual([family.ben.id]);
  });

  it('a student enrolled in a paid class meanwhile is new no longer: the payment stops, the cart is repriced, then pays in full', async () => {
    const db = server.services.db;
    const family = await shopFamily(server);
    const invoiceId = await add(family, shop.paid.id, family.ada.id);
    expect((await cartOf(family)).balanceCents).toBe(30_000);
    // The office enrols Ada by hand in another paid class.
    const other = await mathClass(30_000);
    await createEnrollment(db, { studentId: family.ada.id, classroomId: other.id, status: 'PAID' });
    const refused = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(errorCode(refused)).toBe('PAYMENT_AMOUNT_CHANGED');
    const cart = await cartOf(family);
    expect(offersOf(cart)).toEqual([]);
    expect(cart.balanceCents).toBe(40_000);
    expect(await pay(family, invoiceId)).toMatchObject({ amountCents: 40_000 });
  });

  it('racing additions for one student still give one discount', async () => {
    const family = await shopFamily(server);
    const classes = await Promise.all([mathClass(30_000), mathClass(31_000), mathClass(32_000), mathClass(33_000)]);
    const results = await Promise.all(classes.map((c) => addToCart(server, family, c.id, family.ada.id)));
    for (const result of results) expect(result.errors).toBeUndefined();
    const live = await server.services.db
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.studentId, family.ada.id), eq(invoiceItems.offerType, 'NEW_STUDENT'), isNull(invoiceItems.archivedOn)));
    expect(live.map((line) => [line.classroomId, line.priceCents])).toEqual([[classes[3].id, 10_000]]);
    expect((await cartOf(family)).balanceCents).toBe(30_000 + 31_000 + 32_000 + 33_000 - 10_000);
  });

  it('a withdrawal refunds what the class cost after the discount, less the $50 fee', async () => {
    const family = await shopFamily(server);
    const later = await mathClass(30_000, '2099-06-01');
    const invoiceId = await add(family, later.id, family.ada.id);
    expect(await pay(family, invoiceId)).toMatchObject({ amountCents: 20_000 });
    const [enrolment] = await enrolmentsOf(server.services.db, family.ada.id);
    const result = await server.gql<{ withdrawEnrollment: { amountCents: number; refundCents: number } }>(
      WITHDRAW,
      { id: enrolment!.id },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.withdrawEnrollment).toEqual({ amountCents: 15_000, refundCents: 15_000 });
  });
});

describe('the cart query shows it', () => {
  it('as an OFFER line among the items', async () => {
    const family = await shopFamily(server);
    await add(family, shop.paid.id, family.ben.id);
    const result = await server.gql<{ cart: { items: { itemType: string; priceCents: number }[] } }>(CART, {}, { token: family.token });
    expect(result.data!.cart.items.map((item) => [item.itemType, item.priceCents])).toEqual([
      ['CLASSROOM', 40_000],
      ['OFFER', 10_000],
    ]);
  });
});
