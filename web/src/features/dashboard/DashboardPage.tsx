import { useSession } from '../../app/session';
import { ClassDashboard } from './ClassDashboard';
import { FamilyHome } from './FamilyHome';
import { SignInNotice } from './SignInNotice';

/** /dashboard: the family's page for parents, otherwise the student or staff dashboard (classroom.md §2). */
export default function DashboardPage() {
  const { me, role } = useSession();
  if (!me) return null;
  return (
    <>
      <SignInNotice />
      {role === 'family' ? <FamilyHome /> : <ClassDashboard role={role} />}
    </>
  );
}
