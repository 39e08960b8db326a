import { describe, expect, it } from 'vitest';
import { amountInputOf, fieldOf } from './discountsForm';

describe('the automatic discounts form', () => {
  it('reads the settings into the fields', () => {
    expect(fieldOf(null)).toEqual({ kind: 'OFF', value: '' });
    expect(fieldOf({ percent: 10, cents: null })).toEqual({ kind: 'PERCENT', value: '10' });
    expect(fieldOf({ percent: null, cents: 2_500 })).toEqual({ kind: 'AMOUNT', value: '25.00' });
  });

  it.each([
    [{ kind: 'OFF' as const, value: 'x' }, { amount: null }],
    [{ kind: 'PERCENT' as const, value: ' 15 ' }, { amount: { percent: 15 } }],
    [{ kind: 'AMOUNT' as const, value: '$25.50' }, { amount: { cents: 2_550 } }],
    [{ kind: 'PERCENT' as const, value: '' }, { problem: 'Enter the sibling discount as a whole percent from 1 to 100.' }],
    [{ kind: 'AMOUNT' as const, value: 'lots' }, { problem: 'Enter the sibling discount in dollars, like 25 or 25.50.' }],
  ])('%j → %j', (field, result) => {
    expect(amountInputOf(field, 'sibling discount')).toEqual(result);
  });
});
