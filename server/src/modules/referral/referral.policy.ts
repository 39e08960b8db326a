import { DomainError } from '../../graphql/errors.js';
import type { FamilyViewer, Viewer } from '../auth/viewer.js';
import { requireFamilyMember } from '../family/family.policy.js';

/** Referring and onboarding write: family sign-ins only (§6), not a guest link; others 'You must login through a family account'. */
export const requireReferrer = (viewer: Viewer | null): FamilyViewer => requireFamilyMember(viewer);

/** A family's referrals are read by its own parents (a guest link of the family included), nobody else. */
export function requireOwnReferrals(viewer: Viewer | null, referrerId: number): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER' || viewer.familyAccountId !== referrerId) throw new DomainError('FORBIDDEN');
  return viewer;
}

/** The onboarding state is the family's own: its parents read it; everyone else is refused. */
export function requireFamilyReader(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER') throw new DomainError('FORBIDDEN');
  return viewer;
}
