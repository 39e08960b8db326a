import { describe, expect, it } from 'vitest';
import { bellAccessibleName, bellBadgeLabel } from './bellCount';

describe("the bell's count", () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect([0, -1, Number.NaN, 1, 3, 99, 100, 1234].map(bellBadgeLabel)).toEqual([null, null, null, '1', '3', '99', '99+', '99+']);
  });

  it('names the bell with what its badge shows', () => {
    expect(bellAccessibleName(0)).toBe('Notifications');
    expect(bellAccessibleName(3)).toBe('Notifications, 3 unread');
    expect(bellAccessibleName(250)).toBe('Notifications, 99+ unread');
  });
});
