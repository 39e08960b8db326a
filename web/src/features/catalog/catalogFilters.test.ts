import { type CatalogFilter, EMPTY_FILTER } from '@solve/core/catalog';
import { describe, expect, it } from 'vitest';
import { type CatalogLists, catalogView, filterGroups, queryFilter } from './catalogFilters';

const catalog: CatalogLists = {
  sessions: ['Fall 2026', 'Spring 2027'],
  subjects: ['M', 'ZZ'],
  locations: ['Online', 'Cupertino'],
  categories: ['AP', 'Olympiad'],
};
const filterWith = (overrides: Partial<CatalogFilter>): CatalogFilter => ({ ...EMPTY_FILTER, ...overrides });
const group = (filter: CatalogFilter, title: string) => filterGroups(catalog, filter).find((g) => g.title === title)!;
const selected = (filter: CatalogFilter) =>
  filterGroups(catalog, filter).flatMap((g) => g.entries.filter((entry) => entry.selected).map((entry) => `${g.title}: ${entry.label}`));

describe('catalogView', () => {
  it('shows the category cards on /catalog and the table on /courses, unless the address says which', () => {
    expect(catalogView(null, false, '/catalog')).toBe('cards');
    expect(catalogView(null, false, '/courses')).toBe('table');
    expect(catalogView(null, true, '/classroom/4/courses')).toBe('table');
    expect(catalogView('cards', false, '/courses')).toBe('cards');
    expect(catalogView('table', false, '/catalog')).toBe('table');
  });
});

describe('queryFilter', () => {
  it('asks for everything without a filter', () => {
    expect(queryFilter(EMPTY_FILTER)).toBeNull();
  });

  it('sends the filter with grade and session as null when unset', () => {
    expect(queryFilter(filterWith({ subject: 'M' }))).toEqual({ ...EMPTY_FILTER, subject: 'M', grade: null, session: null });
    expect(queryFilter(filterWith({ grade: '6-8', session: ['Fall 2026'] }))).toMatchObject({ grade: '6-8', session: ['Fall 2026'] });
  });
});

describe('filterGroups', () => {
  it('offers every session, program on sale, subject, grade band and location, in that order', () => {
    const groups = filterGroups(catalog, filterWith({ subject: 'M' }));
    expect(groups.map((g) => g.title)).toEqual(['Sessions', 'Programs', 'Subjects', 'Grades', 'Locations']);
    expect(groups.map((g) => g.entries.map((entry) => entry.label))).toEqual([
      ['Fall 2026', 'Spring 2027'],
      ['AP · 8-12', 'Olympiad · K-12'],
      ['Math', 'ZZ'],
      ['Grades 1-2', 'Grades 3-5', 'Grades 6-8', 'Grades 9-12'],
      ['Online', 'Cupertino'],
    ]);
  });

  it('marks what the filter chose, each entry toggling its own choice', () => {
    const filter = filterWith({ subject: 'M', grade: '3-5', location: 'Online', program: 'AP' });
    expect(selected(filter)).toEqual(['Programs: AP · 8-12', 'Subjects: Math', 'Grades: Grades 3-5', 'Locations: Online']);
    expect(group(filter, 'Subjects').entries[0]!.choice).toEqual({ kind: 'subject', value: 'M' });
    expect(group(filter, 'Sessions').entries[1]!.choice).toEqual({ kind: 'session', value: ['Spring 2027'] });
  });

  it('marks a session card only when it is the one session chosen', () => {
    expect(selected(filterWith({ session: ['Fall 2026'] }))).toEqual(['Sessions: Fall 2026']);
  });

  it('adds a session list from the address that is no card, selected, to deselect it', () => {
    const filter = filterWith({ session: ['Fall 2026', 'Spring 2027'] });
    const sessions = group(filter, 'Sessions').entries;
    expect(sessions.map((entry) => [entry.label, entry.selected])).toEqual([
      ['Fall 2026', false],
      ['Spring 2027', false],
      ['Fall 2026, Spring 2027', true],
    ]);
    expect(sessions[2]!.choice).toEqual({ kind: 'session', value: ['Fall 2026', 'Spring 2027'] });
    expect(group(filterWith({ session: ['Summer 2025'] }), 'Sessions').entries.at(-1)).toMatchObject({
      label: 'Summer 2025',
      selected: true,
    });
  });

  it('adds a program the catalog no longer sells, selected, to deselect it', () => {
    const programs = group(filterWith({ program: 'Chemistry' }), 'Programs').entries;
    expect(programs.at(-1)).toEqual({ label: 'Chemistry', selected: true, choice: { kind: 'program', value: 'Chemistry' } });
    expect(group(filterWith({ program: 'AP' }), 'Programs').entries).toHaveLength(2);
  });
});
