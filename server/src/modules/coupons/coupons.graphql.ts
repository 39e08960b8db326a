import type { DiscountAmount } from '@solve/core/discounts';
import { requireAdminViewer, requireFamilyMember } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import { DomainError } from '../../graphql/errors.js';
import { getSettings } from '../settings/settings.service.js';
import { applyCouponCode, removeCouponCode } from './cart-coupon.service.js';
import {
  archiveCoupon,
  couponFormOptions,
  type CouponListItem,
  listCoupons,
  saveCoupon,
  updateDiscountSettings,
} from './coupons.service.js';
import type { CouponRow } from './coupon-rules.js';

const DiscountAmountRef = builder.objectRef<DiscountAmount>('DiscountAmount').implement({
  description: 'A percent or an amount off',
  fields: (t) => ({
    percent: t.int({ nullable: true, resolve: (a) => (a.type === 'PERCENT' ? a.percent : null) }),
    cents: t.int({ nullable: true, resolve: (a) => (a.type === 'AMOUNT' ? a.cents : null) }),
  }),
});

const DiscountAmountInputRef = builder.inputType('DiscountAmountInput', {
  description: 'Either a percent (1–100) or an amount in cents off',
  fields: (t) => ({ percent: t.int(), cents: t.int() }),
});

const amountFromInput = (input: { percent?: number | null; cents?: number | null } | null | undefined): DiscountAmount | null => {
  if (!input) return null;
  const given = [input.percent, input.cents].filter((value) => value !== null && value !== undefined);
  if (given.length > 1) throw new DomainError('DISCOUNT_SETTING_INVALID', { problem: 'Give either a percent or an amount off.' });
  if (input.percent !== null && input.percent !== undefined) return { type: 'PERCENT', percent: input.percent };
  if (input.cents !== null && input.cents !== undefined) return { type: 'AMOUNT', cents: input.cents };
  return null;
};

const CouponScopeTypeEnum = builder.enumType('CouponScopeType', { values: ['ALL', 'COURSE', 'TERM'] as const });
const CouponStatusEnum = builder.enumType('CouponStatus', { values: ['LIVE', 'NOT_YET', 'EXPIRED', 'USED_UP', 'ARCHIVED'] as const });

const CouponRef = builder.objectRef<CouponRow & Partial<Pick<CouponListItem, 'uses' | 'status'>>>('Coupon').implement({
  description: 'A code families enter in the cart for an amount or percent off',
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    amount: t.field({ type: DiscountAmountRef, resolve: (c) => c.amount }),
    scopeType: t.field({ type: CouponScopeTypeEnum, resolve: (c) => c.scope.type }),
    courseId: t.int({ nullable: true, resolve: (c) => (c.scope.type === 'COURSE' ? c.scope.courseId : null) }),
    term: t.string({ nullable: true, resolve: (c) => (c.scope.type === 'TERM' ? c.scope.term : null) }),
    validFrom: t.field({ type: 'Date', nullable: true, resolve: (c) => c.validFrom }),
    validTo: t.field({ type: 'Date', nullable: true, resolve: (c) => c.validTo }),
    totalLimit: t.exposeInt('totalLimit', { nullable: true }),
    perFamilyLimit: t.exposeInt('perFamilyLimit', { nullable: true }),
    firstEnrolmentOnly: t.exposeBoolean('firstEnrolmentOnly'),
    archived: t.boolean({ resolve: (c) => c.archivedAt !== null }),
    uses: t.int({ description: 'Paid uses not given back', resolve: (c) => c.uses ?? 0 }),
    status: t.field({ type: CouponStatusEnum, resolve: (c) => c.status ?? (c.archivedAt ? 'ARCHIVED' : 'LIVE') }),
  }),
});

const CouponInputRef = builder.inputType('CouponInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    description: t.string({ required: true }),
    percent: t.int(),
    cents: t.int(),
    scopeType: t.field({ type: CouponScopeTypeEnum, required: true }),
    courseId: t.int(),
    term: t.string(),
    validFrom: t.field({ type: 'Date' }),
    validTo: t.field({ type: 'Date' }),
    totalLimit: t.int(),
    perFamilyLimit: t.int(),
    firstEnrolmentOnly: t.boolean({ required: true }),
  }),
});

const CouponCourseRef = builder.objectRef<{ id: number; code: string; title: string }>('CouponCourse').implement({
  fields: (t) => ({ id: t.exposeInt('id'), code: t.exposeString('code'), title: t.exposeString('title') }),
});

const CouponFormOptionsRef = builder
  .objectRef<{ courses: { id: number; code: string; title: string }[]; terms: string[] }>('CouponFormOptions')
  .implement({
    fields: (t) => ({
      courses: t.field({ type: [CouponCourseRef], resolve: (o) => o.courses }),
      terms: t.stringList({ resolve: (o) => o.terms }),
    }),
  });

const DiscountSettingsRef = builder
  .objectRef<{ sibling: DiscountAmount | null; multiClass: DiscountAmount | null }>('DiscountSettings')
  .implement({
    description: "The academy's automatic discounts; null: off",
    fields: (t) => ({
      sibling: t.field({ type: DiscountAmountRef, nullable: true, resolve: (s) => s.sibling }),
      multiClass: t.field({ type: DiscountAmountRef, nullable: true, resolve: (s) => s.multiClass }),
    }),
  });

builder.queryFields((t) => ({
  coupons: t.field({
    type: [CouponRef],
    description: 'Every coupon with its uses (admins)',
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return listCoupons(ctx.services);
    },
  }),
  couponFormOptions: t.field({
    type: CouponFormOptionsRef,
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return couponFormOptions(ctx.services.db);
    },
  }),
  discountSettings: t.field({
    type: DiscountSettingsRef,
    resolve: async (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      const settings = await getSettings(ctx.services.db);
      return { sibling: settings.siblingDiscount, multiClass: settings.multiClassDiscount };
    },
  }),
}));

const CartCouponRef = builder.objectRef<{ invoiceId: number }>('CartCouponChange').implement({
  fields: (t) => ({ invoiceId: t.exposeInt('invoiceId') }),
});

builder.mutationFields((t) => ({
  saveCoupon: t.field({
    type: CouponRef,
    description: 'Creates a coupon (no id) or changes one',
    args: { id: t.arg.int(), input: t.arg({ type: CouponInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) => {
      const viewer = requireAdminViewer(ctx.viewer);
      return saveCoupon(ctx.services, viewer, id ?? null, {
        code: input.code,
        description: input.description,
        percent: input.percent ?? null,
        cents: input.cents ?? null,
        scope: input.scopeType,
        courseId: input.courseId ?? null,
        term: input.term ?? null,
        validFrom: input.validFrom ?? null,
        validTo: input.validTo ?? null,
        totalLimit: input.totalLimit ?? null,
        perFamilyLimit: input.perFamilyLimit ?? null,
        firstEnrolmentOnly: input.firstEnrolmentOnly,
      });
    },
  }),
  archiveCoupon: t.field({
    type: CouponRef,
    description: 'Retires a coupon: no longer accepted',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => archiveCoupon(ctx.services, requireAdminViewer(ctx.viewer), id),
  }),
  updateDiscountSettings: t.field({
    type: DiscountSettingsRef,
    description: 'Sets the sibling and multi-class discounts (null: off)',
    args: { sibling: t.arg({ type: DiscountAmountInputRef }), multiClass: t.arg({ type: DiscountAmountInputRef }) },
    resolve: (_root, { sibling, multiClass }, ctx) =>
      updateDiscountSettings(ctx.services, requireAdminViewer(ctx.viewer), {
        sibling: amountFromInput(sibling),
        multiClass: amountFromInput(multiClass),
      }),
  }),
  applyCouponCode: t.field({
    type: CartCouponRef,
    description: "Puts a coupon code on the family's cart",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => ({ invoiceId: await applyCouponCode(ctx.services, requireFamilyMember(ctx.viewer), code) }),
  }),
  removeCouponCode: t.field({
    type: CartCouponRef,
    description: "Takes the coupon code off the family's cart",
    resolve: async (_root, _args, ctx) => ({ invoiceId: await removeCouponCode(ctx.services, requireFamilyMember(ctx.viewer)) }),
  }),
}));
