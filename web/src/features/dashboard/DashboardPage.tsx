import { Suspense } from 'react';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { lazyWithApollo } from '../../app/withApollo';
import { ClassDashboard } from './ClassDashboard';
import { SignInNotice } from './SignInNotice';

// A parent's page (its tabs, forms and their validation) loads only for parents: a student's or
// instructor's first page does without it. It reads through Apollo, which loads with it.
const FamilyHome = lazyWithApollo(
  () => import('./FamilyHome'),
  (module) => module.FamilyHome,
);

/** /dashboard: the family's page for parents, otherwise the student or staff dashboard (classroom.md §2). */
export default function DashboardPage() {
  const { me, role } = useSession();
  if (!me) return null;
  return (
    <>
      <SignInNotice />
      {role === 'family' ? (
        <Suspense fallback={<PageSpinner />}>
          <FamilyHome />
        </Suspense>
      ) : (
        <ClassDashboard role={role} />
      )}
    </>
  );
}
