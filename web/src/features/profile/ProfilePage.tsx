import { useSession } from '../../app/session';
import { EmployeeProfile } from './EmployeeProfile';
import { FamilyProfile } from './FamilyProfile';
import { StudentProfile } from './StudentProfile';

/** /profile by role (family-catalog-payment.md §2): employees, parents (read-only), students. */
export default function ProfilePage() {
  const { me, role } = useSession();
  if (!me) return null;
  if (role === 'instructor' || role === 'admin') return <EmployeeProfile employeeId={me.id} />;
  if (role === 'family') return <FamilyProfile familyMemberId={me.id} />;
  return <StudentProfile studentId={me.id} />;
}
