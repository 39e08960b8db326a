import { describe, expect, it } from 'vitest';
import {
  classPrice,
  formatMoney,
  formatPrice,
  isFull,
  orderTotal,
  priceLabel,
  seatsLeft,
  splitPayment,
  withdrawalRefund,
} from './pricing.js';

const deadlines = { WINTER: '2026-12-01' };
const winter = { tuitionCents: 45_000, earlyBirdTuitionCents: 40_000, quarter: 'WINTER' };

describe('prices', () => {
  it.each([
    ['before the deadline', winter, '2026-11-25', 40_000, true],
    ['on the deadline day', winter, '2026-12-01', 40_000, true],
    ['after the deadline', winter, '2026-12-02', 45_000, false],
    ['a term without a deadline', { ...winter, quarter: 'SPRING' }, '2026-11-25', 45_000, false],
    ['a class without an early-bird price', { ...winter, earlyBirdTuitionCents: null }, '2026-11-25', 45_000, false],
  ])('%s', (_name, classroom, today, cents, earlyBird) => {
    const price = classPrice(classroom, deadlines, today);
    expect(price.cents).toBe(cents);
    expect(price.earlyBird).toBe(earlyBird);
    expect(price.earlyBirdDiscountCents).toBe(45_000 - cents);
  });

  it.each([
    [0, 'FREE', 'Price'],
    [29_900, '$299.00', 'Price'],
    [30_000, '$300.00', 'Price'],
    [30_001, '$300.01', 'Tuition'],
    [123_450, '$1,234.50', 'Tuition'],
  ])('%i cents shows %s with the label %s', (cents, text, label) => {
    expect(formatPrice(cents)).toBe(text);
    expect(priceLabel(cents)).toBe(label);
  });

  it('formats amounts with cents and signs', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5_000)).toBe('-$50.00');
  });

  it.each([
    [null, 100, false, null],
    [3, 2, false, 1],
    [3, 3, true, 0],
    [3, 4, true, 0],
    [0, 0, true, 0],
  ])('max %s with %i enrolled: full %s, seats %s', (max, count, full, seats) => {
    expect(isFull(max, count)).toBe(full);
    expect(seatsLeft(max, count)).toBe(seats);
  });
});

describe('totals and credits', () => {
  it('floors the order total at 0', () => {
    expect(orderTotal(45_000, 5_000)).toBe(40_000);
    expect(orderTotal(4_000, 5_000)).toBe(0);
  });

  it('spends credits first, in order, each up to its balance', () => {
    expect(
      splitPayment(45_000, [
        { id: 1, balanceCents: 5_000 },
        { id: 2, balanceCents: 10_000 },
      ]),
    ).toEqual({
      fromCredits: [
        { id: 1, cents: 5_000 },
        { id: 2, cents: 10_000 },
      ],
      cardCents: 30_000,
    });
    expect(
      splitPayment(7_000, [
        { id: 1, balanceCents: 5_000 },
        { id: 2, balanceCents: 10_000 },
      ]),
    ).toEqual({
      fromCredits: [
        { id: 1, cents: 5_000 },
        { id: 2, cents: 2_000 },
      ],
      cardCents: 0,
    });
    expect(splitPayment(7_000, [])).toEqual({ fromCredits: [], cardCents: 7_000 });
  });

  it.each([
    ['two weeks before', '2026-12-01', '2026-12-15', 40_000],
    ['exactly a week before', '2026-12-08', '2026-12-15', 40_000],
    ['six days before', '2026-12-09', '2026-12-15', 0],
    ['after the start', '2026-12-20', '2026-12-15', 0],
  ])('withdrawal %s refunds %i', (_name, today, start, refund) => {
    expect(withdrawalRefund(45_000, today, start)).toBe(refund);
  });
});
