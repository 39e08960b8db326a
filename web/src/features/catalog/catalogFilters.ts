import { type CatalogFilter, GRADE_BANDS, hasFilter, programGrades, programsOnSale, type toggleCatalogFilter } from '@solve/core/catalog';
import { SUBJECTS, type SubjectCode } from '@solve/core/constants';

/** What a card of the filter bar toggles (core's catalog rules say how). */
export type Choice = Parameters<typeof toggleCatalogFilter>[1];

/** The lists the catalog query answers, which the filter bar offers. */
export interface CatalogLists {
  sessions: readonly string[];
  subjects: readonly string[];
  locations: readonly string[];
  categories: readonly string[];
}

export interface FilterGroup {
  title: string;
  entries: { label: string; selected: boolean; choice: Choice }[];
}

/** /courses, and the classroom routes parents open, start as the course list (the table); ?view= overrides. */
export function catalogView(viewParam: string | null, courseList: boolean, pathname: string): string {
  return viewParam ?? (courseList || pathname === '/courses' ? 'table' : 'cards');
}

/** The catalog query's filter: none without one, else every field given (null for grade and session unset). */
export function queryFilter(filter: CatalogFilter) {
  return hasFilter(filter) ? { ...filter, grade: filter.grade ?? null, session: filter.session ?? null } : null;
}

/**
 * The filter bar's groups with a filter in force: every entry stays at hand to narrow further, the
 * chosen ones selected; a session list or program from the address that is no card is added, to deselect.
 */
export function filterGroups(catalog: CatalogLists, filter: CatalogFilter): FilterGroup[] {
  const groups: FilterGroup[] = [
    {
      title: 'Sessions',
      entries: catalog.sessions.map((session) => ({
        label: session,
        selected: filter.session?.length === 1 && filter.session[0] === session,
        choice: { kind: 'session', value: [session] },
      })),
    },
    {
      title: 'Programs',
      entries: programsOnSale(catalog.categories).map((program) => ({
        label: `${program.name} · ${programGrades(program).replace('Grades ', '')}`,
        selected: filter.program === program.name,
        choice: { kind: 'program', value: program.name },
      })),
    },
    {
      title: 'Subjects',
      entries: catalog.subjects.map((subject) => ({
        label: SUBJECTS[subject as SubjectCode] ?? subject,
        selected: filter.subject === subject,
        choice: { kind: 'subject', value: subject },
      })),
    },
    {
      title: 'Grades',
      entries: GRADE_BANDS.map((band) => ({
        label: band.label,
        selected: filter.grade === band.key,
        choice: { kind: 'grade', value: band.key },
      })),
    },
    {
      title: 'Locations',
      entries: catalog.locations.map((place) => ({
        label: place,
        selected: filter.location === place,
        choice: { kind: 'location', value: place },
      })),
    },
  ];
  // A session list that came in the address and is not one card is still shown, to deselect.
  if (filter.session && !(filter.session.length === 1 && catalog.sessions.includes(filter.session[0]!))) {
    groups[0]!.entries.push({ label: filter.session.join(', '), selected: true, choice: { kind: 'session', value: filter.session } });
  }
  // So is a program the catalog does not sell now (an old link).
  if (filter.program && !programsOnSale(catalog.categories).some((program) => program.name === filter.program)) {
    groups[1]!.entries.push({ label: filter.program, selected: true, choice: { kind: 'program', value: filter.program } });
  }
  return groups;
}
