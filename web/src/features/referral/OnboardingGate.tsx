import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { OnboardingQuery } from './referral.documents';
import { useDrawnQuery } from '../../app/drawnQuery';

// The wizard's steps (their forms and the class picker) load only for a family that is onboarding.
const OnboardingWizard = lazy(() => import('./OnboardingWizard').then((module) => ({ default: module.OnboardingWizard })));

/**
 * HOME, or instead the onboarding wizard for a REFERRED family that has not finished it (§2, §4).
 * The step comes from the server, so leaving and coming back resumes where the family stands.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { role } = useSession();
  const family = role === 'family';
  const { data: answer, loading } = useDrawnQuery(OnboardingQuery, { skip: !family, fetchPolicy: 'cache-and-network' });
  // HOME renders in the background once the answer is there, in slices, not in one long task that
  // keeps a phone from answering a tap.
  const data = useDeferredValue(answer);
  if (!family) return children;
  if ((loading || answer) && !data) return <PageSpinner />;
  // Should the question fail, HOME shows: the wizard is a welcome, not a gate to the account.
  return data?.onboarding ? (
    <Suspense fallback={<PageSpinner />}>
      <OnboardingWizard onboarding={data.onboarding} />
    </Suspense>
  ) : (
    children
  );
}
