import { DomainError } from '../../graphql/errors.js';
import type { FamilyViewer, StudentViewer, Viewer } from '../auth/viewer.js';

/**
 * Who may buy (family-catalog-payment.md §6): only family sign-ins add to the cart and pay; a
 * guest link signs in for a look, not to spend. Anyone else gets the spec's 'You must login
 * through a family account'.
 */
export function requirePayingFamily(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER' || viewer.isGuest) throw new DomainError('FAMILY_LOGIN_REQUIRED');
  return viewer;
}

/** Free enrolment: a parent for one of the family's students, or a student for themself. */
export function requireEnroller(viewer: Viewer | null): FamilyViewer | StudentViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.isGuest || viewer.userType === 'EMPLOYEE') throw new DomainError('FAMILY_LOGIN_REQUIRED');
  return viewer;
}

/** Reading the family's orders, credits and saved cards: its own parents (guests included, read only). */
export function requireFamily(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER') throw new DomainError('FORBIDDEN');
  return viewer;
}

/** Withdrawals and refunds move money back: admins only. */
export function requireAdmin(viewer: Viewer | null): void {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE' || !viewer.isAdmin) throw new DomainError('FORBIDDEN');
}
