import { useSession } from '../../app/session';
import { ClassDashboard } from './ClassDashboard';
import { FamilyHome } from './FamilyHome';

/** /dashboard: the family's page for parents, otherwise the student or staff dashboard (classroom.md §2). */
export default function DashboardPage() {
  const { me, role } = useSession();
  if (!me) return null;
  if (role === 'family') return <FamilyHome />;
  return <ClassDashboard role={role} />;
}
