import { describe, expect, it } from 'vitest';
import { cartBadgeLabel, navKeysFor } from './shell.js';

describe('navigation items by role', () => {
  it.each([
    ['visitor', ['home', 'catalog', 'help']],
    ['student', ['home', 'dashboard', 'news', 'messages', 'catalog', 'settings', 'help']],
    ['instructor', ['home', 'dashboard', 'news', 'messages', 'catalog', 'manage', 'settings', 'help']],
    ['admin', ['home', 'dashboard', 'news', 'messages', 'catalog', 'manage', 'settings', 'help']],
    ['family', ['home', 'students', 'grades', 'schedule', 'orders', 'catalog', 'settings', 'help']],
  ] as const)('%s sees %j', (role, keys) => {
    expect(navKeysFor(role)).toEqual(keys);
  });
});

describe('cart badge', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [7, '7'],
    [8, '8'],
    [9, '9+'],
    [10, '9+'],
    [250, '9+'],
  ])('%i items read %s', (count, label) => {
    expect(cartBadgeLabel(count)).toBe(label);
  });
});
