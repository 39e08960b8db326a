import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { APPLY, cartWithDiscounts, couponInput, discountLines, freshCode, SAVE, setAutomaticDiscounts } from '../../test/coupon-kit.js';
import { addToCart, cardToken, chargeInput, enrolmentsOf, payCart, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';
import { sessionFor } from '../../test/session-for.js';

const REMOVE = `mutation R($itemId: Int!) { removeCartItem(itemId: $itemId) { invoiceId } }`;
const WITHDRAW = `mutation W($id: Int!) { withdrawEnrollment(enrollmentId: $id, mode: REFUND) { amountCents refundCents } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, { workEmail: 'admin@discounts.test', passwordHash: 'x', isAdminOfSolve: true });
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());
beforeEach(() => setAutomaticDiscounts(server, null, null));

/** A class of the shop's math course for sale at `tuition` cents (no early bird). */
const mathClass = (tuitionCents: number) =>
  createClassroom(server.services.db, {
    courseId: shop.paid.courseId,
    status: 'PUBLISHED',
    tuitionCents,
    earlyBirdTuitionCents: null,
    enrollmentMax: 20,
    startDate: '2099-06-01',
    endDate: '2099-12-31',
  });

async function add(family: ShopFamily, classroomId: number, studentId: number) {
  const result = await addToCart(server, family, classroomId, studentId);
  expect(result.errors).toBeUndefined();
  return result.data!.addToCart;
}

async function coupon(over: Record<string, unknown>) {
  const code = freshCode('D');
  const result = await server.gql(SAVE, { input: couponInput(code, over) }, { token: admin });
  expect(result.errors).toBeUndefined();
  return code;
}

describe('the automatic discounts in the cart (one rule: core orderDiscounts)', () => {
  it('gives the sibling discount off the second student, by name, and the new-student discounts stay as they are', async () => {
    await setAutomaticDiscounts(server, { type: 'PERCENT', percent: 10 }, null);
    const family = await shopFamily(server);
    const [dear, cheap] = [await mathClass(30_000), await mathClass(20_000)];
    await add(family, dear.id, family.ada.id);
    await add(family, cheap.id, family.ben.id);
    const cart = await cartWithDiscounts(server, family);
    expect(discountLines(cart)).toEqual([
      'New student discount for Ada: 10000',
      'New student discount for Ben: 10000',
      'Sibling discount (10%) for Ben: 2000',
    ]);
    expect(cart).toMatchObject({ priceCents: 50_000 - 20_000 - 2_000, totalCents: 28_000 });
  });

  it("gives the multi-class discount off a student's second class", async () => {
    await setAutomaticDiscounts(server, null, { type: 'PERCENT', percent: 20 });
    const family = await shopFamily(server);
    await add(family, (await mathClass(30_000)).id, family.ada.id);
    await add(family, (await mathClass(20_000)).id, family.ada.id);
    const cart = await cartWithDiscounts(server, family);
    expect(discountLines(cart)).toEqual(['New student discount for Ada: 10000', 'Multi-class discount (20%) for Ada: 4000']);
    expect(cart.totalCents).toBe(50_000 - 10_000 - 4_000);
  });

  it('gives only the larger of the two when both apply to one class', async () => {
    await setAutomaticDiscounts(server, { type: 'PERCENT', percent: 10 }, { type: 'AMOUNT', cents: 5_000 });
    const family = await shopFamily(server);
    await add(family, (await mathClass(40_000)).id, family.ada.id);
    const [benFirst, benSecond] = [await mathClass(25_000), await mathClass(20_000)];
    await add(family, benFirst.id, family.ben.id);
    const { invoiceId } = await add(family, benSecond.id, family.ben.id);
    const cart = await cartWithDiscounts(server, family);
    const automatic = cart.items.filter((item) => item.itemType === 'DISCOUNT');
    // Ben's first class: sibling 10% (2,500); his second: sibling 2,000 or multi-class 5,000, the larger.
    expect(automatic.map((item) => [item.classroomId, item.description, item.priceCents])).toEqual([
      [benFirst.id, 'Sibling discount (10%) for Ben', 2_500],
      [benSecond.id, 'Multi-class discount ($50.00) for Ben', 5_000],
    ]);
    expect(invoiceId).toBe(cart.invoiceId);
  });

  it('is re-synced when the cart changes: removing the first student takes the sibling line away', async () => {
    await setAutomaticDiscounts(server, { type: 'PERCENT', percent: 10 }, null);
    const family = await shopFamily(server);
    await add(family, (await mathClass(30_000)).id, family.ada.id);
    await add(family, (await mathClass(20_000)).id, family.ben.id);
    const adaLine = (await cartWithDiscounts(server, family)).items.find(
      (item) => item.itemType === 'CLASSROOM' && item.studentId === family.ada.id,
    )!;
    expect((await server.gql(REMOVE, { itemId: adaLine.id }, { token: family.token })).errors).toBeUndefined();
    const cart = await cartWithDiscounts(server, family);
    expect(discountLines(cart)).toEqual(['New student discount for Ben: 10000']);
    expect(cart.totalCents).toBe(10_000);
  });

  it('takes a coupon off what the new-student discount leaves, then credits pay what is left', async () => {
    const family = await shopFamily(server, { creditCents: 5_000 });
    await add(family, (await mathClass(30_000)).id, family.ada.id);
    const code = await coupon({ percent: 10 });
    expect((await server.gql(APPLY, { code: code.toLowerCase() }, { token: family.token })).errors).toBeUndefined();
    const cart = await cartWithDiscounts(server, family);
    expect(cart.couponCode).toBe(code);
    expect(discountLines(cart)).toEqual(['New student discount for Ada: 10000', `Coupon ${code}: 2000`]);
    expect(cart).toMatchObject({ balanceCents: 18_000, creditCents: 5_000, totalCents: 13_000 });
  });

  it('never takes the total below zero: an amount larger than the order leaves nothing to pay, and it pays', async () => {
    const family = await shopFamily(server);
    const { invoiceId } = await add(family, (await mathClass(30_000)).id, family.ada.id);
    const code = await coupon({ percent: null, cents: 1_000_000 });
    expect((await server.gql(APPLY, { code }, { token: family.token })).errors).toBeUndefined();
    const cart = await cartWithDiscounts(server, family);
    expect(discountLines(cart)).toEqual(['New student discount for Ada: 10000', `Coupon ${code}: 20000`]);
    expect(cart).toMatchObject({ priceCents: 0, totalCents: 0 });
    const paid = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 0 });
  });

  it('is checked again before payment: a discount changed since the cart was filled is shown, not charged', async () => {
    const family = await shopFamily(server);
    await add(family, (await mathClass(30_000)).id, family.ada.id);
    const { invoiceId } = await add(family, (await mathClass(20_000)).id, family.ben.id);
    expect((await cartWithDiscounts(server, family)).totalCents).toBe(30_000);
    await setAutomaticDiscounts(server, { type: 'AMOUNT', cents: 1_500 }, null);
    const refused = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(errorCode(refused)).toBe('PAYMENT_AMOUNT_CHANGED');
    expect((await cartWithDiscounts(server, family)).totalCents).toBe(28_500);
    expect(await enrolmentsOf(server.services.db, family.ben.id)).toEqual([]);
  });

  it("refunds a withdrawn class what it cost after its discounts (the sibling's too), less the fee", async () => {
    await setAutomaticDiscounts(server, { type: 'AMOUNT', cents: 2_000 }, null);
    const family = await shopFamily(server);
    await add(family, (await mathClass(30_000)).id, family.ada.id);
    const { invoiceId } = await add(family, (await mathClass(30_000)).id, family.ben.id);
    const paid = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(paid.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 60_000 - 20_000 - 2_000 });
    const [enrolment] = await enrolmentsOf(server.services.db, family.ben.id);
    const result = await server.gql<{ withdrawEnrollment: { amountCents: number } }>(WITHDRAW, { id: enrolment!.id }, { token: admin });
    expect(result.errors).toBeUndefined();
    // Ben's class cost 30,000 less 10,000 (new student) less 2,000 (sibling): 18,000, less the 5,000 fee.
    expect(result.data!.withdrawEnrollment.amountCents).toBe(13_000);
  });
});
