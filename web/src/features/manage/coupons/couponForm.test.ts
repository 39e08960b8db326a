import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formOf, inputOf, scopeText, termLabel, usesText, validText, type CouponView } from './couponForm';

const COUPON: CouponView = {
  id: 7,
  code: 'WELCOME10',
  description: 'Open house',
  amount: { percent: null, cents: 2_550 },
  scopeType: 'COURSE',
  courseId: 3,
  term: null,
  validFrom: '2026-01-01',
  validTo: null,
  totalLimit: 10,
  perFamilyLimit: 1,
  firstEnrolmentOnly: true,
  uses: 3,
  status: 'LIVE',
};

describe('the coupon form', () => {
  it('gives the server what was typed: a percent, no scope, no limits', () => {
    expect(inputOf({ ...EMPTY_FORM, code: 'SPRING' })).toEqual({
      input: {
        code: 'SPRING',
        description: '',
        percent: 10,
        cents: null,
        scopeType: 'ALL',
        courseId: null,
        term: null,
        validFrom: null,
        validTo: null,
        totalLimit: null,
        perFamilyLimit: null,
        firstEnrolmentOnly: false,
      },
    });
  });

  it('reads a coupon back into the form and out again unchanged', () => {
    expect(inputOf(formOf(COUPON))).toMatchObject({
      input: {
        cents: 2_550,
        percent: null,
        scopeType: 'COURSE',
        courseId: 3,
        validFrom: '2026-01-01',
        totalLimit: 10,
        perFamilyLimit: 1,
        firstEnrolmentOnly: true,
      },
    });
  });

  it.each([
    [{ percent: 'ten' }, 'Enter the percent off as a whole number from 1 to 100.'],
    [{ kind: 'AMOUNT' as const, amount: '25.555' }, 'Enter the amount off in dollars, like 25 or 25.50.'],
    [{ totalLimit: '1.5' }, 'A use limit is a whole number of at least 1, or empty for no limit.'],
    [{ scopeType: 'COURSE' as const }, 'Choose the course the coupon is for.'],
    [{ scopeType: 'TERM' as const }, 'Choose the term the coupon is for.'],
  ])('asks to fix %j', (change, problem) => {
    expect(inputOf({ ...EMPTY_FORM, code: 'X1X', ...change })).toEqual({ problem });
  });
});

describe("the list's wording", () => {
  it('names the scope, the days and the uses', () => {
    expect(scopeText(COUPON, [{ id: 3, code: 'MA6', title: 'Pre-Algebra' }])).toBe('Course MA6: Pre-Algebra');
    expect(scopeText({ scopeType: 'TERM', courseId: null, term: '2026 FALL' }, [])).toBe('Fall 2026 classes');
    expect(termLabel('2027 WINTER')).toBe('Winter 2027');
    expect(validText(null, null)).toBe('Any day');
    expect(validText('2026-01-01', null)).toMatch(/^From /);
    expect(usesText(COUPON)).toBe('3 of 10, 1 per family');
    expect(usesText({ uses: 0, totalLimit: null, perFamilyLimit: null })).toBe('0, no limit');
  });
});
