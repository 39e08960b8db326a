import { DomainError } from '../../graphql/errors.js';
import type { FamilyViewer, Viewer } from '../auth/viewer.js';

/**
 * Registering, adding students and referring are for family sign-ins (family-catalog-payment.md §6);
 * a guest link only looks. Anyone else gets 'You must login through a family account'.
 */
export function requireFamilyMember(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER' || viewer.isGuest) throw new DomainError('FAMILY_LOGIN_REQUIRED');
  return viewer;
}

/** Registration starts signed out: a signed-in parent already has a family. */
export function requireNoFamily(viewer: Viewer | null): void {
  if (viewer?.userType === 'FAMILY_MEMBER' && !viewer.isGuest) throw new DomainError('ALREADY_IN_FAMILY');
}
