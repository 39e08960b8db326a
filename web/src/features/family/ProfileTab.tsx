import { lazy } from 'react';
import { useSession } from '../../app/session';

// The profile's forms load when the tab is opened: a parent's first page is HOME.
const FamilyProfile = lazy(() => import('../profile').then((module) => ({ default: module.FamilyProfile })));

/** The family dashboard's PROFILE tab: the family's account, members and address. */
export function ProfileTab() {
  const { me } = useSession();
  return me ? <FamilyProfile familyMemberId={me.id} /> : null;
}
