import { describe, expect, it } from 'vitest';
import { type Coupon, couponCovers, couponDefinitionProblem, couponProblem, normalizeCouponCode } from './coupons.js';

const coupon: Coupon = {
  code: 'FALL10',
  amount: { type: 'PERCENT', percent: 10 },
  scope: { type: 'ALL' },
  validFrom: '2026-09-01',
  validTo: '2026-09-30',
  totalLimit: 100,
  perFamilyLimit: 1,
  firstEnrolmentOnly: false,
};
const fallLine = { courseId: 7, term: 'Fall 2026', priceCents: 45_000 };
const context = { today: '2026-09-10', use: { total: 0, byFamily: 0 }, familyHasPaidClass: false, lines: [fallLine] };

describe('couponProblem', () => {
  it.each([
    ['a usable coupon', coupon, context, null],
    ['an unknown code', null, context, 'UNKNOWN'],
    ['before its first day', coupon, { ...context, today: '2026-08-31' }, 'NOT_YET'],
    ['on its first day', coupon, { ...context, today: '2026-09-01' }, null],
    ['on its last day', coupon, { ...context, today: '2026-09-30' }, null],
    ['after its last day', coupon, { ...context, today: '2026-10-01' }, 'EXPIRED'],
    ['with no dates', { ...coupon, validFrom: null, validTo: null }, { ...context, today: '2030-01-01' }, null],
    ['at its total limit', coupon, { ...context, use: { total: 100, byFamily: 0 } }, 'USED_UP'],
    ['one below its total limit', coupon, { ...context, use: { total: 99, byFamily: 0 } }, null],
    ['used by the family', coupon, { ...context, use: { total: 5, byFamily: 1 } }, 'FAMILY_USED_UP'],
    ['without limits', { ...coupon, totalLimit: null, perFamilyLimit: null }, { ...context, use: { total: 1e6, byFamily: 50 } }, null],
    [
      'first enrolment only, for a returning family',
      { ...coupon, firstEnrolmentOnly: true },
      { ...context, familyHasPaidClass: true },
      'FIRST_ENROLMENT_ONLY',
    ],
    ['first enrolment only, for a new family', { ...coupon, firstEnrolmentOnly: true }, context, null],
    ['for another course', { ...coupon, scope: { type: 'COURSE', courseId: 8 } } as const, context, 'NOT_FOR_THESE_CLASSES'],
    ['for this course', { ...coupon, scope: { type: 'COURSE', courseId: 7 } } as const, context, null],
    ['for another term', { ...coupon, scope: { type: 'TERM', term: 'Spring 2027' } } as const, context, 'NOT_FOR_THESE_CLASSES'],
    ['for a free class only', coupon, { ...context, lines: [{ ...fallLine, priceCents: 0 }] }, 'NOT_FOR_THESE_CLASSES'],
    ['on an empty cart', coupon, { ...context, lines: [] }, 'NOT_FOR_THESE_CLASSES'],
  ] as const)('%s: %s', (_name, candidate, ctx, problem) => {
    expect(couponProblem(candidate, ctx)).toBe(problem);
  });
});

describe('coupon codes and definitions', () => {
  it('reads a code without regard to case or spaces', () => {
    expect(normalizeCouponCode('  fall10 ')).toBe('FALL10');
  });

  it.each([
    [{ type: 'ALL' } as const, true],
    [{ type: 'COURSE', courseId: 7 } as const, true],
    [{ type: 'COURSE', courseId: 8 } as const, false],
    [{ type: 'TERM', term: 'Fall 2026' } as const, true],
    [{ type: 'TERM', term: 'Spring 2027' } as const, false],
  ])('scope %j covers the fall line: %s', (scope, covered) => {
    expect(couponCovers(scope, fallLine)).toBe(covered);
  });

  it.each([
    [coupon, null],
    [{ ...coupon, code: 'no spaces' }, 'A code is 3 to 20 letters, digits, dashes or underscores.'],
    [{ ...coupon, code: 'AB' }, 'A code is 3 to 20 letters, digits, dashes or underscores.'],
    [{ ...coupon, amount: { type: 'PERCENT', percent: 0 } }, 'A percent off is a whole number from 1 to 100.'],
    [{ ...coupon, amount: { type: 'PERCENT', percent: 101 } }, 'A percent off is a whole number from 1 to 100.'],
    [{ ...coupon, amount: { type: 'AMOUNT', cents: 0 } }, 'An amount off is from $0.01 to $100,000.'],
    [{ ...coupon, validFrom: '2026-10-01' }, 'The last day cannot be before the first.'],
    [{ ...coupon, totalLimit: 0 }, 'A use limit is a whole number of at least 1.'],
    [{ ...coupon, perFamilyLimit: 1.5 }, 'A use limit is a whole number of at least 1.'],
  ] as const)('%j: %s', (definition, problem) => {
    expect(couponDefinitionProblem(definition as Coupon)).toBe(problem);
  });
});
