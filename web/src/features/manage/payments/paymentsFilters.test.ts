import { describe, expect, it } from 'vitest';
import { csvHref, monthOf, termOptions, termParts } from './paymentsFilters';

describe('payments filters', () => {
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('the month of %s is %s to %s', (today, from, to) => expect(monthOf(today)).toEqual({ from, to }));

  it('offers this and last year’s terms, newest first', () => {
    const options = termOptions('2026-05-01');
    expect(options[0]).toEqual({ value: '2026-FALL', label: 'Fall 2026' });
    expect(options).toHaveLength(8);
    expect(options.at(-1)).toEqual({ value: '2025-WINTER', label: 'Winter 2025' });
  });

  it('splits a term, or answers nulls for all terms', () => {
    expect(termParts('2026-SPRING')).toEqual({ year: 2026, quarter: 'SPRING' });
    expect(termParts('')).toEqual({ year: null, quarter: null });
  });

  it('writes the CSV address of the filters', () => {
    expect(csvHref({ from: '2026-02-01', to: '2026-02-28', term: '', classroomId: '' })).toBe(
      '/accounting/transactions.csv?from=2026-02-01&to=2026-02-28',
    );
    expect(csvHref({ from: '2026-02-01', to: '2026-02-28', term: '2026-FALL', classroomId: '7' })).toBe(
      '/accounting/transactions.csv?from=2026-02-01&to=2026-02-28&term=2026-FALL&classroomId=7',
    );
  });
});
