import { useSession } from '../../app/session';
import { FamilyProfile } from '../profile';

/** The family dashboard's PROFILE tab: the family's account, members and address. */
export function ProfileTab() {
  const { me } = useSession();
  return me ? <FamilyProfile familyMemberId={me.id} /> : null;
}
