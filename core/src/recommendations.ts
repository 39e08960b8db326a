/**
 * Recommendations (classroom.md §2 "Recommended tab"): the next course of each subject the
 * student studies, when its grade band fits the student's grade. "Find More" widens the search to
 * every course whose band fits and that is above what the student reached in its subject.
 */
export interface RecommendableCourse {
  subject: string;
  /** Place in its subject's path, from 1. */
  level: number;
  startGrade: number;
  endGrade: number;
}

export interface RecommendationProfile {
  /** School grade, 0 (K) to 12. */
  grade: number;
  /** The highest level reached per subject: courses finished or being taken. */
  levels: Readonly<Record<string, number>>;
}

export type RecommendationScope = 'NEXT' | 'MORE';

/** The highest course level per subject among the courses a student finished or is taking. */
export function subjectLevels(taken: readonly Pick<RecommendableCourse, 'subject' | 'level'>[]): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const { subject, level } of taken) levels[subject] = Math.max(levels[subject] ?? 0, level);
  return levels;
}

export function gradeFits(course: Pick<RecommendableCourse, 'startGrade' | 'endGrade'>, grade: number): boolean {
  return course.startGrade <= grade && grade <= course.endGrade;
}

/**
 * NEXT: the course one level above the student's in a subject they study. MORE: any other course
 * above their level in a subject they study, or of a subject new to them. Both need the band to fit.
 */
export function recommends(course: RecommendableCourse, profile: RecommendationProfile, scope: RecommendationScope): boolean {
  if (!gradeFits(course, profile.grade)) return false;
  const reached = profile.levels[course.subject];
  const next = reached !== undefined && course.level === reached + 1;
  if (scope === 'NEXT') return next;
  return !next && (reached === undefined || course.level > reached);
}

export type Term = { quarter: string; year: number };

/** Classes are recommended in the academy's current and next terms only. */
export function inTerms(classroom: Term, terms: readonly Term[]): boolean {
  return terms.some((term) => term.quarter === classroom.quarter && term.year === classroom.year);
}
