import { parseDollars } from '../classes';

/** One automatic discount as the admin types it: off, a percent, or an amount in dollars. */
export interface DiscountField {
  kind: 'OFF' | 'PERCENT' | 'AMOUNT';
  value: string;
}

export const fieldOf = (amount: { percent: number | null; cents: number | null } | null): DiscountField =>
  amount?.percent !== null && amount?.percent !== undefined
    ? { kind: 'PERCENT', value: String(amount.percent) }
    : amount?.cents !== null && amount?.cents !== undefined
      ? { kind: 'AMOUNT', value: (amount.cents / 100).toFixed(2) }
      : { kind: 'OFF', value: '' };

/**
 * What the server's updateDiscountSettings takes for one discount (null: off), or what to fix in
 * the admin's words; the range is the server's rule.
 */
export function amountInputOf(
  field: DiscountField,
  name: string,
): { amount: { percent: number } | { cents: number } | null } | { problem: string } {
  if (field.kind === 'OFF') return { amount: null };
  if (field.kind === 'PERCENT') {
    return /^\d+$/.test(field.value.trim())
      ? { amount: { percent: Number(field.value.trim()) } }
      : { problem: `Enter the ${name} as a whole percent from 1 to 100.` };
  }
  const cents = parseDollars(field.value);
  return cents === null ? { problem: `Enter the ${name} in dollars, like 25 or 25.50.` } : { amount: { cents } };
}
