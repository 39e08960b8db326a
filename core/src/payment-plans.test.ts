import { describe, expect, it } from 'vitest';
import { addMonths, nextRetryDate, planOffered, planSchedule, planTermsProblem } from './payment-plans.js';

describe('payment plans', () => {
  it.each([
    [60_000, 50_000, true],
    [50_000, 50_000, false],
    [60_000, null, false],
  ])('a total of %i with threshold %s may use a plan: %s', (total, threshold, offered) => {
    expect(planOffered(total, threshold)).toBe(offered);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-31', 12, '2027-12-31'],
  ])('%s plus %i months is %s', (date, months, result) => {
    expect(addMonths(date, months)).toBe(result);
  });

  it.each([
    [100_000, { depositPercent: 25, instalments: 3 }, [25_000, 25_000, 25_000, 25_000]],
    [100_001, { depositPercent: 25, instalments: 3 }, [25_000, 25_001, 25_000, 25_000]],
    [45_000, { depositPercent: 30, instalments: 4 }, [13_500, 7_875, 7_875, 7_875, 7_875]],
    [99_999, { depositPercent: 33, instalments: 2 }, [32_999, 33_500, 33_500]],
  ])('%i as %j', (total, terms, amounts) => {
    const charges = planSchedule(total, terms, '2026-01-31');
    expect(charges.map((charge) => charge.cents)).toEqual(amounts);
    expect(charges.reduce((sum, charge) => sum + charge.cents, 0)).toBe(total);
    expect(charges.map((charge) => charge.dueDate).slice(0, 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it.each([
    [{ depositPercent: 25, instalments: 1 }, 'A plan has 2 to 4 monthly payments after the deposit.'],
    [{ depositPercent: 25, instalments: 5 }, 'A plan has 2 to 4 monthly payments after the deposit.'],
    [{ depositPercent: 0, instalments: 2 }, 'The deposit is a whole percent from 1 to 99.'],
    [{ depositPercent: 100, instalments: 2 }, 'The deposit is a whole percent from 1 to 99.'],
    [{ depositPercent: 20, instalments: 2 }, null],
  ])('%j: %s', (terms, problem) => {
    expect(planTermsProblem(terms)).toBe(problem);
    if (problem) expect(() => planSchedule(10_000, terms, '2026-01-01')).toThrow(problem);
  });

  it.each([
    [1, '2026-03-02'],
    [2, '2026-03-04'],
    [3, '2026-03-08'],
    [4, null],
    [0, null],
  ])('after %i failures the next try is %s', (failures, date) => {
    expect(nextRetryDate('2026-03-01', failures)).toBe(date);
  });
});
