// Coupons and the automatic discounts: admins keep them, families put a code on their cart. Writes
// are called with arguments their own rules refuse, so the demo academy is never changed.
import { ADMINS, but, FAMILIES, type MatrixRow } from './expectations.js';

const ADMIN_WRITE = but(ADMINS, { admin: 'allowed' });
const PARENTS_WRITE = but(FAMILIES, { parent: 'allowed', otherParent: 'allowed' });

export const COUPONS_ROWS: MatrixRow[] = [
  { operation: 'coupons', document: `{ coupons { id code uses status } }`, expect: ADMINS },
  { operation: 'couponFormOptions', document: `{ couponFormOptions { courses { id } terms } }`, expect: ADMINS },
  { operation: 'discountSettings', document: `{ discountSettings { sibling { percent cents } multiClass { percent } } }`, expect: ADMINS },
  {
    // A code that is no code: refused by the form's own rules.
    operation: 'saveCoupon',
    document: `mutation { saveCoupon(input: { code: "", description: "", percent: 10, scopeType: ALL, firstEnrolmentOnly: false }) { id } }`,
    expect: ADMIN_WRITE,
  },
  { operation: 'archiveCoupon', document: `mutation { archiveCoupon(id: 0) { id } }`, expect: ADMIN_WRITE },
  {
    // Both a percent and an amount: refused by the form's own rules.
    operation: 'updateDiscountSettings',
    document: `mutation { updateDiscountSettings(sibling: { percent: 10, cents: 100 }) { sibling { percent } } }`,
    expect: ADMIN_WRITE,
  },
  { operation: 'applyCouponCode', document: `mutation { applyCouponCode(code: " ") { invoiceId } }`, expect: PARENTS_WRITE },
  {
    // A cart without a code is left as it is.
    operation: 'removeCouponCode',
    document: `mutation { removeCouponCode { invoiceId } }`,
    expect: PARENTS_WRITE,
  },
];
