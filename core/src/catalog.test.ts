import { describe, expect, it } from 'vitest';
import { catalogQueryString, classTitle, EMPTY_FILTER, hasFilter, parseCatalogFilter, toggleCatalogFilter } from './catalog.js';

describe('catalog filters', () => {
  it('reads and writes the query string, session as JSON', () => {
    const filter = { subject: 'M', grade: '6-8' as const, session: ['Winter Online'], location: 'Campus' };
    const query = catalogQueryString(filter);
    expect(query).toContain('session=%5B%22Winter+Online%22%5D');
    expect(parseCatalogFilter(new URLSearchParams(query))).toEqual(filter);
  });

  it('ignores what it cannot read', () => {
    expect(parseCatalogFilter(new URLSearchParams('grade=13&session=%5B1%2C2%5D'))).toEqual(EMPTY_FILTER);
    expect(parseCatalogFilter(new URLSearchParams('session=Tutoring')).session).toEqual(['Tutoring']);
    expect(hasFilter(EMPTY_FILTER)).toBe(false);
  });

  it('a second click deselects', () => {
    const once = toggleCatalogFilter(EMPTY_FILTER, { kind: 'grade', value: '3-5' });
    expect(once.grade).toBe('3-5');
    expect(toggleCatalogFilter(once, { kind: 'grade', value: '3-5' }).grade).toBeNull();
    const subject = toggleCatalogFilter(EMPTY_FILTER, { kind: 'subject', value: 'M' });
    expect(toggleCatalogFilter(subject, { kind: 'subject', value: 'M' }).subject).toBeNull();
  });

  it('a subject clears the session and a session clears the subject', () => {
    const withSession = toggleCatalogFilter(EMPTY_FILTER, { kind: 'session', value: ['Tutoring'] });
    const withSubject = toggleCatalogFilter(withSession, { kind: 'subject', value: 'C' });
    expect(withSubject).toEqual({ ...EMPTY_FILTER, subject: 'C' });
    expect(toggleCatalogFilter(withSubject, { kind: 'session', value: ['Competition'] })).toEqual({
      ...EMPTY_FILTER,
      session: ['Competition'],
    });
  });

  it('titles drop the code before the colon', () => {
    expect(classTitle('MA6-A: Pre-Algebra')).toBe('Pre-Algebra');
    expect(classTitle('Pre-Algebra')).toBe('Pre-Algebra');
  });
});
