import { describe, expect, it } from 'vitest';
import { MANAGE_SECTIONS, sectionsFor } from './sections';

describe('sectionsFor', () => {
  it('shows admins every section, in the navigation’s order', () => {
    expect(sectionsFor(true)).toEqual(MANAGE_SECTIONS);
  });

  it('shows instructors only the sections open to them', () => {
    expect(sectionsFor(false).map((section) => section.label)).toEqual(['Classes']);
  });
});
