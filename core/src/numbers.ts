/**
 * A whole number with a comma between thousands ('1,234,567'), as `toLocaleString('en-US')`
 * writes it, without the Intl formatter: the first use of Intl loads the locale's data, which on
 * a phone costs a first page tens of milliseconds.
 */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.trunc(value) !== 0 ? `-${grouped}` : grouped;
}
