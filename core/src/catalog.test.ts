import { describe, expect, it } from 'vitest';
import {
  catalogQueryString,
  classTitle,
  EMPTY_FILTER,
  hasFilter,
  parseCatalogFilter,
  programGrades,
  PROGRAMS,
  programsOnSale,
  toggleCatalogFilter,
} from './catalog.js';

describe('catalog filters', () => {
  it('reads and writes the query string, session as JSON', () => {
    const filter = { subject: 'M', grade: '6-8' as const, session: ['Winter Online'], location: 'Campus', program: 'AP' };
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
    const program = toggleCatalogFilter(EMPTY_FILTER, { kind: 'program', value: 'AP' });
    expect(program).toEqual({ ...EMPTY_FILTER, program: 'AP' });
    expect(hasFilter(program)).toBe(true);
    expect(toggleCatalogFilter(program, { kind: 'program', value: 'AP' })).toEqual(EMPTY_FILTER);
    expect(toggleCatalogFilter(program, { kind: 'program', value: 'Physics' }).program).toBe('Physics');
  });

  it('a program joins the other choices and keeps them', () => {
    const chosen = toggleCatalogFilter({ ...EMPTY_FILTER, subject: 'M', grade: '9-12' }, { kind: 'program', value: 'Olympiad' });
    expect(chosen).toEqual({ ...EMPTY_FILTER, subject: 'M', grade: '9-12', program: 'Olympiad' });
    expect(toggleCatalogFilter(chosen, { kind: 'session', value: ['Competition'] }).program).toBe('Olympiad');
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

  it("programs carry the spec's grade ranges, K for grade 0, in the spec's order", () => {
    expect(PROGRAMS.map((program) => `${program.name} ${programGrades(program)}`)).toEqual([
      'AP Grades 8-12',
      'Olympiad Grades K-12',
      'Accelerated Grades 3-12',
      'Science Grades 3-8',
      'Biology Grades 7-12',
      'Chemistry Grades 8-12',
      'Physics Grades 7-12',
      'Programming Grades 2-11',
    ]);
  });

  it('shows the programs the catalog sells, in program order; other categories are not programs', () => {
    expect(programsOnSale(['Tutoring', 'Programming', 'AP', 'English']).map((p) => p.name)).toEqual(['AP', 'Programming']);
    expect(programsOnSale([])).toEqual([]);
  });

  it('titles drop the code before the colon', () => {
    expect(classTitle('MA6-A: Pre-Algebra')).toBe('Pre-Algebra');
    expect(classTitle('Pre-Algebra')).toBe('Pre-Algebra');
  });
});
