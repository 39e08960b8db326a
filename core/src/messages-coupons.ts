// Discounts and coupon codes: the cart's and the back office's texts (core/coupons.ts has the
// texts of a code that may not be used; these repeat them under the catalogue's codes).
import { COUPON_PROBLEM_MESSAGES } from './coupons.js';

export const couponMessages = {
  COUPON_UNKNOWN: COUPON_PROBLEM_MESSAGES.UNKNOWN,
  COUPON_NOT_YET: COUPON_PROBLEM_MESSAGES.NOT_YET,
  COUPON_EXPIRED: COUPON_PROBLEM_MESSAGES.EXPIRED,
  COUPON_USED_UP: COUPON_PROBLEM_MESSAGES.USED_UP,
  COUPON_FAMILY_USED_UP: COUPON_PROBLEM_MESSAGES.FAMILY_USED_UP,
  COUPON_FIRST_ENROLMENT_ONLY: COUPON_PROBLEM_MESSAGES.FIRST_ENROLMENT_ONLY,
  COUPON_NOT_FOR_THESE_CLASSES: COUPON_PROBLEM_MESSAGES.NOT_FOR_THESE_CLASSES,
  COUPON_ENTER_CODE: 'Enter a code.',
  COUPON_CART_CLOSED: 'A code can only be added to a cart that is not paid yet.',
  COUPON_INVALID: '{problem}',
  COUPON_CODE_TAKEN: 'Another coupon already has the code {code}. Choose another code.',
  COUPON_MISSING: 'This coupon no longer exists.',
  COUPON_SCOPE_MISSING: 'Choose the course or the term the coupon is for.',
  DISCOUNT_SETTING_INVALID: '{problem}',
  COUPONS_EMPTY: 'There are no coupons yet. Create one to give families a code.',
} as const;
