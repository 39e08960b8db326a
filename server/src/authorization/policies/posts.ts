import { may } from '@solve/core/access';
import { DomainError } from '../../graphql/errors.js';
import type { Viewer } from '../../modules/auth/viewer.js';

/** Who a favorite or a view belongs to: a student or a parent (staff read posts but keep no favorites). */
export type PostReader = { studentId: number; familyMemberId: null } | { studentId: null; familyMemberId: number };

export function readerOf(viewer: Viewer | null): PostReader | null {
  if (viewer?.userType === 'STUDENT') return { studentId: viewer.studentId, familyMemberId: null };
  if (viewer?.userType === 'FAMILY_MEMBER') return { studentId: null, familyMemberId: viewer.familyMemberId };
  return null;
}

/** Favorites belong to students and parents; guests are asked to sign in. */
export function requireFavoriter(viewer: Viewer | null): PostReader {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  const reader = readerOf(viewer);
  if (!reader || !may.keepFavorites(viewer)) throw new DomainError('FORBIDDEN');
  return reader;
}
