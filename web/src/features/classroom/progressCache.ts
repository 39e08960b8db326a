import type { ApolloCache } from '@apollo/client';

/** The views that show a student's progress (attempts, grades, review, locks). */
const PROGRESS_FIELDS = ['dashboard', 'classroomPage', 'lessonPage', 'transcript'] as const;

/**
 * After the student's work changes (an attempt started, a set submitted, a review opened), these
 * views load again instead of showing what the cache remembers: a Review pressed on a remembered
 * lesson list would say the set was never done. Every change happens on the way into the player
 * or inside it, so the view on screen is being left: it is not told (no broadcast), which would
 * only make it load once more on its way out. The next time one opens, it loads.
 */
export function forgetProgressViews(cache: ApolloCache): void {
  for (const fieldName of PROGRESS_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName, broadcast: false });
  cache.gc();
}
