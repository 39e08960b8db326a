import { describe, expect, it } from 'vitest';
import {
  amountOff,
  type AutomaticDiscounts,
  type DiscountedClassLine,
  discountAmountProblem,
  discountedTotal,
  orderDiscounts,
  type OrderDiscountInput,
} from './discounts.js';

const line = (id: number, studentId: number, priceCents: number, extra: Partial<DiscountedClassLine> = {}): DiscountedClassLine => ({
  id,
  studentId,
  classroomId: 100 + id,
  courseId: 1,
  term: 'Fall 2026',
  priceCents,
  ...extra,
});
const NONE: AutomaticDiscounts = { sibling: null, multiClass: null };
const names = new Map([
  [1, 'Ann'],
  [2, 'Ben'],
  [3, 'Cy'],
]);
const input = (lines: DiscountedClassLine[], over: Partial<OrderDiscountInput> = {}): OrderDiscountInput => ({
  lines,
  paid: [],
  automatic: NONE,
  newStudent: new Map(),
  coupon: null,
  firstNames: names,
  ...over,
});
const brief = (discounts: ReturnType<typeof orderDiscounts>) => discounts.map((d) => `${d.kind}:${d.lineId}:${d.cents}`);

describe('amountOff', () => {
  it.each([
    [{ type: 'PERCENT', percent: 10 } as const, 45_000, 4_500],
    [{ type: 'PERCENT', percent: 15 } as const, 333, 50],
    [{ type: 'PERCENT', percent: 100 } as const, 333, 333],
    [{ type: 'AMOUNT', cents: 5_000 } as const, 45_000, 5_000],
    [{ type: 'AMOUNT', cents: 5_000 } as const, 3_000, 3_000],
    [{ type: 'AMOUNT', cents: 5_000 } as const, 0, 0],
  ])('%j off %i is %i', (amount, price, off) => {
    expect(amountOff(amount, price)).toBe(off);
  });
});

// Every combination of the five steps, each on or off, on one order: two students in one term,
// the first with two classes. The expected lines follow the rule in discounts.ts step by step.
describe('orderDiscounts: how the discounts combine', () => {
  const lines = [line(1, 1, 40_000), line(2, 1, 30_000), line(3, 2, 20_000)];
  const sibling = { type: 'PERCENT', percent: 10 } as const; // Ben's class: 2,000
  const multiClass = { type: 'AMOUNT', cents: 2_500 } as const; // Ann's second class: 2,500
  const newStudent = new Map([[3, 10_000]]); // Ben is new
  const coupon = { code: 'FALL', amount: { type: 'PERCENT', percent: 50 }, lineIds: new Set([2, 3]) } as const;
  it.each([
    [false, false, false, false, []],
    [true, false, false, false, ['SIBLING:3:2000']],
    [false, true, false, false, ['MULTI_CLASS:2:2500']],
    [true, true, false, false, ['MULTI_CLASS:2:2500', 'SIBLING:3:2000']],
    [false, false, true, false, ['NEW_STUDENT:3:10000']],
    [true, false, true, false, ['SIBLING:3:2000', 'NEW_STUDENT:3:10000']],
    [false, false, false, true, ['COUPON:2:15000', 'COUPON:3:10000']],
    [true, true, false, true, ['MULTI_CLASS:2:2500', 'COUPON:2:13750', 'SIBLING:3:2000', 'COUPON:3:9000']],
    [true, true, true, true, ['MULTI_CLASS:2:2500', 'COUPON:2:13750', 'SIBLING:3:2000', 'NEW_STUDENT:3:10000', 'COUPON:3:4000']],
    [false, true, true, true, ['MULTI_CLASS:2:2500', 'COUPON:2:13750', 'NEW_STUDENT:3:10000', 'COUPON:3:5000']],
  ])('sibling %s, multi-class %s, new student %s, coupon %s', (withSibling, withMulti, withNew, withCoupon, expected) => {
    const discounts = orderDiscounts(
      input(lines, {
        automatic: { sibling: withSibling ? sibling : null, multiClass: withMulti ? multiClass : null },
        newStudent: withNew ? newStudent : new Map(),
        coupon: withCoupon ? coupon : null,
      }),
    );
    expect(brief(discounts)).toEqual(expected);
    expect(discountedTotal(lines, discounts)).toBe(90_000 - discounts.reduce((sum, d) => sum + d.cents, 0));
  });

  it('gives only the larger automatic discount when both apply to one class', () => {
    const both = [line(1, 1, 40_000), line(2, 2, 30_000), line(3, 2, 20_000)];
    const discounts = orderDiscounts(
      input(both, { automatic: { sibling: { type: 'AMOUNT', cents: 1_000 }, multiClass: { type: 'PERCENT', percent: 20 } } }),
    );
    expect(brief(discounts)).toEqual(['SIBLING:2:1000', 'MULTI_CLASS:3:4000']);
    expect(discounts.map((d) => d.description)).toEqual(['Sibling discount ($10.00) for Ben', 'Multi-class discount (20%) for Ben']);
  });

  it('counts classes already paid in the term first, and only that term', () => {
    const cart = [line(1, 1, 10_000), line(2, 2, 50_000, { term: 'Spring 2027' })];
    const paid = [{ studentId: 3, classroomId: 9, term: 'Fall 2026' }];
    const automatic = { sibling: { type: 'PERCENT', percent: 10 }, multiClass: { type: 'PERCENT', percent: 50 } } as const;
    expect(brief(orderDiscounts(input(cart, { paid, automatic })))).toEqual(['SIBLING:1:1000']);
    const paidAnn = [{ studentId: 1, classroomId: 9, term: 'Fall 2026' }];
    expect(brief(orderDiscounts(input(cart, { paid: paidAnn, automatic })))).toEqual(['MULTI_CLASS:1:5000']);
  });

  it('puts the sibling discount on the cheaper student, the dearest student paying in full', () => {
    const cart = [line(1, 1, 10_000), line(2, 2, 30_000)];
    expect(brief(orderDiscounts(input(cart, { automatic: { sibling: { type: 'AMOUNT', cents: 500 }, multiClass: null } })))).toEqual([
      'SIBLING:1:500',
    ]);
  });

  it('takes an amount coupon off the dearest covered lines first, never more than they cost', () => {
    const cart = [line(1, 1, 3_000), line(2, 1, 5_000), line(3, 2, 9_000)];
    const coupon = { code: 'BIG', amount: { type: 'AMOUNT', cents: 7_000 }, lineIds: new Set([1, 2]) } as const;
    expect(brief(orderDiscounts(input(cart, { coupon })))).toEqual(['COUPON:1:2000', 'COUPON:2:5000']);
    const huge = { ...coupon, amount: { type: 'AMOUNT', cents: 100_000 } } as const;
    const discounts = orderDiscounts(input(cart, { coupon: huge }));
    expect(brief(discounts)).toEqual(['COUPON:1:3000', 'COUPON:2:5000']);
    expect(discountedTotal(cart, discounts)).toBe(9_000);
  });

  it('never takes a line below zero, so the total is never below zero', () => {
    const cart = [line(1, 1, 5_000), line(2, 2, 0)];
    const discounts = orderDiscounts(
      input(cart, {
        automatic: { sibling: { type: 'AMOUNT', cents: 4_000 }, multiClass: null },
        newStudent: new Map([[1, 10_000]]),
        coupon: { code: 'X', amount: { type: 'PERCENT', percent: 100 }, lineIds: new Set([1, 2]) },
      }),
    );
    expect(discounts.reduce((sum, d) => sum + d.cents, 0)).toBe(5_000);
    expect(discountedTotal(cart, discounts)).toBe(0);
  });
});

describe('discountAmountProblem', () => {
  it.each([
    [{ type: 'PERCENT', percent: 10 }, null],
    [{ type: 'PERCENT', percent: 100 }, null],
    [{ type: 'PERCENT', percent: 0 }, 'A percent off is a whole number from 1 to 100.'],
    [{ type: 'PERCENT', percent: 101 }, 'A percent off is a whole number from 1 to 100.'],
    [{ type: 'PERCENT', percent: 12.5 }, 'A percent off is a whole number from 1 to 100.'],
    [{ type: 'AMOUNT', cents: 1 }, null],
    [{ type: 'AMOUNT', cents: 0 }, 'An amount off is from $0.01 to $100,000.'],
    [{ type: 'AMOUNT', cents: 10_000_001 }, 'An amount off is from $0.01 to $100,000.'],
  ] as const)('%j → %s', (amount, problem) => {
    expect(discountAmountProblem(amount)).toBe(problem);
  });
});
