import type { ApolloCache } from '@apollo/client';

/** The views that show a student's progress (attempts, grades, review, locks). */
const PROGRESS_FIELDS = ['dashboard', 'classroomPage', 'lessonPage', 'transcript'] as const;

/**
 * After the student's work changes (an attempt started, a set submitted, a review opened), these
 * views load again instead of showing what the cache remembers: a Review pressed on a remembered
 * lesson list would say the set was never done.
 */
export function forgetProgressViews(cache: ApolloCache): void {
  for (const fieldName of PROGRESS_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
