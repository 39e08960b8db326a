import { describe, expect, it } from 'vitest';
import { gradeFits, inTerms, type RecommendableCourse, recommends, subjectLevels } from './recommendations.js';

const course = (subject: string, level: number, startGrade: number, endGrade: number): RecommendableCourse => ({
  subject,
  level,
  startGrade,
  endGrade,
});

describe('recommendations', () => {
  const profile = { grade: 7, levels: subjectLevels([course('M', 2, 5, 7), course('M', 1, 3, 5), course('E', 1, 5, 8)]) };

  it('reaches the highest level per subject', () => {
    expect(profile.levels).toEqual({ M: 2, E: 1 });
  });

  it.each<[string, RecommendableCourse, boolean, boolean]>([
    // name, course, NEXT, MORE
    ['the next math course, band fits', course('M', 3, 6, 9), true, false],
    ['the next math course, band too old', course('M', 3, 8, 10), false, false],
    ['two levels up', course('M', 4, 6, 9), false, true],
    ['the level already reached', course('M', 2, 5, 8), false, false],
    ['a level below', course('M', 1, 5, 8), false, false],
    ['the next English course', course('E', 2, 6, 9), true, false],
    ['a new subject at any level', course('C', 1, 7, 12), false, true],
    ['a new subject whose band does not fit', course('N', 1, 9, 12), false, false],
  ])('%s → next %s, more %s', (_name, candidate, next, more) => {
    expect(recommends(candidate, profile, 'NEXT')).toBe(next);
    expect(recommends(candidate, profile, 'MORE')).toBe(more);
  });

  it('bands include both ends', () => {
    expect(gradeFits({ startGrade: 7, endGrade: 7 }, 7)).toBe(true);
    expect(gradeFits({ startGrade: 8, endGrade: 12 }, 7)).toBe(false);
  });

  it('only the current and next terms', () => {
    const terms = [
      { quarter: 'WINTER', year: 2026 },
      { quarter: 'SPRING', year: 2027 },
    ];
    expect(inTerms({ quarter: 'SPRING', year: 2027 }, terms)).toBe(true);
    expect(inTerms({ quarter: 'SPRING', year: 2026 }, terms)).toBe(false);
  });
});
