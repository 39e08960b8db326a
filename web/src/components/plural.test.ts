import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'problem')).toBe('1 problem');
    expect(plural(0, 'problem')).toBe('0 problems');
    expect(plural(3, 'problem')).toBe('3 problems');
  });

  it('takes an irregular plural', () => {
    expect(plural(2, 'child', 'children')).toBe('2 children');
    expect(plural(1, 'child', 'children')).toBe('1 child');
  });
});
