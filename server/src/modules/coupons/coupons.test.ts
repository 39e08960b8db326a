import { COUPON_PROBLEM_MESSAGES } from '@solve/core/coupons';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { couponUses } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { APPLY, cartWithDiscounts, COUPONS, couponInput, discountLines, freshCode, REMOVE_CODE, SAVE } from '../../test/coupon-kit.js';
import {
  addToCart,
  BILL_TO,
  cardToken,
  chargeInput,
  enrolmentsOf,
  payCart,
  sandboxChargesOf,
  shopAcademy,
  shopFamily,
  type ShopFamily,
} from '../../test/shop-kit.js';
import { sessionFor } from '../../test/session-for.js';

const WITHDRAW = `mutation W($id: Int!) { withdrawEnrollment(enrollmentId: $id, mode: REFUND) { amountCents } }`;
const ARCHIVE = `mutation A($id: Int!) { archiveCoupon(id: $id) { id status } }`;
const DISCOUNTS = `mutation D($sibling: DiscountAmountInput, $multiClass: DiscountAmountInput) {
  updateDiscountSettings(sibling: $sibling, multiClass: $multiClass) { sibling { percent cents } multiClass { percent cents } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, { workEmail: 'admin@coupons.test', passwordHash: 'x', isAdminOfSolve: true });
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());

async function createCoupon(over: Record<string, unknown> = {}) {
  const code = freshCode('C');
  const result = await server.gql<{ saveCoupon: { id: number } }>(SAVE, { input: couponInput(code, over) }, { token: admin });
  expect(result.errors).toBeUndefined();
  return { code, id: result.data!.saveCoupon.id };
}

async function cartWith(family: ShopFamily, classroomId = shop.plain.id, studentId = family.ada.id) {
  const result = await addToCart(server, family, classroomId, studentId);
  expect(result.errors).toBeUndefined();
  return result.data!.addToCart.invoiceId;
}

const apply = (family: ShopFamily, code: string) => server.gql(APPLY, { code }, { token: family.token });
const pay = async (family: ShopFamily, invoiceId: number, extra: Record<string, unknown> = {}) =>
  payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server), ...extra }));
const liveUses = (couponId: number) =>
  server.services.db
    .select()
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), isNull(couponUses.returnedAt)));

async function usesListed(code: string) {
  const result = await server.gql<{ coupons: { code: string; uses: number; status: string }[] }>(COUPONS, {}, { token: admin });
  return result.data!.coupons.find((coupon) => coupon.code === code)!;
}

/** A family that paid for a class with the code (its one use). */
async function paidWith(code: string) {
  const family = await shopFamily(server);
  const invoiceId = await cartWith(family);
  expect((await apply(family, code)).errors).toBeUndefined();
  expect((await pay(family, invoiceId)).data!.chargeCreditCard.success).toBe(true);
  return family;
}

describe('the cart code field: what the family is told', () => {
  it.each([
    ['an unknown code', () => Promise.resolve('NOSUCHCODE'), COUPON_PROBLEM_MESSAGES.UNKNOWN],
    ['a code not valid yet', async () => (await createCoupon({ validFrom: '2099-01-01' })).code, COUPON_PROBLEM_MESSAGES.NOT_YET],
    ['an expired code', async () => (await createCoupon({ validTo: '2000-01-31' })).code, COUPON_PROBLEM_MESSAGES.EXPIRED],
    [
      'a code for another course',
      async () => (await createCoupon({ scopeType: 'COURSE', courseId: shop.paid.courseId })).code,
      COUPON_PROBLEM_MESSAGES.NOT_FOR_THESE_CLASSES,
    ],
    [
      'an archived code',
      async () => {
        const coupon = await createCoupon();
        await server.gql(ARCHIVE, { id: coupon.id }, { token: admin });
        return coupon.code;
      },
      COUPON_PROBLEM_MESSAGES.UNKNOWN,
    ],
  ])('refuses %s with its message and leaves the cart as it was', async (_case, codeOf, message) => {
    const family = await shopFamily(server);
    await cartWith(family);
    const result = await apply(family, await codeOf());
    expect(result.errors?.[0]?.message).toBe(message);
    const cart = await cartWithDiscounts(server, family);
    expect(cart.couponCode).toBeNull();
    expect(cart.items.some((item) => item.itemType === 'DISCOUNT')).toBe(false);
  });

  it('refuses a code used up, used by this family, or for first enrolments only', async () => {
    const once = await createCoupon({ totalLimit: 1 });
    const perFamily = await createCoupon({ perFamilyLimit: 1 });
    const first = await createCoupon({ firstEnrolmentOnly: true });
    await paidWith(once.code);
    const family = await paidWith(perFamily.code);

    const other = await shopFamily(server);
    await cartWith(other);
    expect((await apply(other, once.code)).errors?.[0]?.message).toBe('This code has been used up.');

    await cartWith(family, shop.paid.id, family.ben.id);
    expect((await apply(family, perFamily.code)).errors?.[0]?.message).toBe('Your family has already used this code.');
    expect((await apply(family, first.code)).errors?.[0]?.message).toBe("This code is for a family's first enrolment only.");
    expect((await apply(other, first.code)).errors).toBeUndefined();
  });

  it('asks for a code when none is typed, and Remove takes the line away', async () => {
    const family = await shopFamily(server);
    await cartWith(family);
    expect((await apply(family, '   ')).errors?.[0]?.message).toBe('Enter a code.');
    const { code } = await createCoupon({ percent: null, cents: 2_500 });
    expect((await apply(family, ` ${code.toLowerCase()} `)).errors).toBeUndefined();
    expect(discountLines(await cartWithDiscounts(server, family))).toContain(`Coupon ${code}: 2500`);
    expect((await server.gql(REMOVE_CODE, {}, { token: family.token })).errors).toBeUndefined();
    const cart = await cartWithDiscounts(server, family);
    expect(cart.couponCode).toBeNull();
    expect(discountLines(cart).some((line) => line.startsWith('Coupon'))).toBe(false);
  });
});

describe('a use is counted once, at payment', () => {
  it('once even when Pay is sent again with the same key', async () => {
    const { code, id } = await createCoupon();
    const family = await shopFamily(server);
    const invoiceId = await cartWith(family);
    await apply(family, code);
    expect(await liveUses(id)).toHaveLength(0);
    const input = chargeInput(invoiceId, { opaqueData: await cardToken(server) });
    const [first, again] = [await payCart(server, family, input), await payCart(server, family, input)];
    expect(first.data!.chargeCreditCard.success).toBe(true);
    expect(again.data!.chargeCreditCard).toMatchObject({ success: true, transactionId: first.data!.chargeCreditCard.transactionId });
    expect(await liveUses(id)).toHaveLength(1);
    expect(await usesListed(code)).toMatchObject({ uses: 1 });
  });

  it('a declined card gives the use back; the next try counts it', async () => {
    const { code, id } = await createCoupon({ totalLimit: 1 });
    const family = await shopFamily(server);
    const invoiceId = await cartWith(family);
    await apply(family, code);
    const declined = await pay(family, invoiceId, { billTo: { ...BILL_TO, zip: '46282' } });
    expect(declined.data!.chargeCreditCard.success).toBe(false);
    expect(await liveUses(id)).toHaveLength(0);
    expect((await pay(family, invoiceId)).data!.chargeCreditCard.success).toBe(true);
    expect(await liveUses(id)).toHaveLength(1);
  });

  it('a code that no longer holds at payment refuses it with its message, takes the code off, and charges nothing', async () => {
    const { code, id } = await createCoupon();
    const family = await shopFamily(server);
    const invoiceId = await cartWith(family);
    await apply(family, code);
    await server.gql(ARCHIVE, { id }, { token: admin });
    const refused = await pay(family, invoiceId);
    expect(refused.errors?.[0]?.message).toBe(COUPON_PROBLEM_MESSAGES.UNKNOWN);
    expect(await sandboxChargesOf(server.services.db, invoiceId)).toBe(0);
    const cart = await cartWithDiscounts(server, family);
    expect(cart.couponCode).toBeNull();
    expect(cart.totalCents).toBe(30_000 - 10_000);
  });

  it("withdrawing the order's last class gives the use back (not before)", async () => {
    const { code, id } = await createCoupon({ totalLimit: 1 });
    const family = await shopFamily(server);
    const cheap = await createClassroom(server.services.db, {
      courseId: shop.plain.courseId,
      status: 'PUBLISHED',
      tuitionCents: 25_000,
      earlyBirdTuitionCents: null,
      enrollmentMax: 20,
      startDate: '2099-06-01',
      endDate: '2099-12-31',
    });
    await cartWith(family, shop.plain.id, family.ada.id);
    const invoiceId = await cartWith(family, cheap.id, family.ben.id);
    await apply(family, code);
    expect((await pay(family, invoiceId)).data!.chargeCreditCard.success).toBe(true);
    const [ada] = await enrolmentsOf(server.services.db, family.ada.id);
    const [ben] = await enrolmentsOf(server.services.db, family.ben.id);
    expect((await server.gql(WITHDRAW, { id: ada!.id }, { token: admin })).errors).toBeUndefined();
    expect(await usesListed(code)).toMatchObject({ uses: 1, status: 'USED_UP' });
    expect((await server.gql(WITHDRAW, { id: ben!.id }, { token: admin })).errors).toBeUndefined();
    expect(await liveUses(id)).toHaveLength(0);
    expect(await usesListed(code)).toMatchObject({ uses: 0, status: 'LIVE' });
  });
});

describe('coupons in the back office', () => {
  it.each([
    [{ code: 'no spaces!' }, 'A code is 3 to 20 letters, digits, dashes or underscores.'],
    [{ percent: 0 }, 'A percent off is a whole number from 1 to 100.'],
    [{ percent: null, cents: 0 }, 'An amount off is from $0.01 to $100,000.'],
    [{ percent: 10, cents: 100 }, 'Give either a percent or an amount off.'],
    [{ percent: null }, 'Give either a percent or an amount off.'],
    [{ validFrom: '2026-03-01', validTo: '2026-02-01' }, 'The last day cannot be before the first.'],
    [{ totalLimit: 0 }, 'A use limit is a whole number of at least 1.'],
    [{ scopeType: 'COURSE' }, 'Choose the course or the term the coupon is for.'],
    [{ scopeType: 'TERM', term: ' ' }, 'Choose the course or the term the coupon is for.'],
  ])('refuses %j: %s', async (over, message) => {
    const result = await server.gql(SAVE, { input: couponInput(freshCode('V'), over) }, { token: admin });
    expect(result.errors?.[0]?.message).toBe(message);
  });

  it('refuses a code another coupon has, whatever its case, and changes and archives one', async () => {
    const { code, id } = await createCoupon();
    const taken = await server.gql(SAVE, { input: couponInput(code.toLowerCase()) }, { token: admin });
    expect(taken.errors?.[0]?.message).toBe(`Another coupon already has the code ${code}. Choose another code.`);
    const changed = await server.gql<{ saveCoupon: { code: string } }>(
      SAVE,
      { id, input: couponInput(`${code}X`, { percent: 15 }) },
      { token: admin },
    );
    expect(changed.data!.saveCoupon.code).toBe(`${code}X`);
    const archived = await server.gql<{ archiveCoupon: { status: string } }>(ARCHIVE, { id }, { token: admin });
    expect(archived.data!.archiveCoupon.status).toBe('ARCHIVED');
    expect(errorCode(await server.gql(ARCHIVE, { id: 0 }, { token: admin }))).toBe('COUPON_MISSING');
  });

  it('is for admins only; a family may not read or save coupons', async () => {
    const family = await shopFamily(server);
    expect(errorCode(await server.gql(COUPONS, {}, { token: family.token }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(SAVE, { input: couponInput(freshCode('F')) }, { token: family.token }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(APPLY, { code: 'X' }, { token: admin }))).not.toBeUndefined();
  });

  it('sets the automatic discounts, refusing an amount out of range in the admin words', async () => {
    const bad = await server.gql(DISCOUNTS, { sibling: { percent: 150 } }, { token: admin });
    expect(bad.errors?.[0]?.message).toBe('A percent off is a whole number from 1 to 100.');
    const set = await server.gql<{ updateDiscountSettings: unknown }>(
      DISCOUNTS,
      { sibling: { percent: 10 }, multiClass: { cents: 2_500 } },
      { token: admin },
    );
    expect(set.data!.updateDiscountSettings).toEqual({
      sibling: { percent: 10, cents: null },
      multiClass: { percent: null, cents: 2_500 },
    });
    const off = await server.gql<{ updateDiscountSettings: unknown }>(DISCOUNTS, {}, { token: admin });
    expect(off.data!.updateDiscountSettings).toEqual({ sibling: null, multiClass: null });
  });
});
