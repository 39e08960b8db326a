import type { DiscountAmount } from '@solve/core/discounts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { academySettings } from '../db/schema/index.js';
import type { TestServer } from './harness.js';
import type { ShopFamily } from './shop-kit.js';

/** What the coupon tests read of a cart. */
export const CART_DISCOUNTS = `query { cart { invoiceId couponCode priceCents balanceCents creditCents totalCents items { id itemType description studentId classroomId priceCents } } }`;
export const APPLY = `mutation A($code: String!) { applyCouponCode(code: $code) { invoiceId } }`;
export const REMOVE_CODE = `mutation { removeCouponCode { invoiceId } }`;
export const SAVE = `mutation S($id: Int, $input: CouponInput!) { saveCoupon(id: $id, input: $input) { id code uses status } }`;
export const COUPONS = `{ coupons { id code uses status archived } }`;

export interface CartDiscounts {
  invoiceId: number;
  couponCode: string | null;
  priceCents: number;
  balanceCents: number;
  creditCents: number;
  totalCents: number;
  items: { id: number; itemType: string; description: string; studentId: number | null; classroomId: number | null; priceCents: number }[];
}

/** A code no other test uses. */
export const freshCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

/** The coupon form's fields, all classes and no limits unless told. */
export const couponInput = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  description: '',
  percent: 10,
  scopeType: 'ALL',
  firstEnrolmentOnly: false,
  ...over,
});

/** The academy's automatic discounts, set as the Academy page does (null: off). */
export async function setAutomaticDiscounts(server: TestServer, sibling: DiscountAmount | null, multiClass: DiscountAmount | null) {
  await server.services.db
    .update(academySettings)
    .set({ siblingDiscount: sibling, multiClassDiscount: multiClass })
    .where(eq(academySettings.id, 1));
}

export async function cartWithDiscounts(server: TestServer, family: ShopFamily): Promise<CartDiscounts> {
  const result = await server.gql<{ cart: CartDiscounts | null }>(CART_DISCOUNTS, {}, { token: family.token });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.cart!;
}

/** The cart's discount lines as "description: cents". */
export const discountLines = (cart: CartDiscounts) =>
  cart.items.filter((item) => item.itemType !== 'CLASSROOM').map((item) => `${item.description}: ${item.priceCents}`);
